import type { TransferRequest, TransferResult } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmTransfer, fetchTransferState } from '../api/transfer-api';

export const transferQueryKey = ['participant', 'transfer'] as const;
/** Every participant read (profile, logistics, announcements, feedback, transfer) sits under this prefix. */
const participantQueryPrefix = ['participant'] as const;

export function useTransferState() {
  return useQuery({ queryKey: transferQueryKey, queryFn: fetchTransferState, refetchOnWindowFocus: false });
}

/** Spec 7: a completed transfer refreshes profile, announcements and feedback, since the server cleared the profile. */
export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation<TransferResult, Error, TransferRequest>({
    mutationFn: confirmTransfer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: participantQueryPrefix });
    },
  });
}
