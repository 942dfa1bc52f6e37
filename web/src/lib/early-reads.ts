import { adminTabIdFromParam, type AdminTabId } from '../features/admin/admin-tab-ids';
import { overviewReadPaths } from '../features/admin/overview/api/overview-read-paths';
import { authPaths } from '../features/auth/api/auth-paths';
import { EDITION_PATH } from '../features/edition/api/edition-path';
import { PARTICIPANT_EDITION_PATH } from '../features/participant/edition/api/participant-edition-path';
import { myPaymentsPath } from '../features/participant/payments/api/my-payments-path';
import { transferPaths } from '../features/participant/transfer/api/transfer-paths';
import { readAuthToken } from './auth-token';
import { signedInAreaOf } from './signed-in-area';

/**
 * What the portal reads before it can show its first screen: the account, and what decides which
 * cards stand above the tabs (the payments card, the past-edition and transferred-spot notices).
 */
const PORTAL_FIRST_SCREEN_READS: readonly string[] = [authPaths.me, myPaymentsPath, PARTICIPANT_EDITION_PATH, transferPaths.state];

/** What every admin tab's first screen reads: the account, and the edition its sidebar is titled with. */
const ADMIN_FIRST_SCREEN_READS: readonly string[] = [authPaths.me, EDITION_PATH];

/**
 * What an admin tab's first screen reads beside those, for the tab that reads it as it opens (the
 * Overview's cards; the other tabs read with filters and pages they hold themselves).
 */
const ADMIN_TAB_FIRST_SCREEN_READS: Partial<Record<AdminTabId, readonly string[]>> = {
  overview: Object.values(overviewReadPaths),
};

/**
 * A read not taken within this long is not taken at all: the visitor went elsewhere first (another
 * tab), and the screen that comes later reads afresh rather than showing what the boot script saw.
 */
const EARLY_READ_FRESH_MS = 30_000;

/** The reads started by the boot script, with the token they were made with. */
let early: { token: string; startedAt: number; responses: Map<string, Promise<Response>> } | undefined;

function firstScreenReads(location: Location): readonly string[] {
  const area = signedInAreaOf(location.pathname);
  if (area === 'participant') return PORTAL_FIRST_SCREEN_READS;
  if (area !== 'admin') return [];
  const tab = adminTabIdFromParam(new URLSearchParams(location.search).get('tab'));
  return [...ADMIN_FIRST_SCREEN_READS, ...(ADMIN_TAB_FIRST_SCREEN_READS[tab] ?? [])];
}

/**
 * On a dashboard the app's first reads otherwise start only once the app's scripts have arrived and
 * run, and a tab's only once its own code has: the boot script (web/src/boot.ts) starts them beside
 * the scripts, with the token kept on this device, so on a phone their round trips overlap the
 * scripts' download.
 */
export function startEarlyReads(): void {
  const token = readAuthToken();
  const paths = firstScreenReads(window.location);
  if (!token || paths.length === 0) return;
  const responses = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, credentials: 'include' });
    // The app takes it (and sees a failure) unless the visitor signed out before; then nobody waits for it.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  early = { token, startedAt: Date.now(), responses };
}

/** The boot script's read of `path`, once, if it was made with the token stored now and not too long ago. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const response = early?.responses.get(path);
  if (!early || !response) return undefined;
  early.responses.delete(path);
  return early.token === readAuthToken() && Date.now() - early.startedAt < EARLY_READ_FRESH_MS ? response : undefined;
}
