import {
  adminPaymentsSchema,
  paymentRemindersResultSchema,
  spotLedgerSchema,
  type AdminPayments,
  type PaymentRecord,
  type PaymentRemindersResult,
  type PaymentReversal,
  type SpotLedger,
} from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';

export const paymentsPaths = {
  list: '/api/admin/payments',
  exportCsv: '/api/admin/payments/export.csv',
  reminders: '/api/admin/payments/reminders',
  entries: (spotId: string) => `/api/admin/payments/spots/${encodeURIComponent(spotId)}/entries`,
  reverse: (spotId: string, entryId: string) => `/api/admin/payments/spots/${encodeURIComponent(spotId)}/entries/${encodeURIComponent(entryId)}/reverse`,
} as const;

export async function fetchAdminPayments(): Promise<AdminPayments> {
  return adminPaymentsSchema.parse(await apiRequest('GET', paymentsPaths.list));
}

export async function recordPayment(spotId: string, payment: PaymentRecord): Promise<SpotLedger> {
  return spotLedgerSchema.parse(await apiRequest('POST', paymentsPaths.entries(spotId), payment));
}

export async function reversePayment(spotId: string, entryId: string, reversal: PaymentReversal): Promise<SpotLedger> {
  return spotLedgerSchema.parse(await apiRequest('POST', paymentsPaths.reverse(spotId, entryId), reversal));
}

export async function remindAllOutstanding(): Promise<PaymentRemindersResult> {
  return paymentRemindersResultSchema.parse(await apiRequest('POST', paymentsPaths.reminders));
}

export function downloadPaymentsCsv(): Promise<void> {
  return downloadCsv(paymentsPaths.exportCsv, {}, 'payments.csv');
}
