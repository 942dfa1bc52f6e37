import { Badge } from '@mantine/core';
import type { SpotTransferStatus } from '@trek/contracts';
import { useTranslation } from 'react-i18next';

/** The spot's state, or `completed` on the former holder's view of their transfer. */
export type TransferBadgeStatus = SpotTransferStatus | 'completed';

const STATUS_COLORS: Record<TransferBadgeStatus, string> = { open: 'agave', deadlinePassed: 'red.9', received: 'blue.8', transferred: 'blue.8', completed: 'blue.8' };

export function TransferStatusBadge({ status }: { status: TransferBadgeStatus }) {
  const { t } = useTranslation('participantTransfer');
  const label = t(`badge.${status}`);
  return (
    <Badge size="lg" color={STATUS_COLORS[status]} variant="filled" aria-label={t('badge.label', { status: label })} style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
