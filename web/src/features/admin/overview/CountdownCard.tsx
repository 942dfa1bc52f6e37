import { Paper, Text } from '@mantine/core';
import type { Countdown } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

export interface CountdownCardProps {
  label: string;
  countdown: Countdown;
}

/** Days left until a key date of the edition, or that it has passed. */
export function CountdownCard({ label, countdown }: CountdownCardProps) {
  const { t } = useTranslation('admin');
  const figure = countdown.passed ? t('overview.countdown.passed') : countdown.daysLeft === 0 ? t('overview.countdown.today') : t('overview.countdown.daysLeft', { count: countdown.daysLeft });
  return (
    <Paper withBorder p="lg" radius="md" aria-label={`${label}: ${figure}`} role="group">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={26} fw={700} c={countdown.passed ? 'dimmed' : undefined}>
        {figure}
      </Text>
      <Text size="sm" c="dimmed">
        {t('overview.countdown.on', { date: formatDate(countdown.at) })}
      </Text>
    </Paper>
  );
}
