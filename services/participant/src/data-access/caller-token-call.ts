import { AppError } from '@trek/service-kit';

const TIMEOUT_MS = 10_000;

/**
 * One request to another service with the caller's own token (that service checks it again): a
 * refusal of the token (401, 403) is passed on with that service's message; no answer at all reads
 * as `unavailable`. The caller judges any other status and parses the body.
 */
export async function callWithCallerToken(url: URL, token: string, unavailable: string, method = 'GET'): Promise<{ status: number; ok: boolean; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { method, headers: { accept: 'application/json', authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw AppError.unavailable(unavailable);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401 || response.status === 403) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new AppError(response.status, response.status === 401 ? 'unauthorized' : 'forbidden', typeof message === 'string' ? message : response.statusText);
  }
  return { status: response.status, ok: response.ok, body };
}
