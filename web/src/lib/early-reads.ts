import { authPaths } from '../features/auth/api/auth-paths';
import { PARTICIPANT_EDITION_PATH } from '../features/participant/edition/api/participant-edition-path';
import { myPaymentsPath } from '../features/participant/payments/api/my-payments-path';
import { transferPaths } from '../features/participant/transfer/api/transfer-paths';
import { readAuthToken } from './auth-token';
import { signedInAreaOf, type SignedInArea } from './signed-in-area';

/**
 * What a dashboard reads before it can show its first screen: the account, and on the portal what
 * decides which cards stand above the tabs (the payments card, the past-edition and
 * transferred-spot notices).
 */
const FIRST_SCREEN_READS: Record<SignedInArea, readonly string[]> = {
  admin: [authPaths.me],
  participant: [authPaths.me, myPaymentsPath, PARTICIPANT_EDITION_PATH, transferPaths.state],
};

/** The reads started by the boot script, with the token they were made with. */
let early: { token: string; responses: Map<string, Promise<Response>> } | undefined;

/**
 * On a dashboard the app's first reads otherwise start only once the app's scripts have arrived and
 * run: the boot script (web/src/boot.ts) starts them beside the scripts, with the token kept on this
 * device, so on a phone their round trips overlap the scripts' download.
 */
export function startEarlyReads(): void {
  const token = readAuthToken();
  const area = signedInAreaOf(window.location.pathname);
  if (!token || !area) return;
  const responses = new Map<string, Promise<Response>>();
  for (const path of FIRST_SCREEN_READS[area]) {
    const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'include' });
    // The app takes it (and sees a failure) unless the visitor signed out before; then nobody waits for it.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  early = { token, responses };
}

/** The boot script's read of `path`, once, if it was made with the token stored now. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const response = early?.responses.get(path);
  if (!early || !response) return undefined;
  early.responses.delete(path);
  return early.token === readAuthToken() ? response : undefined;
}
