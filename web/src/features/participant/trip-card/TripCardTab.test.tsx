import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_TRAVEL_RESOURCES,
  itineraryDaySchema,
  LANGUAGE_COOKIE,
  travelResourceSchema,
  tripCardLogisticsOf,
  tripCardLogisticsSchema,
  type ItineraryDay,
  type LogisticsRecord,
  type TravelResource,
} from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { i18n } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';
import { answer, contractJson, recordRequests } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { answerParticipantPortal, answerParticipantTabs, draftLogistics } from '../../../test/participant-portal';
import { answerPublicContent } from '../../../test/public-content';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { socialMediaStorageKey } from '../profile/social-media-storage';
import { SAVED_AT_HEADER, SESSION_ENDED_MESSAGE, TRIP_CARD_CACHE, TRIP_CARD_READ_HEADER, tripCardPaths } from './offline/trip-card-cache';
import { ParticipantShell } from '../components/ParticipantShell';

// Component-level tests: MSW answers as the services do; the service worker and the real services
// are covered by the offline-trip-card journey.

const itinerary: ItineraryDay[] = [
  {
    id: 'day-1',
    year: 2026,
    dayNumber: 1,
    city: 'Mexico City',
    date: '2026-03-15',
    title: 'Welcome to CDMX',
    dressCode: 'Business casual',
    activities: [{ order: 0, time: '9:00 AM', title: 'Breakfast with alumni', speakers: [] }],
  },
  { id: 'day-0', year: 2026, dayNumber: 0, city: 'Mexico City', date: '2026-03-14', title: 'Day 0: arrivals', activities: [] },
];

const resources: TravelResource[] = [
  { id: 'hotel-1', type: 'hotel', title: 'Hotel Zócalo', content: { address: 'Av. 5 de Mayo 61, Centro', phone: '+52 55 1234 5678' }, order: 0 },
  {
    id: 'embassy-1',
    type: 'embassy',
    title: 'US Embassy in Mexico City',
    content: { address: 'Calle Río Bravo 3, Cuauhtémoc', phone: '+52 55 5080 2000', email: 'acs@example.org' },
    order: 1,
  },
  { id: 'phrase-1', type: 'phrase', title: 'Thanks', content: { spanish: 'Muchas gracias', english: 'Thank you very much' }, order: 2 },
  { id: 'tip-1', type: 'recommendation', title: 'Walk the centre', content: { description: 'The Zócalo in the morning.' }, order: 3 },
];

const submitted: LogisticsRecord = draftLogistics(participant, {
  status: 'SUBMITTED',
  submittedAt: '2026-01-12T10:00:00.000Z',
  legalName: 'Pablo Andrés Participant',
  preferredName: 'Pablo',
  phoneMexico: '+52 55 9999 0000',
  arrivalFlight: 'AM 401, March 14, 10:05 from JFK',
  departureFlight: 'AA 1234, March 22, 15:30 from CUN',
  day0Decision: 'JOIN',
  day2Preference: 'XOCHIMILCO',
  roommatePreference: 'PAIR_SPECIFIC',
  roommateNameOrNA: 'Ana',
  dietaryPreferences: ['Vegetarian'],
});

/** The card's public reads, as the services answer them. */
function answerTripContent(travelResources: TravelResource[] = resources) {
  answer(
    http.get(tripCardPaths.itineraryDays, ({ request }) =>
      new URL(request.url).searchParams.get('year') === '2026' ? contractJson(z.array(itineraryDaySchema), itinerary) : HttpResponse.json([]),
    ),
    http.get(tripCardPaths.travelResources, () => contractJson(z.array(travelResourceSchema), travelResources)),
  );
}

/** The service worker's copies on the device: each path's answer with the time it was saved. */
function keepOnDevice(savedAtByPath: Record<string, string>) {
  const entries = Object.entries(savedAtByPath).map(([path, savedAt]) => ({
    request: new Request(new URL(path, window.location.origin)),
    response: new Response('{}', { headers: { [SAVED_AT_HEADER]: savedAt } }),
  }));
  const cache = {
    keys: async () => entries.map((entry) => entry.request),
    match: async (request: Request) => entries.find((entry) => entry.request.url === request.url)?.response,
  };
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: { has: async (name: string) => name === TRIP_CARD_CACHE, open: async () => cache },
  });
}

function goOffline() {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
}

function openTripCard(logistics: LogisticsRecord = submitted) {
  signInOnApiServer(participant);
  answerParticipantPortal({ logistics });
  answerParticipantTabs();
  return renderFeature(<ParticipantShell />, { path: '/participant/dashboard#trip-card' });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
  Reflect.deleteProperty(window.navigator, 'onLine');
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
});

describe('trip card', () => {
  it('shows the participant their own flights, Day 0 and choices, the itinerary, hotels, embassy contacts and phrases', async () => {
    answerTripContent();
    openTripCard();

    expect(await screen.findByRole('heading', { name: 'Trip Card' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trip card' })).toHaveAttribute('aria-selected', 'true');

    const you = within(await screen.findByRole('region', { name: 'Your trip' }));
    expect(you.getByText('AM 401, March 14, 10:05 from JFK')).toBeInTheDocument();
    expect(you.getByText('AA 1234, March 22, 15:30 from CUN')).toBeInTheDocument();
    expect(you.getByText(/^Joining Day 0 · .+, Mexico City$/)).toBeInTheDocument();
    expect(you.getByText('Xochimilco')).toBeInTheDocument();
    expect(you.getByText('With Ana')).toBeInTheDocument();
    expect(you.getByText('Vegetarian')).toBeInTheDocument();
    // The passport data stays out of the card.
    expect(screen.queryByText(/passport/i)).not.toBeInTheDocument();

    const days = within(screen.getByRole('region', { name: 'Itinerary' }));
    const dayButtons = days.getAllByRole('button').map((button) => button.textContent);
    expect(dayButtons[0]).toContain('Day 0');
    expect(dayButtons[1]).toContain('Welcome to CDMX');

    const embassy = within(screen.getByRole('region', { name: 'Embassy contacts' }));
    expect(embassy.getByText('US Embassy in Mexico City')).toBeInTheDocument();
    expect(embassy.getByRole('link', { name: '+52 55 5080 2000' })).toHaveAttribute('href', 'tel:+525550802000');
    expect(embassy.getByRole('link', { name: 'acs@example.org' })).toHaveAttribute('href', 'mailto:acs@example.org');
    expect(within(screen.getByRole('region', { name: 'Hotels' })).getByText('Av. 5 de Mayo 61, Centro')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Spanish phrases' })).getByText('Muchas gracias')).toBeInTheDocument();

    expect(screen.queryByText(/Offline — last updated/)).not.toBeInTheDocument();
  });

  it('shows structured flights in the airport\'s local time, in place of the free text given before', async () => {
    answerTripContent();
    openTripCard({
      ...submitted,
      inboundFlight: { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' },
      outboundFlight: { airline: 'American', flightNumber: 'AA 1234', date: '2026-03-22', time: '15:30', airport: 'CUN', timeZone: 'America/Cancun', at: '2026-03-22T20:30:00.000Z' },
    });
    const you = within(await screen.findByRole('region', { name: 'Your trip' }));
    expect(you.getByText('AM 401 · Aeroméxico — Mar 14, 2026, 10:05 at MEX (Mexico City time)')).toBeInTheDocument();
    expect(you.getByText('AA 1234 · American — Mar 22, 2026, 15:30 at CUN (Cancun time)')).toBeInTheDocument();
    expect(you.queryByText('AM 401, March 14, 10:05 from JFK')).not.toBeInTheDocument();
  });

  it('when the hotels and embassy are still the sample ones, then the card says they are not set yet, with no number to call', async () => {
    answerTripContent(DEFAULT_TRAVEL_RESOURCES.map((resource) => ({ ...resource })));
    openTripCard();
    const hotels = within(await screen.findByRole('region', { name: 'Hotels' }));
    expect(hotels.getByText('Not set yet: the organizers share the hotels before the trip.')).toBeInTheDocument();
    const embassy = within(screen.getByRole('region', { name: 'Embassy contacts' }));
    expect(embassy.getByText('Not set yet: the organizers share the embassy contacts before the trip.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /0000/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/placeholder/)).not.toBeInTheDocument();
  });

  it('reads the edition once with the portal, its logistics from its own read (without the travel documents), the rooms once, and marks its reads of public content as its own', async () => {
    const requests = recordRequests();
    answerTripContent();
    openTripCard();

    await screen.findByText('US Embassy in Mexico City');
    await screen.findByText('Welcome to CDMX');
    const gets = (path: string) => requests.filter((request) => request.method === 'GET' && request.url.startsWith(path));
    expect(gets(tripCardPaths.edition)).toHaveLength(1);
    expect(gets(tripCardPaths.tripLogistics)).toHaveLength(1);
    await waitFor(() => expect(gets(tripCardPaths.tripRooms)).toHaveLength(1));
    for (const path of [tripCardPaths.itineraryDays, tripCardPaths.travelResources]) {
      expect(gets(path).map((request) => request.headers.get(TRIP_CARD_READ_HEADER))).toEqual(['1']);
    }
  });

  it('offline, says so and when the oldest of the copies on the device was saved', async () => {
    const savedAt = '2026-03-13T21:45:00.000Z';
    keepOnDevice({
      [tripCardPaths.currentUser]: '2026-03-10T08:00:00.000Z',
      [tripCardPaths.tripLogistics]: savedAt,
      [tripCardPaths.travelResources]: '2026-03-13T22:00:00.000Z',
    });
    goOffline();
    answerTripContent();
    openTripCard();

    const note = await screen.findByRole('status', { name: /Offline/ });
    expect(note).toHaveTextContent(`Offline — last updated ${formatDateTime(savedAt)}`);
    expect(await screen.findByText('US Embassy in Mexico City')).toBeInTheDocument();
  });

  it("opened offline with no tab named (the installed app's start page), the portal shows the trip card", async () => {
    keepOnDevice({ [tripCardPaths.tripLogistics]: '2026-03-13T21:45:00.000Z' });
    goOffline();
    answerTripContent();
    signInOnApiServer(participant);
    answerParticipantPortal({ logistics: submitted });
    answerParticipantTabs();
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });

    expect(await screen.findByRole('tab', { name: 'Trip card' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('US Embassy in Mexico City')).toBeInTheDocument();
  });

  it('tells a participant who has not filled in their logistics where to do it', async () => {
    answerTripContent();
    openTripCard(draftLogistics());

    expect(await screen.findByText('You have not filled in your logistics yet: the Logistics tab asks for them.')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to CDMX')).toBeInTheDocument();
  });

  it('when the service worker takes over while another tab is open, then the portal reads the card needs are read again, through it', async () => {
    const worker = Object.assign(new EventTarget(), { controller: null, register: async () => undefined });
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: worker });
    const portalReads = [tripCardPaths.currentUser, tripCardPaths.edition];
    const requests = recordRequests();
    const readsOf = (path: string) => requests.filter((request) => request.method === 'GET' && request.url.split('?')[0] === path).length;
    signInOnApiServer(participant);
    answerParticipantPortal({ logistics: submitted });
    answerParticipantTabs();
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard' });
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(portalReads.map(readsOf).every((count) => count > 0)).toBe(true));
    const before = portalReads.map(readsOf);

    act(() => {
      worker.dispatchEvent(new Event('controllerchange'));
    });

    await waitFor(() => expect(portalReads.map(readsOf)).toEqual(before.map((count) => count + 1)));
  });

  it('when the service worker takes over while the first read of the card is still on its way, then that read is made again, through it', async () => {
    const worker = Object.assign(new EventTarget(), { controller: null, register: async () => undefined });
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: worker });
    const requests = recordRequests();
    const readsOfCard = () => requests.filter((request) => request.method === 'GET' && request.url.split('?')[0] === tripCardPaths.tripLogistics).length;
    let answerFirstRead = () => undefined as void;
    const firstReadAnswered = new Promise<void>((resolve) => {
      answerFirstRead = resolve;
    });
    signInOnApiServer(participant);
    answerParticipantPortal({ logistics: submitted });
    answerParticipantTabs();
    answerTripContent();
    // The first read of the card's logistics is slow: it is still on its way when the worker takes over.
    answer(
      http.get(tripCardPaths.tripLogistics, async () => {
        if (readsOfCard() === 1) await firstReadAnswered;
        return contractJson(tripCardLogisticsSchema, tripCardLogisticsOf(submitted));
      }),
    );
    renderFeature(<ParticipantShell />, { path: '/participant/dashboard#trip-card' });
    await waitFor(() => expect(readsOfCard()).toBe(1));

    act(() => {
      worker.dispatchEvent(new Event('controllerchange'));
    });
    answerFirstRead();

    await waitFor(() => expect(readsOfCard()).toBe(2));
    expect(await screen.findByText('AM 401, March 14, 10:05 from JFK')).toBeInTheDocument();
  });

  it('on logout, deletes the trip card kept on the device, tells the service worker, forgets what the session stored and read, and keeps the app code and the language choice', async () => {
    const stored = new Set([TRIP_CARD_CACHE, 'workbox-precache-v2-http://127.0.0.1/']);
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: { delete: async (name: string) => stored.delete(name), keys: async () => [...stored] },
    });
    const toWorker: unknown[] = [];
    Object.defineProperty(window.navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: { postMessage: (message: unknown) => toWorker.push(message) },
        register: async () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    answerTripContent();
    answer(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    // Logout goes to the landing page, which reads the public content.
    answerPublicContent();
    const user = userEvent.setup();
    const { router, queryClient } = openTripCard();
    window.localStorage.setItem(LANGUAGE_COOKIE, 'en');
    window.localStorage.setItem(socialMediaStorageKey(participant.id), JSON.stringify({ instagram: 'pablo.trek' }));
    window.sessionStorage.setItem('trek.applicationDraft', JSON.stringify({ step: 2, values: { email: participant.email } }));

    await screen.findByRole('region', { name: 'Your trip' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect([...stored]).toEqual(['workbox-precache-v2-http://127.0.0.1/']);
    // The worker refuses to store the answer of a read still on its way at logout.
    expect(toWorker).toEqual([SESSION_ENDED_MESSAGE]);
    expect(Object.keys(window.localStorage)).toEqual([LANGUAGE_COOKIE]);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    const inMemory = JSON.stringify(queryClient.getQueryCache().getAll().map((query) => query.state.data));
    for (const personal of [submitted.arrivalFlight!, submitted.legalName!, participant.email]) expect(inMemory).not.toContain(personal);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it("when organizers wrote Spanish titles and addresses, then the embassy and tips read them, and a hotel without them keeps its English ones", async () => {
      const embassy: TravelResource = {
        id: 'embassy-1',
        type: 'embassy',
        title: 'US Embassy in Mexico City',
        content: { address: 'Calle Río Bravo 3, Cuauhtémoc' },
        es: { title: 'Embajada de Estados Unidos', address: 'Calle Río Bravo 3, Cuauhtémoc (entrada por la puerta norte)' },
        order: 1,
      };
      const tip: TravelResource = {
        id: 'tip-1',
        type: 'recommendation',
        title: 'Walk the centre',
        content: { description: 'The Zócalo in the morning.' },
        es: { title: 'Recorre el centro', description: 'El Zócalo por la mañana.' },
        order: 3,
      };
      answerTripContent([resources[0]!, embassy, tip]);
      await act(() => i18n.changeLanguage('es'));
      openTripCard();
      const embassies = within(await screen.findByRole('region', { name: 'Contactos de la embajada' }));
      expect(embassies.getByText('Embajada de Estados Unidos')).toBeInTheDocument();
      expect(embassies.getByText('Calle Río Bravo 3, Cuauhtémoc (entrada por la puerta norte)')).toBeInTheDocument();
      const tips = within(screen.getByRole('region', { name: 'Consejos de viaje' }));
      expect(tips.getByText('Recorre el centro')).toBeInTheDocument();
      expect(tips.getByText('El Zócalo por la mañana.')).toBeInTheDocument();
      const hotels = within(screen.getByRole('region', { name: 'Hoteles' }));
      expect(hotels.getByText('Hotel Zócalo')).toBeInTheDocument();
      expect(hotels.getByText('Av. 5 de Mayo 61, Centro')).toBeInTheDocument();
    });
  });
});
