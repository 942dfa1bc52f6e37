import { Button, Group, Paper, Progress, Skeleton, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconConfetti } from '@tabler/icons-react';
import { setupProgress, type SetupItemKey } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { useOwnLogistics } from '../logistics/queries/logistics-queries';
import type { ParticipantTabId } from '../participant-tabs';
import { useParticipantProfile } from '../profile/queries/profile-queries';

export interface SetupProgressProps {
  onOpenTab: (id: ParticipantTabId) => void;
}

const SETUP_ITEMS: readonly SetupItemKey[] = ['profile', 'logistics', 'whatsapp'];

/**
 * Spec 2/4: profile complete, logistics submitted, WhatsApp joined, in thirds; each chip opens its
 * tab. Shown once the profile is read (a failed read is explained on the profile tab itself);
 * while it is read, its frame holds the place so the tabs below do not move when it fills in.
 */
export function SetupProgress({ onOpenTab }: SetupProgressProps) {
  const { t } = useTranslation('participant');
  const profile = useParticipantProfile();
  const logistics = useOwnLogistics();
  if (profile.isPending) return <SetupProgressPlaceholder />;
  if (!profile.data) return null;

  const { items, percent } = setupProgress({
    profile: profile.data,
    logisticsSubmitted: logistics.data?.status === 'SUBMITTED',
    hasJoinedWhatsapp: profile.data.hasJoinedWhatsapp,
  });
  const complete = percent === 100;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-progress-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Text fw={700} id="setup-progress-title">
          {t('setup.title')}
        </Text>
        <Text fw={700} size="sm">
          {t('setup.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} color={complete ? 'agave' : 'terracotta'} radius="xl" aria-label={t('setup.progressLabel')} />
      <Group gap="xs" mt="sm" role="group" aria-label={t('setup.chipsLabel')}>
        {items.map((item) => (
          <Button
            key={item.key}
            size="compact-sm"
            radius="xl"
            variant={item.done ? 'light' : 'default'}
            color={item.done ? 'agave' : undefined}
            leftSection={item.done ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
            onClick={() => onOpenTab(item.key)}
            aria-label={t('setup.chipLabel', { label: t(`setup.items.${item.key}`), state: item.done ? t('setup.done') : t('setup.todo') })}
          >
            {t(`setup.items.${item.key}`)}
          </Button>
        ))}
      </Group>
      {complete && (
        <Group gap="xs" mt="sm" wrap="nowrap" role="status">
          <IconConfetti size={20} aria-hidden color="var(--mantine-color-agave-8)" />
          <Text size="sm" fw={600} c="agave.8">
            {t('setup.complete')}
          </Text>
        </Group>
      )}
    </Paper>
  );
}

/** The card as it will be, its figures and chips greyed: a place holder while the profile is read. */
function SetupProgressPlaceholder() {
  const { t } = useTranslation('participant');
  return (
    <Paper withBorder radius="md" p="md" aria-hidden data-testid="setup-progress-placeholder">
      <Group justify="space-between" align="baseline" mb="xs">
        <Text fw={700}>{t('setup.title')}</Text>
        <Skeleton visible width="auto">
          <Text fw={700} size="sm">
            {t('setup.percent', { percent: 0 })}
          </Text>
        </Skeleton>
      </Group>
      <Progress value={0} radius="xl" />
      <Group gap="xs" mt="sm">
        {SETUP_ITEMS.map((key) => (
          <Skeleton key={key} visible radius="xl" width="auto">
            <Button size="compact-sm" radius="xl" variant="default" leftSection={<IconCircleDashed size={16} aria-hidden />} tabIndex={-1}>
              {t(`setup.items.${key}`)}
            </Button>
          </Skeleton>
        ))}
      </Group>
    </Paper>
  );
}
