import type { PaymentRecord, PaymentReversal } from '@trek/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchAdminPayments, paymentsPaths, recordPayment, remindAllOutstanding, reversePayment } from '../api/payments-api';

/** Organizers record payments side by side: the tab reads again after 30 seconds. */
const PAYMENTS_STALE_TIME_MS = 30_000;

const adminPaymentsQuery = (year: number | null) => ({ queryKey: [paymentsPaths.list, year], queryFn: () => fetchAdminPayments(year), staleTime: PAYMENTS_STALE_TIME_MS });

/** An edition's payments (null: the current edition's). */
export function useAdminPayments(year: number | null) {
  return useQuery(adminPaymentsQuery(year));
}

/** The current edition's payments, what the tab opens on, fetched ahead of a click. */
export function prefetchPaymentsReads(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(adminPaymentsQuery(null));
}

/** Every change reads the whole tab again: totals, subsidies and reminders follow from all entries. */
function useInvalidatePayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [paymentsPaths.list] });
}

export function useRecordPayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({ spotId, payment }: { spotId: string; payment: PaymentRecord }) => recordPayment(spotId, payment),
    onSuccess: invalidate,
  });
}

export function useReversePayment() {
  const invalidate = useInvalidatePayments();
  return useMutation({
    mutationFn: ({ spotId, entryId, reversal }: { spotId: string; entryId: string; reversal: PaymentReversal }) => reversePayment(spotId, entryId, reversal),
    onSuccess: invalidate,
  });
}

export function useRemindAllOutstanding() {
  const invalidate = useInvalidatePayments();
  return useMutation({ mutationFn: remindAllOutstanding, onSuccess: invalidate });
}
