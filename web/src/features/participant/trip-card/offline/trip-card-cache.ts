/**
 * What the service worker keeps on the device for the offline trip card, shared by the worker
 * (src/pwa/sw.ts) and the app (the card reads the saved-at mark; logout deletes the cache). Kept
 * free of React and DOM-only code so the worker's build can import it.
 */
import { authPaths } from '../../../auth/api/auth-paths';

/** The one Cache Storage cache holding the signed-in participant's reads. Deleted on logout. */
export const TRIP_CARD_CACHE = 'trek-trip-card-v1';

/**
 * Set by the service worker on the copy it stores (never on an answer from the network): an answer
 * carrying it came from the device, and its value is when that copy was saved (ISO 8601).
 */
export const SAVED_AT_HEADER = 'X-Trip-Card-Saved-At';

/** The reads behind the trip card, and the current user the portal needs to open at all. */
export const tripCardPaths = {
  currentUser: authPaths.me,
  edition: '/api/participant/edition',
  itineraryDays: '/api/public/itinerary-days',
  travelResources: '/api/public/travel-resources',
  logistics: '/api/me/logistics',
} as const;

const cachedPaths: ReadonlySet<string> = new Set(Object.values(tripCardPaths));

/**
 * Whether the worker keeps a copy of this request: a signed-in GET of one of the trip card's
 * paths (query strings included, e.g. the itinerary's ?year=). Without a bearer token it is a
 * visitor's read of public content, which is not kept.
 */
export function isTripCardRequest(request: Pick<Request, 'method' | 'url' | 'headers'>, origin: string): boolean {
  if (request.method !== 'GET' || !request.headers.has('Authorization')) return false;
  const url = new URL(request.url);
  return url.origin === origin && cachedPaths.has(url.pathname);
}

/**
 * Only a participant's own answer to /api/auth/me is kept: an organizer's session, and anything
 * of theirs, never lands on the device.
 */
export function isParticipantUser(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { user } = body as { user?: { role?: unknown } };
  return user?.role === 'PARTICIPANT';
}
