import type { Browser } from 'playwright-core';
import { api, createParticipant, registerOrganizer, signInToken, type Account } from '../support/api.js';
import { DEVICE_OF, launchBrowser, newPage, signedIn, snapshot, stepSnapshot } from '../support/browser.js';
import { collectPageErrors } from '../support/portal.js';

/*
 * Flights from the participant's save to the organizers' Arrivals & departures board and the
 * participant's trip card, in Chromium, the organizer on a desktop and the participant on a phone:
 * the board groups the flights by local day, airport and pickup window; the card shows the flight in
 * the airport's local time. (running-the-trip reads the board on a phone too.)
 */

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Alma Arrivals');
});
afterAll(async () => {
  await browser.close();
});

const flight = (time: string, airport: string, timeZone: string, flightNumber: string) => ({ airline: 'Aeroméxico', flightNumber, date: '2026-03-14', time, airport, timeZone });

async function participantFlying(name: string, inboundFlight: ReturnType<typeof flight>): Promise<Account> {
  const account = await createParticipant(organizerToken, name);
  await api('PUT', '/api/me/logistics', { legalName: name, preferredName: name, phoneMexico: '+52 55 1234 5678', inboundFlight }, await signInToken(account));
  return account;
}

describe('arrivals and departures', () => {
  it('organizers see who lands when and where, and the participant sees their flight in local time', async () => {
    const early = await participantFlying('Elena Early', flight('08:10', 'MEX', 'America/Mexico_City', 'AM 401'));
    await participantFlying('Lalo Late', flight('09:55', 'MEX', 'America/Mexico_City', 'AM 650'));
    await participantFlying('Carla Cancun', flight('08:30', 'CUN', 'America/Cancun', 'AM 517'));

    const organizer = await newPage(browser, DEVICE_OF.organizer, signedIn(organizerToken));
    const organizerErrors = collectPageErrors(organizer.page);
    try {
      await organizer.page.goto('/admin/dashboard?tab=logistics');
      await organizer.page.getByRole('radiogroup', { name: 'Logistics view' }).getByText('Flights', { exact: true }).click();
      const arrivals = organizer.page.getByRole('region', { name: 'Arrivals' });
      const mex = arrivals.getByRole('region', { name: 'MEX, 08:00–10:00' });
      await mex.getByText('Elena Early').waitFor();
      await mex.getByText('Lalo Late').waitFor();
      await arrivals.getByRole('region', { name: 'CUN, 08:00–10:00' }).getByText('Carla Cancun').waitFor();
      await stepSnapshot(organizer.page, 'arrivals-board');
    } catch (error) {
      await snapshot(organizer.page, 'arrivals-board-failure');
      if (organizerErrors.length > 0) console.error(`Page errors (arrivals board):\n${organizerErrors.join('\n')}`);
      throw error;
    } finally {
      await organizer.context.close();
    }

    const participant = await newPage(browser, DEVICE_OF.participant, signedIn(await signInToken(early)));
    try {
      await participant.page.goto('/participant/dashboard#trip-card');
      await participant.page.getByRole('region', { name: 'Your trip' }).getByText('AM 401 · Aeroméxico — Mar 14, 2026, 08:10 at MEX (Mexico City time)').waitFor();
      await stepSnapshot(participant.page, 'arrivals-trip-card');
    } finally {
      await participant.context.close();
    }
  });
});
