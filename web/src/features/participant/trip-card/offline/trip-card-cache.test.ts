import { describe, expect, it } from '@jest/globals';
import { dropReadsNoLongerKept, isTripCardRequest, mayKeepOnDevice, TRIP_CARD_CACHE, TRIP_CARD_READ_HEADER, tripCardPaths } from './trip-card-cache';

const origin = 'https://trek.example';

const get = (path: string, headers: Record<string, string> = {}) => ({ method: 'GET', url: `${origin}${path}`, headers: new Headers(headers) });
const signedIn = { Authorization: 'Bearer token' };

describe('which reads the service worker keeps on the device', () => {
  it("keeps a signed-in participant's portal reads, whichever screen makes them", () => {
    for (const path of [tripCardPaths.currentUser, tripCardPaths.edition, tripCardPaths.tripLogistics, tripCardPaths.tripRooms]) {
      expect(isTripCardRequest(get(path, signedIn), origin)).toBe(true);
    }
  });

  it("keeps the itinerary and travel resources only when the trip card asked for them, not the landing page's reads", () => {
    expect(isTripCardRequest(get(`${tripCardPaths.itineraryDays}?year=2026`, signedIn), origin)).toBe(false);
    expect(isTripCardRequest(get(tripCardPaths.travelResources, signedIn), origin)).toBe(false);
    expect(isTripCardRequest(get(`${tripCardPaths.itineraryDays}?year=2026`, { ...signedIn, [TRIP_CARD_READ_HEADER]: '1' }), origin)).toBe(true);
    expect(isTripCardRequest(get(tripCardPaths.travelResources, { ...signedIn, [TRIP_CARD_READ_HEADER]: '1' }), origin)).toBe(true);
  });

  it("keeps nothing of a visitor's reads, writes or other origins", () => {
    expect(isTripCardRequest(get(tripCardPaths.tripLogistics), origin)).toBe(false);
    expect(isTripCardRequest({ ...get(tripCardPaths.tripLogistics, signedIn), method: 'PUT' }, origin)).toBe(false);
    expect(isTripCardRequest(get(tripCardPaths.tripLogistics, signedIn), 'https://other.example')).toBe(false);
  });

  it('never keeps the whole logistics record, which holds the travel documents: the trip card reads its own copy without them', () => {
    expect(tripCardPaths.tripLogistics).toBe('/api/me/trip-card');
    expect(isTripCardRequest(get('/api/me/logistics', signedIn), origin)).toBe(false);
    expect(isTripCardRequest(get('/api/me/logistics', { ...signedIn, [TRIP_CARD_READ_HEADER]: '1' }), origin)).toBe(false);
    expect(isTripCardRequest(get('/api/me/trip-card', signedIn), origin)).toBe(true);
  });
});

describe('what the service worker stores of an answer it keeps', () => {
  const participantUser = { user: { id: 'u1', email: 'pablo@example.org', fullName: 'Pablo', role: 'PARTICIPANT' } };

  it('stores the trip card logistics, the content and a participant as the current user', () => {
    expect(mayKeepOnDevice(tripCardPaths.tripLogistics, { status: 'SUBMITTED', preferredName: 'Pablo', arrivalFlight: 'AM 401' })).toBe(true);
    expect(mayKeepOnDevice(tripCardPaths.travelResources, [{ id: 'r1', type: 'tip', content: { description: 'Walk' } }])).toBe(true);
    expect(mayKeepOnDevice(tripCardPaths.currentUser, participantUser)).toBe(true);
  });

  it('stores no answer holding a passport number, nationality or birth date, wherever in it they are', () => {
    expect(mayKeepOnDevice(tripCardPaths.tripLogistics, { status: 'SUBMITTED', passportNumber: 'G98765432' })).toBe(false);
    expect(mayKeepOnDevice(tripCardPaths.tripLogistics, { status: 'SUBMITTED', dateOfBirth: '1998-07-14' })).toBe(false);
    expect(mayKeepOnDevice(tripCardPaths.edition, { year: 2026, nested: [{ passportNationality: 'Mexico' }] })).toBe(false);
  });

  it('stores no answer holding an emergency contact or insurance', () => {
    expect(mayKeepOnDevice(tripCardPaths.tripLogistics, { status: 'SUBMITTED', emergencyContactPhone: '+52 55 1234 5678' })).toBe(false);
    expect(mayKeepOnDevice(tripCardPaths.tripLogistics, { status: 'SUBMITTED', nested: { insurancePolicyNumber: 'QA-1' } })).toBe(false);
  });

  it("stores no organizer's current user, nor an answer that is not JSON", () => {
    expect(mayKeepOnDevice(tripCardPaths.currentUser, { user: { ...participantUser.user, role: 'ORGANIZER' } })).toBe(false);
    expect(mayKeepOnDevice(tripCardPaths.tripLogistics, null)).toBe(false);
  });
});

describe('a device that kept reads the worker no longer keeps', () => {
  /** Cache Storage holding one cache, its entries by path. */
  function deviceWith(name: string, paths: string[]) {
    const entries = new Set(paths);
    const opened: string[] = [];
    const cache = { delete: async (path: string) => entries.delete(new URL(path, origin).pathname) };
    const storage = {
      has: async (cacheName: string) => cacheName === name,
      open: async (cacheName: string) => {
        opened.push(cacheName);
        return cache;
      },
    };
    return { entries, opened, storage: storage as unknown as CacheStorage };
  }

  it('when the worker takes over, then the whole logistics record (with the passport data) leaves the device and the card\'s own copies stay', async () => {
    const device = deviceWith(TRIP_CARD_CACHE, ['/api/me/logistics', tripCardPaths.tripLogistics, tripCardPaths.currentUser]);
    await dropReadsNoLongerKept(device.storage);
    expect([...device.entries]).toEqual([tripCardPaths.tripLogistics, tripCardPaths.currentUser]);
  });

  it('when the device keeps no trip card, then no cache is opened (opening would make one)', async () => {
    const device = deviceWith('another-cache', []);
    await dropReadsNoLongerKept(device.storage);
    expect(device.opened).toEqual([]);
  });
});
