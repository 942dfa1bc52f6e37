import type { TransferRequest, TransferResult } from '@trek/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmTransfer, fetchTransferState } from '../api/transfer-api';

export const transferQueryKey = ['participant', 'transfer'] as const;

export function useTransferState({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: transferQueryKey, queryFn: fetchTransferState, refetchOnWindowFocus: false, enabled });
}

/**
 * A completed transfer ends the sender's session (the tab signs them out, which drops every cached
 * read: more than spec 7's refresh of profile, announcements and feedback).
 */
export function useConfirmTransfer() {
  return useMutation<TransferResult, Error, TransferRequest>({ mutationFn: confirmTransfer });
}
