import { transferResultSchema, transferStateSchema, type TransferRequest, type TransferResult, type TransferState } from '@trek/contracts';
import { apiRequest, readFirstScreen } from '../../../../lib/api-client';
import { transferPaths } from './transfer-paths';

export async function fetchTransferState(): Promise<TransferState> {
  return transferStateSchema.parse(await readFirstScreen(transferPaths.state));
}

/** Spec 7: empty recipient fields are left out of the body. */
export async function confirmTransfer(request: TransferRequest): Promise<TransferResult> {
  const body = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== ''));
  return transferResultSchema.parse(await apiRequest('POST', transferPaths.confirm, body));
}
