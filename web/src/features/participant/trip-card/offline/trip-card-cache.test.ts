import { describe, expect, it } from '@jest/globals';
import { isTripCardRequest, TRIP_CARD_READ_HEADER, tripCardPaths } from './trip-card-cache';

const origin = 'https://trek.example';

const get = (path: string, headers: Record<string, string> = {}) => ({ method: 'GET', url: `${origin}${path}`, headers: new Headers(headers) });
const signedIn = { Authorization: 'Bearer token' };

describe('which reads the service worker keeps on the device', () => {
  it("keeps a signed-in participant's portal reads, whichever screen makes them", () => {
    for (const path of [tripCardPaths.currentUser, tripCardPaths.edition, tripCardPaths.logistics]) {
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
    expect(isTripCardRequest(get(tripCardPaths.logistics), origin)).toBe(false);
    expect(isTripCardRequest({ ...get(tripCardPaths.logistics, signedIn), method: 'PUT' }, origin)).toBe(false);
    expect(isTripCardRequest(get(tripCardPaths.logistics, signedIn), 'https://other.example')).toBe(false);
  });
});
