import { useQuery } from '@tanstack/react-query';
import { fetchMyPayments } from '../api/my-payments-api';
import { myPaymentsPath } from '../api/my-payments-path';

/** Payments are recorded by organizers now and then: a minute's staleness is fine. */
const MY_PAYMENTS_STALE_TIME_MS = 60_000;

export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [myPaymentsPath], queryFn: fetchMyPayments, staleTime: MY_PAYMENTS_STALE_TIME_MS, enabled });
}
