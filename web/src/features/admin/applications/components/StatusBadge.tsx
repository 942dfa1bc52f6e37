import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  submitted: 'gray',
  under_review: 'blue',
  accepted: 'agave',
  waitlisted: 'yellow',
  rejected: 'red',
  confirmed: 'teal',
  declined: 'dark',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('adminApplications');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
