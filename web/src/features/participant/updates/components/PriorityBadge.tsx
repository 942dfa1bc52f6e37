import { Badge } from '@mantine/core';
import type { AnnouncementPriority } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

const PRIORITY_COLORS: Record<AnnouncementPriority, string> = { urgent: 'red.9', normal: 'terracotta', low: 'gray' };

export function PriorityBadge({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useTranslation('participantUpdates');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant={priority === 'urgent' ? 'filled' : 'light'} style={{ minWidth: 'max-content' }}>
      {t(`announcements.priority.${priority}`)}
    </Badge>
  );
}
