import { downloadCsv } from '../../../../lib/download-csv';

export const participantsPaths = {
  roster: '/api/admin/participants',
  exportCsv: '/api/admin/participants/export.csv',
  detail: (userId: string) => `/api/admin/participants/${encodeURIComponent(userId)}`,
} as const;

/** The whole roster as a CSV file the browser saves; the server exports every participant, whatever the filter. */
export function downloadParticipantsCsv(): Promise<void> {
  return downloadCsv(participantsPaths.exportCsv, {}, 'participants.csv');
}
