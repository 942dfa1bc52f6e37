import { buildUrl, toApiError, type QueryParams } from './api-client';
import { readAuthToken } from './auth-token';
import { saveFile } from './save-file';

/**
 * Fetches a CSV export and hands it to the browser as a file to save. A plain link could not
 * send the bearer token, so the file is fetched and saved from a blob. The server's
 * `Content-Disposition` file name wins over `fallbackName`.
 */
export async function downloadCsv(path: string, params: QueryParams, fallbackName: string): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(buildUrl(path, params), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
