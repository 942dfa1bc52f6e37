import type { QueryParams } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';

export const participantsPaths = {
  roster: '/api/admin/participants',
  exportCsv: '/api/admin/participants/export.csv',
  detail: (userId: string) => `/api/admin/participants/${encodeURIComponent(userId)}`,
} as const;

/** The roster of the current filter as a CSV file the browser saves. */
export function downloadParticipantsCsv(filters: QueryParams): Promise<void> {
  return downloadCsv(participantsPaths.exportCsv, filters, 'participants.csv');
}
