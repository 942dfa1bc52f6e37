import {
  applicationDetailSchema,
  participantAccountFromApplicationSchema,
  type ApplicationDetail,
  type ApplicationStatusChange,
  type ParticipantAccountFromApplication,
} from '@trek/contracts';
import { ApiError, apiRequest, buildUrl, type QueryParams } from '../../../../lib/api-client';
import { readAuthToken } from '../../../../lib/auth-token';

export const applicationsPaths = {
  list: '/api/admin/applications',
  stats: '/api/admin/applications/stats',
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

/** The CSV of the current filter, as a file the browser saves (a plain link could not send the bearer token). */
export async function downloadApplicationsCsv(filters: QueryParams): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(buildUrl(applicationsPaths.exportCsv, filters), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text();
    let message = text || response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: the raw text is the message.
    }
    throw new ApiError(response.status, message);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'applications.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
