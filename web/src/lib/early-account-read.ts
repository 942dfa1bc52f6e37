import { authPaths } from '../features/auth/api/auth-paths';
import { readAuthToken } from './auth-token';
import { signedInAreaOf } from './signed-in-area';

/** The account read started by the boot script, with the token it was made with. */
let early: { token: string; response: Promise<Response> } | undefined;

/**
 * On a dashboard the app's first read is the account, which otherwise starts only once the app's
 * scripts have arrived and run: the boot script (web/src/boot.ts) starts it beside them, with the
 * token kept on this device, so on a phone the read's round trip overlaps the scripts' download.
 */
export function startEarlyAccountRead(): void {
  const token = readAuthToken();
  if (!token || !signedInAreaOf(window.location.pathname)) return;
  const response = fetch(authPaths.me, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'include' });
  // The app takes it (and sees a failure) unless the visitor signed out before; then nobody waits for it.
  response.catch(() => undefined);
  early = { token, response };
}

/** The boot script's account read, once, if it was made with the token stored now. */
export function takeEarlyAccountRead(): Promise<Response> | undefined {
  const read = early;
  early = undefined;
  return read && read.token === readAuthToken() ? read.response : undefined;
}
