import { Badge } from '@mantine/core';
import type { FeedbackStatus } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<FeedbackStatus, string> = { unread: 'terracotta', read: 'blue', in_progress: 'yellow', resolved: 'agave' };

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('participantUpdates');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`myFeedback.status.${status}`)}
    </Badge>
  );
}
