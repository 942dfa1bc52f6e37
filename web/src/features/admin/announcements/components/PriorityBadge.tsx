import { Badge } from '@mantine/core';
import type { AnnouncementPriority } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

/** Urgent is filled: white on red 9 keeps WCAG AA contrast (red 6 does not). */
const PRIORITY_COLORS: Record<AnnouncementPriority, string> = { urgent: 'red.9', normal: 'blue', low: 'gray' };

export function PriorityBadge({ priority }: { priority: AnnouncementPriority }) {
  const { t } = useTranslation('adminAnnouncements');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant={priority === 'urgent' ? 'filled' : 'light'} style={{ minWidth: 'max-content' }}>
      {t(`priority.${priority}`)}
    </Badge>
  );
}
