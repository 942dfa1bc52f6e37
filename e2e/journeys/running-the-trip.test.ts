import type { Audience, AudiencePreview, FlightBoard, OwnRooms, ParticipantAnnouncement, PublicEdition, Room, RoomsBoard } from '@trek/contracts';
import type { Browser, Page } from 'playwright-core';
import { api, createParticipant, currentEdition, registerOrganizer, signInToken, userIdOf, type Account } from '../support/api.js';
import { VIEWPORTS, launchBrowser, newPage, signedIn, snapshot, stepSnapshot, type Viewport } from '../support/browser.js';
import { collectPageErrors, openParticipantTab } from '../support/portal.js';
import { runLogisticsPurgeAt } from '../support/retention.js';

/*
 * Running the trip, at 1280 px with the organizers' board and the trip card also at 375 px. Three
 * participants give their flights and an emergency contact (the first in the wizard, the others
 * saving the wizard's two steps through the API as it does); a fourth gives a flight only. The
 * organizer's Flights board groups them by the airport's local day and pickup window; two rooms
 * are assigned and published, and a participant sees theirs with their roommate on the trip card.
 * An announcement to those missing an emergency contact reaches the fourth, not the three. Then
 * the retention purge after the trip deletes the flights, the emergency contacts and the rooms.
 * The steps run in order on the same people.
 */

let browser: Browser;
let organizerToken: string;
let edition: PublicEdition;
beforeAll(async () => {
  [browser, organizerToken, edition] = await Promise.all([launchBrowser(), registerOrganizer('Tomás Trip'), currentEdition()]);
});
afterAll(async () => {
  await browser.close();
});

interface Traveller {
  account: Account;
  userId: string;
  token: string;
  name: string;
}

interface FlightAnswer {
  date: string;
  time: string;
  flightNumber: string;
}

/** The people of this journey, named uniquely for this run (other journeys share the stack and its edition). */
const run = Date.now().toString(36).slice(-4);
const names = { wizard: `Wanda Wizard ${run}`, api: `Alba Api ${run}`, later: `Lino Later ${run}`, noContact: `Nora Nocontact ${run}` };
const people: Record<keyof typeof names, Traveller> = {} as Record<keyof typeof names, Traveller>;

/** An arrival at Mexico City, in the airport's local time. */
const arrival = ({ date, time, flightNumber }: FlightAnswer) => ({ airline: 'Aeroméxico', flightNumber, date, time, airport: 'MEX', timeZone: 'America/Mexico_City' });

async function traveller(key: keyof typeof names): Promise<Traveller> {
  const account = await createParticipant(organizerToken, names[key]);
  const [token, userId] = await Promise.all([signInToken(account), userIdOf(account)]);
  people[key] = { account, userId, token, name: names[key] };
  return people[key];
}

/** What the wizard saves from its first two steps: Personal Info (with the emergency contact, when given), then Travel Documents (with the flight). */
async function wizardStepsThroughApi(person: Traveller, flight: FlightAnswer, withContact: boolean): Promise<void> {
  const personal = { legalName: person.name, preferredName: person.name, email: person.account.email, phoneMexico: '+52 55 5555 0101' };
  const contact = { emergencyContactName: 'Rosa Ruiz', emergencyContactRelation: 'Mother', emergencyContactPhone: '+1 617 555 0100' };
  await api('PUT', '/api/me/logistics', withContact ? { ...personal, ...contact } : personal, person.token);
  await api('PUT', '/api/me/logistics', { passportNationality: 'Mexico', passportNumber: `G${run}0001`, dateOfBirth: '1997-02-03', inboundFlight: arrival(flight), outboundFlight: null }, person.token);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 3, exact: true });
/** A day as the board heads it (the airport's local date, in English). */
const boardDay = (day: string) => new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Runs a page at a width, with a screenshot and the page's errors when it fails. */
async function onPage(viewport: Viewport, token: string, name: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await newPage(browser, viewport, signedIn(token));
  const pageErrors = collectPageErrors(page);
  try {
    await steps(page);
    expect(pageErrors).toEqual([]);
  } catch (error) {
    await snapshot(page, `${name}-failure`);
    if (pageErrors.length > 0) console.error(`Page errors (${name}):\n${pageErrors.join('\n')}`);
    throw error;
  } finally {
    await context.close();
  }
}

describe('running the trip', () => {
  const dayZero = () => edition.day0Date || edition.startDate;

  it('three participants give their flights and an emergency contact, the first in the wizard; a fourth gives a flight only', async () => {
    const wizard = await traveller('wizard');
    await onPage('desktop', wizard.token, 'running-the-trip-wizard', async (page) => {
      await page.goto('/participant/dashboard');
      await openParticipantTab(page, 'desktop', 'Logistics');
      await stepHeading(page, 'Personal Info').waitFor();
      await page.getByLabel('Full legal name').fill(wizard.name);
      await page.getByLabel('Preferred name').fill(wizard.name);
      await page.getByLabel(/^Email/).fill(wizard.account.email);
      await page.getByLabel('Emergency contact name').fill('Marta Ortega');
      await page.getByLabel('Relation to you').fill('Mother');
      await page.getByLabel('Emergency contact phone').fill('+52 55 1234 5678');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 'Travel Documents').waitFor();
      await page.getByLabel('Passport nationality').fill('Mexico');
      await page.getByLabel('Passport number').fill(`G${run}0000`);
      await page.getByLabel('Date of birth').fill('1996-04-12');
      const inbound = page.getByRole('group', { name: 'Arrival flight' });
      await inbound.getByLabel('Airline').fill('Aeroméxico');
      await inbound.getByLabel('Flight number').fill('AM 401');
      await inbound.getByLabel('Date (local)').fill(dayZero());
      await inbound.getByLabel('Time (local)').fill('10:05');
      await inbound.getByLabel('Airport (IATA code)').fill('MEX');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await stepHeading(page, 'Accommodation').waitFor();
    });

    await wizardStepsThroughApi(await traveller('api'), { date: dayZero(), time: '10:40', flightNumber: 'AM 655' }, true);
    await wizardStepsThroughApi(await traveller('later'), { date: edition.startDate, time: '09:15', flightNumber: 'AM 17' }, true);
    await wizardStepsThroughApi(await traveller('noContact'), { date: dayZero(), time: '16:20', flightNumber: 'AM 233' }, false);

    const saved = await api<{ emergencyContactName?: string; inboundFlight?: { at?: string } | null }>('GET', '/api/me/logistics', undefined, wizard.token);
    expect(saved.emergencyContactName).toBe('Marta Ortega');
    expect(saved.inboundFlight?.at).toBe(`${dayZero()}T16:05:00.000Z`);
  });

  it.each(['desktop', 'mobile'] as const)("the organizer's Flights board groups them by the airport's day and pickup window (%s)", async (viewport: Viewport) => {
    await onPage(viewport, organizerToken, `running-the-trip-board-${viewport}`, async (page) => {
      await page.goto('/admin/dashboard?tab=logistics');
      await page.getByRole('radiogroup', { name: 'Logistics view' }).getByText('Flights', { exact: true }).click();
      const arrivals = page.getByRole('region', { name: 'Arrivals' });
      const window = (name: string, who: string) => arrivals.getByRole('region', { name }).filter({ hasText: who });
      await window('MEX, 10:00–12:00', people.wizard.name).getByText(people.api.name).waitFor();
      await window('MEX, 16:00–18:00', people.noContact.name).waitFor();
      await window('MEX, 08:00–10:00', people.later.name).waitFor();
      // Day 0's two windows under its day, the first trek day's under its own.
      const days = await arrivals.getByRole('heading', { level: 3 }).allTextContents();
      expect(days).toEqual(expect.arrayContaining([boardDay(dayZero()), boardDay(edition.startDate)]));
      await stepSnapshot(page, `running-the-trip-board-${VIEWPORTS[viewport].width}`);
    });
  });

  it('the organizer assigns two rooms and publishes them, and a participant sees their room on the trip card', async () => {
    const room = (label: string, members: Traveller[]) => api<Room>('POST', '/api/admin/logistics/rooms', { label, size: 2, night: null, memberIds: members.map((person) => person.userId) }, organizerToken);
    const [blue] = await Promise.all([room(`Casa Azul ${run}`, [people.wizard, people.api]), room(`Casa Roja ${run}`, [people.later, people.noContact])]);

    await onPage('desktop', organizerToken, 'running-the-trip-rooms', async (page) => {
      await page.goto('/admin/dashboard?tab=logistics');
      await page.getByRole('radiogroup', { name: 'Logistics view' }).getByText('Rooms', { exact: true }).click();
      await page.getByRole('region', { name: blue.label }).getByText(people.api.name, { exact: true }).waitFor();
      await page.getByRole('region', { name: `Casa Roja ${run}` }).getByText(people.noContact.name, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Publish rooms' }).click();
      await page.getByRole('dialog', { name: 'Publish the rooms?' }).getByRole('button', { name: 'Publish' }).click();
      await page.getByText(/^Published /).waitFor();
    });

    for (const viewport of ['desktop', 'mobile'] as const) {
      await onPage(viewport, people.wizard.token, `running-the-trip-card-${viewport}`, async (page) => {
        await page.goto('/participant/dashboard#trip-card');
        const card = page.getByRole('region', { name: 'Your room' });
        await card.getByText(blue.label, { exact: true }).waitFor();
        const text = await card.textContent();
        expect(text).toContain(`Roommates: ${people.api.name}`);
        expect(text).not.toContain(people.later.name);
        await page.getByRole('region', { name: 'Your trip' }).getByText(/^AM 401 · Aeroméxico/).waitFor();
        await stepSnapshot(page, `running-the-trip-card-${VIEWPORTS[viewport].width}`);
      });
    }
  });

  it('an announcement to those missing an emergency contact reaches exactly them: it is on their Updates, not on the others\'', async () => {
    const title = `Who do we call? ${run}`;
    const audience: Audience = { kind: 'missingSetup', item: 'emergencyContact' };
    const withContact = [people.wizard, people.api, people.later];
    // Other journeys' participants share the edition: of this journey's people, only the one without a contact is in the audience.
    const preview = await api<AudiencePreview>('POST', '/api/admin/announcements/audience-preview', { audience }, organizerToken);
    const reached = preview.people.map((person) => person.userId);
    expect(reached).toContain(people.noContact.userId);
    expect(reached.filter((userId) => withContact.some((person) => person.userId === userId))).toEqual([]);
    await api('POST', '/api/admin/announcements', { title, content: 'Please add an emergency contact in Logistics → Personal Info.', audience }, organizerToken);

    await onPage('mobile', people.noContact.token, 'running-the-trip-updates', async (page) => {
      await page.goto('/participant/dashboard');
      await openParticipantTab(page, 'mobile', 'Updates');
      await page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) }).getByText('Please add an emergency contact', { exact: false }).waitFor();
      await stepSnapshot(page, 'running-the-trip-updates-375');
    });
    for (const person of withContact) {
      const theirs = await api<ParticipantAnnouncement[]>('GET', '/api/participant/announcements', undefined, person.token);
      expect(theirs.map((announcement) => announcement.title)).not.toContain(title);
    }
    const own = await api<ParticipantAnnouncement[]>('GET', '/api/participant/announcements', undefined, people.noContact.token);
    expect(own.map((announcement) => announcement.title)).toContain(title);
  });

  it("the retention purge after the trip deletes the flights, the emergency contacts and the rooms", async () => {
    // The day the edition's logistics become due: its retention days after the trek's last day.
    const dueAt = new Date(`${edition.endDate}T00:00:00.000Z`);
    dueAt.setUTCDate(dueAt.getUTCDate() + edition.logisticsRetentionDays);
    const dayBefore = new Date(dueAt.getTime() - 1);

    // Logistics → Privacy says what that purge deletes: the logistics, and the edition's rooms with them.
    await onPage('desktop', organizerToken, 'running-the-trip-purge-preview', async (page) => {
      await page.goto('/admin/dashboard?tab=logistics');
      await page.getByRole('radiogroup', { name: 'Logistics view' }).getByText('Privacy', { exact: true }).click();
      const card = page.getByRole('region', { name: 'Logistics' });
      await card.getByText(/and the edition's rooms are deleted \d+ days after the trek ends\.$/).waitFor();
      await card.getByText(/^With them: \d+ rooms of that edition and every publication of the rooms\.$/).waitFor();
      await stepSnapshot(page, 'running-the-trip-purge-preview-1280');
    });

    expect((await runLogisticsPurgeAt(dayBefore)).purged).toBe(0);
    expect((await api<OwnRooms>('GET', '/api/me/rooms', undefined, people.wizard.token)).published).toBe(true);

    expect((await runLogisticsPurgeAt(dueAt)).purged).toBeGreaterThanOrEqual(4);

    const board = await api<FlightBoard>('GET', '/api/admin/logistics/flights', undefined, organizerToken);
    const flown = board.arrivals.flatMap((group) => group.flights.map((flight) => flight.userId));
    const ours = Object.values(people).map((person) => person.userId);
    expect(flown.filter((userId) => ours.includes(userId))).toEqual([]);
    for (const person of Object.values(people)) {
      const logistics = await api<Record<string, unknown>>('GET', '/api/me/logistics', undefined, person.token);
      const kept = ['emergencyContactName', 'emergencyContactPhone', 'inboundFlight', 'passportNumber'].filter((field) => ![undefined, null, ''].includes(logistics[field] as string | null | undefined));
      expect(kept).toEqual([]);
    }
    expect((await api<RoomsBoard>('GET', '/api/admin/logistics/rooms', undefined, organizerToken)).rooms).toEqual([]);
    expect(await api<OwnRooms>('GET', '/api/me/rooms', undefined, people.wizard.token)).toEqual({ published: false, rooms: [] });

    await onPage('desktop', organizerToken, 'running-the-trip-purged', async (page) => {
      await page.goto('/admin/dashboard?tab=logistics');
      await page.getByRole('radiogroup', { name: 'Logistics view' }).getByText('Flights', { exact: true }).click();
      // Every flight of the edition went with its logistics: the board has none left.
      await page.getByRole('region', { name: 'Arrivals' }).getByText('No flights given yet.').waitFor();
      await stepSnapshot(page, 'running-the-trip-purged-1280');
    });
  });
});
