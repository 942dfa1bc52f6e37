import { day0LockResultSchema, type Day0LockResult } from '@trek/contracts';
import { apiRequest } from '../../../../lib/api-client';
import type { QueryParams } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';

export const logisticsPaths = {
  list: '/api/admin/logistics',
  exportCsv: '/api/admin/logistics/export.csv',
  rooming: '/api/admin/logistics/rooming',
  day0LockAll: '/api/admin/logistics/day0-lock',
  day0Lock: (userId: string) => `/api/admin/logistics/${encodeURIComponent(userId)}/day0-lock`,
} as const;

export async function setDay0Lock(userId: string, locked: boolean): Promise<Day0LockResult> {
  return day0LockResultSchema.parse(await apiRequest('PUT', logisticsPaths.day0Lock(userId), { locked }));
}

export async function setDay0LockForEveryone(locked: boolean): Promise<Day0LockResult> {
  return day0LockResultSchema.parse(await apiRequest('PUT', logisticsPaths.day0LockAll, { locked }));
}

/** Every participant's logistics as a CSV file the browser saves; the server ignores list filters here. */
export function downloadLogisticsCsv(params: QueryParams = {}): Promise<void> {
  return downloadCsv(logisticsPaths.exportCsv, params, 'logistics.csv');
}
