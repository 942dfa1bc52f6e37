import {
  applicationDetailSchema,
  participantAccountFromApplicationSchema,
  type ApplicationDetail,
  type ApplicationStatusChange,
  type ParticipantAccountFromApplication,
} from '@trek/contracts';
import { apiRequest, type QueryParams } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';
import { overviewReadPaths } from '../../overview/api/overview-read-paths';

export const applicationsPaths = {
  list: '/api/admin/applications',
  stats: overviewReadPaths.applicationStats,
  exportCsv: '/api/admin/applications/export.csv',
  detail: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/status`,
  participantAccount: (id: string) => `/api/admin/applications/${encodeURIComponent(id)}/participant-account`,
} as const;

export async function changeApplicationStatus(id: string, change: ApplicationStatusChange): Promise<ApplicationDetail> {
  return applicationDetailSchema.parse(await apiRequest('PATCH', applicationsPaths.status(id), change));
}

export async function createParticipantAccount(id: string): Promise<ParticipantAccountFromApplication> {
  return participantAccountFromApplicationSchema.parse(await apiRequest('POST', applicationsPaths.participantAccount(id)));
}

/** The CSV of the current filter, as a file the browser saves. */
export function downloadApplicationsCsv(filters: QueryParams): Promise<void> {
  return downloadCsv(applicationsPaths.exportCsv, filters, 'applications.csv');
}
