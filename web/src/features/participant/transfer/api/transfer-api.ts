import { transferResultSchema, transferStateSchema, type TransferRequest, type TransferResult, type TransferState } from '@trek/contracts';
import { apiRequest, readResponse, send } from '../../../../lib/api-client';
import { takeEarlyRead } from '../../../../lib/early-reads';
import { transferPaths } from './transfer-paths';

export async function fetchTransferState(): Promise<TransferState> {
  return transferStateSchema.parse(await readResponse(await (takeEarlyRead(transferPaths.state) ?? send('GET', transferPaths.state))));
}

/** Spec 7: empty recipient fields are left out of the body. */
export async function confirmTransfer(request: TransferRequest): Promise<TransferResult> {
  const body = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== ''));
  return transferResultSchema.parse(await apiRequest('POST', transferPaths.confirm, body));
}
