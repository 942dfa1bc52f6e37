import { useQuery } from '@tanstack/react-query';
import { fetchMyPayments, myPaymentsPath } from '../api/my-payments-api';

/** Payments are recorded by organizers now and then: a minute's staleness is fine. */
const MY_PAYMENTS_STALE_TIME_MS = 60_000;

export function useMyPayments() {
  return useQuery({ queryKey: [myPaymentsPath], queryFn: fetchMyPayments, staleTime: MY_PAYMENTS_STALE_TIME_MS });
}
