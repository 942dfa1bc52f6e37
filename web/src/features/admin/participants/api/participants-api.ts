import type { QueryParams } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';

export const participantsPaths = {
  roster: '/api/admin/participants',
  exportCsv: '/api/admin/participants/export.csv',
  detail: (userId: string) => `/api/admin/participants/${encodeURIComponent(userId)}`,
} as const;

/** One edition's whole roster (`year`; the current one without) as a CSV file the browser saves, whatever the other filters. */
export function downloadParticipantsCsv(params: QueryParams = {}): Promise<void> {
  return downloadCsv(participantsPaths.exportCsv, params, 'participants.csv');
}
