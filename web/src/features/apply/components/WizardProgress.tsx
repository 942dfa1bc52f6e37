import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface WizardProgressProps {
  /** Zero-based step. */
  step: number;
  totalSteps: number;
  stepName: string;
}

/** Spec 2.4: "Step n of 5" with the percentage complete: the steps finished so far (0% on the first, 80% on the review). */
export function WizardProgress({ step, totalSteps, stepName }: WizardProgressProps) {
  const { t } = useTranslation('apply');
  const percent = Math.round((step / totalSteps) * 100);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {t('progress.step', { current: step + 1, total: totalSteps })}
          </Text>
          <Text c="dimmed" size="sm" aria-hidden>
            ·
          </Text>
          <Text c="dimmed" size="sm">
            {stepName}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('progress.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('progress.label')} size="md" radius="xl" />
    </Stack>
  );
}
