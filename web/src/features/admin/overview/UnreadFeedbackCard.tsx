import { Button, Paper, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** How much participant feedback nobody has read yet, with the way to the inbox (Announcements tab). */
export function UnreadFeedbackCard({ unread }: { unread: number }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder p="lg" radius="md" role="group" aria-label={`${t('overview.feedback.title')}: ${unread}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('overview.feedback.title')}
      </Text>
      <Text fz={26} fw={700} c={unread > 0 ? 'terracotta.8' : undefined}>
        {unread}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {unread > 0 ? t('overview.feedback.count', { count: unread }) : t('overview.feedback.none')}
      </Text>
      <Button component={Link} to={`${paths.adminDashboard}?tab=announcements&section=feedback`} size="xs" variant="light" leftSection={<IconMessage size={16} aria-hidden />}>
        {t('overview.feedback.open')}
      </Button>
    </Paper>
  );
}
