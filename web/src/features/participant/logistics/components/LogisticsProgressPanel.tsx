import { Badge, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { logisticsProgress, type LogisticsRecord } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

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
        <List spacing={6} size="sm" center>
          {progress.items.map((item) => (
            <List.Item
              key={item.key}
              icon={
                <ThemeIcon size={20} radius="xl" color={item.done ? 'agave' : 'gray'} variant={item.done ? 'filled' : 'light'}>
                  {item.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
                </ThemeIcon>
              }
            >
              {t(`progress.items.${item.key}`)}
              <VisuallyHidden>: {item.done ? t('progress.done') : t('progress.missing')}</VisuallyHidden>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
