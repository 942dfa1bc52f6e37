/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import {
  dropReadsNoLongerKept,
  isSessionEndedMessage,
  isTripCardRequest,
  mayKeepOnDevice,
  SAVED_AT_HEADER,
  TRIP_CARD_CACHE,
} from '../features/participant/trip-card/offline/trip-card-cache';

/**
 * The service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js). It does three
 * things and nothing else:
 * - precaches the app shell (index.html) and the built code, so the portal opens with no network;
 * - answers page navigations from the network, and with the precached shell only when the network
 *   cannot be reached: the server-rendered public pages (/, /apply, /privacy) are never stale;
 * - keeps the last answer of the trip card's reads (isTripCardRequest) for a signed-in participant,
 *   network first, in one cache that the end of the session deletes (SESSION_ENDED_MESSAGE): never
 *   the passport number, nationality or date of birth (the card reads its logistics without them,
 *   and mayKeepOnDevice refuses any answer holding them). Every other request passes through untouched.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// No directory index or clean URLs: '/' must not be answered with the precached index.html, or the
// server-rendered landing page would be replaced by the bare shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const SHELL_URL = '/index.html';

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error() }],
    }),
  ),
);

/**
 * Counts the sessions that ended while this worker ran. A read records the count when it starts;
 * if a session ended since, its answer belongs to the old session and is not kept: a read still
 * on its way at logout cannot write the cache back after the logout deleted it.
 */
let endedSessions = 0;

self.addEventListener('message', (event) => {
  if (!isSessionEndedMessage(event.data)) return;
  endedSessions += 1;
  event.waitUntil(caches.delete(TRIP_CARD_CACHE));
});

const startedInEndedSession = (state: { endedSessions?: unknown } | undefined) => state?.endedSessions !== endedSessions;

/**
 * Stamps the copy going into the cache with when it was saved (the page gets the network's own
 * answer); keeps only a participant's own current user, no answer holding travel documents
 * (mayKeepOnDevice), and nothing of a session that has ended.
 */
const keepForThisSession: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.endedSessions = endedSessions;
    return request;
  },
  cacheWillUpdate: async ({ response, request, state }) => {
    if (startedInEndedSession(state)) return null;
    if (!mayKeepOnDevice(new URL(request.url).pathname, await response.clone().json().catch(() => null))) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  // The session may end between the check above and the write: then the copy just written goes.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (startedInEndedSession(state)) await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
  },
};

registerRoute(
  ({ request }) => isTripCardRequest(request, self.location.origin),
  new NetworkFirst({
    cacheName: TRIP_CARD_CACHE,
    // The copy answers the same request later whatever Vary said (the bearer token is the same).
    matchOptions: { ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), keepForThisSession],
  }),
);

// A new version takes over at once: its precache replaces the old one, and nothing here is worth
// keeping an old tab on the old code for. What an earlier version kept and this one does not (the
// whole logistics record) leaves the device as it takes over.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), dropReadsNoLongerKept(caches)])));
