import { myPaymentsSchema, type MyPayments } from '@trek/contracts';
import { readFirstScreen } from '../../../../lib/api-client';
import { myPaymentsPath } from './my-payments-path';

/**
 * The caller's own spot's ledger (the payments service finds it through their verified account); on
 * the portal's first load, from the read its boot script started.
 */
export async function fetchMyPayments(): Promise<MyPayments> {
  return myPaymentsSchema.parse(await readFirstScreen(myPaymentsPath));
}
