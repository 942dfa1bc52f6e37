/**
 * What the service worker keeps on the device for the offline trip card, shared by the worker
 * (src/pwa/sw.ts) and the app (the card reads the saved-at mark; logout deletes the cache). Kept
 * free of React and DOM-only code so the worker's build can import it.
 */
import { EMERGENCY_CONTACT_FIELDS, TRAVEL_DOCUMENT_FIELDS } from '@trek/contracts/zod-free';
import { authPaths } from '../../../auth/api/auth-paths';

/** The one Cache Storage cache holding the signed-in participant's reads. Deleted on logout. */
export const TRIP_CARD_CACHE = 'trek-trip-card-v1';

/**
 * Set by the service worker on the copy it stores (never on an answer from the network): an answer
 * carrying it came from the device, and its value is when that copy was saved (ISO 8601).
 */
export const SAVED_AT_HEADER = 'X-Trip-Card-Saved-At';

/**
 * Set by the trip card on its reads of public content (the itinerary, the travel resources): the
 * worker keeps those reads only when they carry it, so a signed-in visit to the landing page, which
 * reads the same paths, leaves nothing on the device.
 */
export const TRIP_CARD_READ_HEADER = 'X-Trek-Trip-Card';

/**
 * The reads behind the trip card, and the current user the portal needs to open at all. The
 * logistics are the card's own copy (`/api/me/trip-card`, without the travel documents), never the
 * whole record (`/api/me/logistics`, with the passport number and date of birth), which is not kept.
 */
export const tripCardPaths = {
  currentUser: authPaths.me,
  edition: '/api/participant/edition',
  itineraryDays: '/api/public/itinerary-days',
  travelResources: '/api/public/travel-resources',
  tripLogistics: '/api/me/trip-card',
  /** The participant's published room and roommates' names. */
  tripRooms: '/api/me/rooms',
} as const;

/**
 * Reads a device may still hold from an earlier worker, which kept them, and that are kept no more:
 * the whole logistics record, passport number and date of birth included.
 */
const READS_NO_LONGER_KEPT = ['/api/me/logistics'] as const;

/** Deletes READS_NO_LONGER_KEPT from the trip card's cache; run by the worker when it takes over. */
export async function dropReadsNoLongerKept(cacheStorage: CacheStorage): Promise<void> {
  if (!(await cacheStorage.has(TRIP_CARD_CACHE))) return;
  const cache = await cacheStorage.open(TRIP_CARD_CACHE);
  await Promise.all(READS_NO_LONGER_KEPT.map((path) => cache.delete(path, { ignoreSearch: true, ignoreVary: true })));
}

/** The portal's own reads: only a signed-in participant makes them, whichever screen asks. */
const portalPaths: ReadonlySet<string> = new Set([tripCardPaths.currentUser, tripCardPaths.edition, tripCardPaths.tripLogistics, tripCardPaths.tripRooms]);
/** Public content, kept only when the trip card asked for it. */
const publicContentPaths: ReadonlySet<string> = new Set([tripCardPaths.itineraryDays, tripCardPaths.travelResources]);

/**
 * Whether the worker keeps a copy of this request: a signed-in GET of one of the portal's reads,
 * or of the public content the trip card asked for (query strings included, e.g. the itinerary's
 * ?year=). Without a bearer token it is a visitor's read, which is not kept.
 */
export function isTripCardRequest(request: Pick<Request, 'method' | 'url' | 'headers'>, origin: string): boolean {
  if (request.method !== 'GET' || !request.headers.has('Authorization')) return false;
  const url = new URL(request.url);
  if (url.origin !== origin) return false;
  return portalPaths.has(url.pathname) || (publicContentPaths.has(url.pathname) && request.headers.has(TRIP_CARD_READ_HEADER));
}

/** The trip card's own reads (not the current user), whose saved-at marks the card shows offline. */
export function isTripCardContent(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname !== tripCardPaths.currentUser && Object.values(tripCardPaths).some((path) => path === pathname);
}

/**
 * Sent by the app to the worker when a session ends (logout, refused token, next sign-in): the
 * worker deletes the cache and refuses to store the answer of any read that started before.
 */
export const SESSION_ENDED_MESSAGE = { type: 'trek:session-ended' } as const;

export function isSessionEndedMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SESSION_ENDED_MESSAGE.type;
}

/**
 * Only a participant's own answer to /api/auth/me is kept: an organizer's session, and anything
 * of theirs, never lands on the device.
 */
function isParticipantUser(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { user } = body as { user?: { role?: unknown } };
  return user?.role === 'PARTICIPANT';
}

const TRAVEL_DOCUMENTS: ReadonlySet<string> = new Set([...TRAVEL_DOCUMENT_FIELDS, ...EMERGENCY_CONTACT_FIELDS]);

function holdsTravelDocuments(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsTravelDocuments);
  return Object.entries(value).some(([key, inner]) => TRAVEL_DOCUMENTS.has(key) || holdsTravelDocuments(inner));
}

/**
 * Whether the worker may store this answer (its JSON body) of a kept read: JSON, never one holding
 * a passport number, nationality, date of birth, emergency contact or insurance at any depth (the reads kept are chosen to hold
 * none; this holds should a service ever add them), and for the current user, a participant only.
 */
export function mayKeepOnDevice(pathname: string, body: unknown): boolean {
  if (body === null || holdsTravelDocuments(body)) return false;
  return pathname !== tripCardPaths.currentUser || isParticipantUser(body);
}
