import { admissionsFunnelSchema, paymentsSummarySchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';

export const funnelPaths = {
  admissions: '/api/admin/applications/funnel',
  payments: '/api/admin/payments/summary',
} as const;

/** Offers are answered and payments recorded during the day: the figures are re-read after 30 seconds. */
const FUNNEL_STALE_TIME_MS = 30_000;

export function useAdmissionsFunnel() {
  return useQuery({
    queryKey: [funnelPaths.admissions],
    queryFn: async (context) => admissionsFunnelSchema.parse(await readQuery(context)),
    staleTime: FUNNEL_STALE_TIME_MS,
  });
}

export function usePaymentsSummary() {
  return useQuery({
    queryKey: [funnelPaths.payments],
    queryFn: async (context) => paymentsSummarySchema.parse(await readQuery(context)),
    staleTime: FUNNEL_STALE_TIME_MS,
  });
}
