import { isTripCardContent, SAVED_AT_HEADER, SESSION_ENDED_MESSAGE, TRIP_CARD_CACHE } from './trip-card-cache';

/**
 * Installs the service worker that keeps the trip card on the device (dist/sw.js, built from
 * src/pwa/sw.ts). Called when a participant opens the portal, not on the public pages. Where the
 * browser has no service workers, or the page is not a secure context, or no worker is built (the
 * development server), the portal simply works online only.
 */
export function registerTripCardWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Offline use is an extra: the portal itself does not depend on it.
  });
}

/**
 * Deletes the participant's data the service worker kept on the device (the trip card's reads and
 * the signed-in user). Called on logout, when the server no longer accepts the session, and before
 * a new one starts. The worker is told too: it deletes the cache itself and refuses to store the
 * answer of a read that was still on its way, which would otherwise write the cache back.
 */
export async function forgetTripCardOnDevice(): Promise<void> {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    const container = navigator.serviceWorker;
    const worker = container.controller ?? (await container.getRegistration().catch(() => undefined))?.active;
    worker?.postMessage(SESSION_ENDED_MESSAGE);
  }
  if (typeof caches === 'undefined') return;
  await caches.delete(TRIP_CARD_CACHE);
}

/**
 * When the oldest of the trip card's copies on the device was saved (the mark the worker stamps on
 * each), or null when the device keeps none. Reads Cache Storage only, never the network.
 */
export async function oldestSavedAtOnDevice(): Promise<string | null> {
  if (typeof caches === 'undefined' || !(await caches.has(TRIP_CARD_CACHE))) return null;
  const cache = await caches.open(TRIP_CARD_CACHE);
  const requests = (await cache.keys()).filter((request) => isTripCardContent(request.url));
  const marks = await Promise.all(requests.map(async (request) => (await cache.match(request, { ignoreVary: true }))?.headers.get(SAVED_AT_HEADER)));
  return marks.filter((mark): mark is string => typeof mark === 'string').sort()[0] ?? null;
}
