import { toApiError } from '../../../../lib/api-client';
import { readAuthToken } from '../../../../lib/auth-token';
import { saveFile } from '../../../../lib/save-file';

export const participantPrivacyPaths = {
  myData: '/api/participant/my-data',
  logisticsReads: '/api/participant/logistics-reads',
} as const;

/** Everything the portal holds about the caller, saved as `my-data.json` (a fetched blob: a plain link could not send the token). */
export async function downloadMyData(): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(participantPrivacyPaths.myData, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  saveFile(new Blob([JSON.stringify(await response.json(), null, 2)], { type: 'application/json' }), 'my-data.json');
}
