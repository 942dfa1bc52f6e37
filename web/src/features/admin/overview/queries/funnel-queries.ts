import { admissionsFunnelSchema, paymentsSummarySchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readFirstScreen } from '../../../../lib/api-client';
import { overviewReadPaths } from '../api/overview-read-paths';

export const funnelPaths = {
  admissions: overviewReadPaths.admissionsFunnel,
  payments: overviewReadPaths.paymentsSummary,
} as const;

/** Offers are answered and payments recorded during the day: the figures are re-read after 30 seconds. */
const FUNNEL_STALE_TIME_MS = 30_000;

export function useAdmissionsFunnel() {
  return useQuery({
    queryKey: [funnelPaths.admissions],
    queryFn: async () => admissionsFunnelSchema.parse(await readFirstScreen(funnelPaths.admissions)),
    staleTime: FUNNEL_STALE_TIME_MS,
  });
}

export function usePaymentsSummary() {
  return useQuery({
    queryKey: [funnelPaths.payments],
    queryFn: async () => paymentsSummarySchema.parse(await readFirstScreen(funnelPaths.payments)),
    staleTime: FUNNEL_STALE_TIME_MS,
  });
}
