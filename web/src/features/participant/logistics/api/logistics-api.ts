import { logisticsMessages, logisticsRecordSchema, type LogisticsPut, type LogisticsRecord } from '@trek/contracts';
import { ApiError, apiRequest } from '../../../../lib/api-client';

export const logisticsPath = '/api/me/logistics';

/** The caller's own logistics; a non-OK answer raises the spec's "Failed to fetch logistics: {status}". */
export async function fetchOwnLogistics(): Promise<LogisticsRecord> {
  try {
    return logisticsRecordSchema.parse(await apiRequest('GET', logisticsPath));
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, logisticsMessages.fetchFailed(error.status));
    throw error;
  }
}

/** A step's fields (partial) or the whole form with status SUBMITTED; answers the saved record. */
export async function saveOwnLogistics(put: LogisticsPut): Promise<LogisticsRecord> {
  return logisticsRecordSchema.parse(await apiRequest('PUT', logisticsPath, put));
}
