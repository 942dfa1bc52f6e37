import { TRIP_CARD_CACHE } from './trip-card-cache';

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
 * the signed-in user). Called on logout and when the server no longer accepts the session.
 */
export async function forgetTripCardOnDevice(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(TRIP_CARD_CACHE);
}
