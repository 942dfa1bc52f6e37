import { myPaymentsSchema, type MyPayments } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const myPaymentsPath = '/api/participant/payments';

/** The caller's own spot's ledger (the payments service finds it through their verified account). */
export async function fetchMyPayments(): Promise<MyPayments> {
  return myPaymentsSchema.parse(await apiRequest('GET', myPaymentsPath));
}
