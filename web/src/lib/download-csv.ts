import { ApiError, buildUrl, type QueryParams } from './api-client';
import { readAuthToken } from './auth-token';

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string') return new ApiError(response.status, message);
  } catch {
    // Not JSON: the raw text is the message.
  }
  return new ApiError(response.status, text || response.statusText);
}

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
  if (!response.ok) throw await errorOf(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
