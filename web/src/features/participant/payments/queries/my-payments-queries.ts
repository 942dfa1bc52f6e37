import { useQuery } from '@tanstack/react-query';
import { fetchMyPayments } from '../api/my-payments-api';
import { myPaymentsPath } from '../api/my-payments-path';

/** Payments are recorded by organizers now and then: a minute's staleness is fine. */
const MY_PAYMENTS_STALE_TIME_MS = 60_000;

/**
 * The portal reads it to place the card, the card to fill it: a failed read is not tried again as
 * the card mounts (`retryOnMount`), but by its Try again.
 */
export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [myPaymentsPath], queryFn: fetchMyPayments, staleTime: MY_PAYMENTS_STALE_TIME_MS, enabled, retryOnMount: false });
}
