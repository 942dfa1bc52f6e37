import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { logisticsProgress, type LogisticsRecord } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { DoneChecklist } from '../../components/DoneChecklist';

export interface LogisticsProgressPanelProps {
  /** What the server holds: progress counts saved answers, not unsaved typing. */
  record: LogisticsRecord;
}

/** The six completion items and the percentage, in sixths. */
export function LogisticsProgressPanel({ record }: LogisticsProgressPanelProps) {
  const { t } = useTranslation('participantLogistics');
  const progress = logisticsProgress(record);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="logistics-progress-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="logistics-progress-title">
            {t('progress.title')}
          </Title>
          <Badge color={record.status === 'SUBMITTED' ? 'agave' : 'gray'} variant="light">
            {t(`progress.status.${record.status}`)}
          </Badge>
        </Group>
        <Text size="sm" fw={600}>
          {t('progress.percent', { percent: progress.percent })}
        </Text>
        <Progress value={progress.percent} aria-label={t('progress.label')} radius="xl" />
        <DoneChecklist
          spacing={6}
          items={progress.items.map((item) => ({ key: item.key, label: t(`progress.items.${item.key}`), done: item.done }))}
          doneLabel={t('progress.done')}
          missingLabel={t('progress.missing')}
        />
      </Stack>
    </Paper>
  );
}
