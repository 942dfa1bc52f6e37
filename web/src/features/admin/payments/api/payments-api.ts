import {
  adminPaymentsSchema,
  paymentRemindersResultSchema,
  releasedSpotLedgerSchema,
  spotLedgerSchema,
  type AdminPayments,
  type PaymentRecord,
  type PaymentRemindersResult,
  type PaymentReversal,
  type ReleasedSpotLedger,
  type SpotLedger,
} from '@trek/contracts';
import { apiRequest, buildUrl } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';

export const paymentsPaths = {
  list: '/api/admin/payments',
  exportCsv: '/api/admin/payments/export.csv',
  reminders: '/api/admin/payments/reminders',
  entries: (spotId: string) => `/api/admin/payments/spots/${encodeURIComponent(spotId)}/entries`,
  reverse: (spotId: string, entryId: string) => `/api/admin/payments/spots/${encodeURIComponent(spotId)}/entries/${encodeURIComponent(entryId)}/reverse`,
} as const;

/** An edition's payments: the current edition's without a year. */
export async function fetchAdminPayments(year: number | null): Promise<AdminPayments> {
  return adminPaymentsSchema.parse(await apiRequest('GET', buildUrl(paymentsPaths.list, { year })));
}

export async function recordPayment(spotId: string, payment: PaymentRecord): Promise<SpotLedger> {
  return spotLedgerSchema.parse(await apiRequest('POST', paymentsPaths.entries(spotId), payment));
}

/** A correction, or a released spot's refund (answered with that spot's released ledger). */
export async function reversePayment(spotId: string, entryId: string, reversal: PaymentReversal): Promise<SpotLedger | ReleasedSpotLedger> {
  return spotLedgerSchema.or(releasedSpotLedgerSchema).parse(await apiRequest('POST', paymentsPaths.reverse(spotId, entryId), reversal));
}

export async function remindAllOutstanding(): Promise<PaymentRemindersResult> {
  return paymentRemindersResultSchema.parse(await apiRequest('POST', paymentsPaths.reminders));
}

export function downloadPaymentsCsv(year: number | null): Promise<void> {
  return downloadCsv(paymentsPaths.exportCsv, { year }, 'payments.csv');
}
