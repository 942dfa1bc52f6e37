import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TransferStatus = 'active' | 'deadlinePassed' | 'completed';

const STATUS_COLORS: Record<TransferStatus, string> = { active: 'agave', deadlinePassed: 'red.9', completed: 'blue.8' };

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation('participantTransfer');
  const label = t(`badge.${status}`);
  return (
    <Badge size="lg" color={STATUS_COLORS[status]} variant="filled" aria-label={t('badge.label', { status: label })} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
