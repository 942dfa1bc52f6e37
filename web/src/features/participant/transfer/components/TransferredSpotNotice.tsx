import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date';
import { useTransferState } from '../queries/transfer-queries';
import classes from './ReadOnlyWhenTransferred.module.css';

/** Whether the signed-in person gave their spot away: their portal is then their own history, read-only. */
export function useSpotTransferredAway(): string | null {
  return useTransferState().data?.transferredAt ?? null;
}

/** Tells one who transferred their spot that what they see is theirs, kept read-only. */
export function TransferredSpotNotice() {
  const { t } = useTranslation('participantTransfer');
  const transferredAt = useSpotTransferredAway();
  if (transferredAt === null) return null;
  return (
    <Alert variant="light" color="gray" role="status" icon={<IconArrowsExchange size={20} aria-hidden />} title={t('readOnly.title')}>
      {t('readOnly.body', { date: formatDateTime(transferredAt) })}
    </Alert>
  );
}

/**
 * What one who gave their spot away cannot change any more: every form control inside is disabled
 * (the server refuses the changes too). Their own account (password, data download) stays theirs.
 */
export function ReadOnlyWhenTransferred({ children }: { children: ReactNode }) {
  const readOnly = useSpotTransferredAway() !== null;
  return (
    <fieldset disabled={readOnly} className={classes.fieldset}>
      {children}
    </fieldset>
  );
}
