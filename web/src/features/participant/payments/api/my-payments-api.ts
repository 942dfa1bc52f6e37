import { myPaymentsSchema, type MyPayments } from '@trek/contracts';
import { readResponse, send } from '../../../../lib/api-client';
import { takeEarlyRead } from '../../../../lib/early-reads';
import { myPaymentsPath } from './my-payments-path';

/**
 * The caller's own spot's ledger (the payments service finds it through their verified account); on
 * the portal's first load, from the read its boot script started.
 */
export async function fetchMyPayments(): Promise<MyPayments> {
  return myPaymentsSchema.parse(await readResponse(await (takeEarlyRead(myPaymentsPath) ?? send('GET', myPaymentsPath))));
}
