import type { ItineraryDay, TravelResource } from '@trek/contracts';
import type { Browser, Page } from 'playwright-core';
import { api, createParticipant, currentEdition, registerOrganizer, signInToken } from '../support/api.js';
import { baseUrl, launchBrowser, newPage, snapshot, stepSnapshot } from '../support/browser.js';
import { collectPageErrors, signInThroughForm } from '../support/portal.js';

/*
 * The offline trip card. A participant signs in on a phone (375 px) and opens
 * the trip card; the service worker keeps it on the device, and precaches the portal's code but not
 * the organizers' dashboard or the wizard. With the network off, opening the installed app's start
 * page still shows the trip card: the itinerary, an embassy contact and their own flight, saying it
 * is offline; the device holds no passport number or birth date; a page whose code is not on the
 * device (the application form) says the device is offline. Back online, logging out deletes
 * what the device kept for them.
 */

const TRIP_CARD_CACHE = 'trek-trip-card-v1';
const ARRIVAL_FLIGHT = 'AM 401, March 14, 10:05 from JFK';
const PASSPORT_NUMBER = 'G98765432';
const DATE_OF_BIRTH = '1998-07-14';

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Olga Offline');
});
afterAll(async () => {
  await browser.close();
});

/**
 * Waits until the service worker controls the page and the device holds the trip card's copies of
 * the signed-in user, the edition, their own logistics (the card's part of them) and the content
 * (what opening offline needs). The Cache Storage API is asynchronous, so each poll starts a check
 * and reads the previous one's answer.
 */
async function tripCardKeptOnDevice(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction((cacheName) => {
    const state = window as unknown as { tripCardKept?: boolean };
    void (async () => {
      const cache = navigator.serviceWorker.controller && (await caches.has(cacheName)) ? await caches.open(cacheName) : undefined;
      const kept = async (path: string) => cache !== undefined && (await cache.match(path, { ignoreSearch: true })) !== undefined;
      const paths = ['/api/me/trip-card', '/api/auth/me', '/api/participant/edition', '/api/public/itinerary-days', '/api/public/travel-resources'];
      state.tripCardKept = (await Promise.all(paths.map(kept))).every(Boolean);
    })();
    return state.tripCardKept === true;
  }, TRIP_CARD_CACHE);
}

describe('offline trip card (375 px)', () => {
  it('after sign-in the trip card opens with the network off, and logout removes it from the device', async () => {
    const participant = await createParticipant(organizerToken, 'Olivia Offline');
    // The flight comes from the participant's own logistics (the wizard's Travel Documents step).
    await api(
      'PUT',
      '/api/me/logistics',
      { preferredName: 'Olivia', arrivalFlight: ARRIVAL_FLIGHT, day0Decision: 'JOIN', passportNumber: PASSPORT_NUMBER, dateOfBirth: DATE_OF_BIRTH },
      await signInToken(participant),
    );
    const { year } = await currentEdition();
    const [firstDay] = (await api<ItineraryDay[]>('GET', `/api/public/itinerary-days?year=${year}`)).sort((a, b) => a.dayNumber - b.dayNumber);
    // The sample embassy is a placeholder the card does not show: organizers enter a real contact.
    const embassy = await api<TravelResource>(
      'POST',
      '/api/admin/content/travel-resources',
      { type: 'embassy', title: 'US Embassy (consular section)', content: { address: 'Paseo de la Reforma 305, Cuauhtémoc', phone: '+52 55 5080 2000' }, order: 9 },
      organizerToken,
    );
    if (!firstDay) throw new Error('The stack has no itinerary to show (its sample content is expected)');

    const { context, page } = await newPage(browser, 'mobile', { serviceWorkers: 'allow' });
    const errors = collectPageErrors(page);
    try {
      await signInThroughForm(page, participant.email, participant.password);
      await page.waitForURL('**/participant/dashboard**');
      await page.getByRole('navigation', { name: 'Participant portal sections' }).getByRole('link', { name: 'Trip card' }).click();
      await page.getByRole('heading', { name: 'Trip Card' }).waitFor();
      await page.getByText(ARRIVAL_FLIGHT).waitFor();
      await tripCardKeptOnDevice(page);

      // The device never holds the travel documents: the card's copy of the logistics leaves them out.
      const kept = await page.evaluate(async (cacheName) => {
        const cache = await caches.open(cacheName);
        return Promise.all(
          (await cache.keys()).map(async (request) => ({ path: new URL(request.url).pathname, body: (await (await cache.match(request, { ignoreVary: true }))?.text()) ?? '' })),
        );
      }, TRIP_CARD_CACHE);
      expect(kept.map(({ path }) => path)).not.toContain('/api/me/logistics');
      expect(kept.filter(({ body }) => body.includes(PASSPORT_NUMBER) || body.includes(DATE_OF_BIRTH))).toEqual([]);

      const precached = await page.evaluate(async () => {
        const name = (await caches.keys()).find((cacheName) => cacheName.startsWith('workbox-precache'));
        return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
      });
      expect(precached.some((path) => /\/assets\/TripCardTab-.+\.js$/.test(path))).toBe(true);
      expect(precached.filter((path) => /\/assets\/(AdminDashboardPage|ApplyPage)-/.test(path))).toEqual([]);
      const { start_url: startUrl } = await api<{ start_url: string }>('GET', '/manifest.webmanifest');

      await context.setOffline(true);
      await page.goto(new URL(startUrl, baseUrl()).href);

      await page.getByText(/Offline — last updated/).waitFor();
      const card = page.locator('main');
      await card.getByRole('region', { name: 'Your trip' }).getByText(ARRIVAL_FLIGHT).waitFor();
      await card.getByRole('region', { name: 'Itinerary' }).getByText(firstDay.title, { exact: true }).waitFor();
      await card.getByRole('region', { name: 'Embassy contacts' }).getByText(embassy.title, { exact: true }).waitFor();
      await stepSnapshot(page, 'offline-trip-card-375');

      // The application form's code is not on the device: opening it offline says so, it is no error.
      await page.goto(new URL('/apply', baseUrl()).href);
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      expect(await page.getByText('Application Error').count()).toBe(0);
      await page.goto(new URL(startUrl, baseUrl()).href);
      await page.getByText(/Offline — last updated/).waitFor();

      await context.setOffline(false);
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(baseUrl() + '/');

      const cacheNames = await page.evaluate(() => caches.keys());
      expect(cacheNames).not.toContain(TRIP_CARD_CACHE);
      // The app's own code stays (it is no one's private data): only the participant's copies went.
      expect(cacheNames.some((name) => name.startsWith('workbox-precache'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    } catch (error) {
      await snapshot(page, 'offline-trip-card-failure');
      throw new Error(`${String(error)}\nPage errors:\n${errors.join('\n')}`, { cause: error });
    } finally {
      await context.close();
    }
  });
});
