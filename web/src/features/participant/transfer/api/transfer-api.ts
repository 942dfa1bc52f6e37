import { transferResultSchema, transferStateSchema, type TransferRequest, type TransferResult, type TransferState } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';

export const transferPaths = {
  state: '/api/participant/transfer',
  confirm: '/api/participant/transfer/confirm',
} as const;

export async function fetchTransferState(): Promise<TransferState> {
  return transferStateSchema.parse(await apiRequest('GET', transferPaths.state));
}

/** Spec 7: empty recipient fields are left out of the body. */
export async function confirmTransfer(request: TransferRequest): Promise<TransferResult> {
  const body = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined && value !== ''));
  return transferResultSchema.parse(await apiRequest('POST', transferPaths.confirm, body));
}
