import type { ItineraryDay, PublicEdition } from '@trek/contracts';
import type { Browser } from 'playwright-core';
import { apiAt, registerOrganizer, uniqueEmail } from '../support/api.js';
import { DEVICE_OF, launchBrowser, newPage, snapshot, stepSnapshot } from '../support/browser.js';
import { startOwnStack } from '../support/own-stack.js';
import { signInThroughForm } from '../support/portal.js';

/**
 * An organizer starts the next edition from Content → Edition settings, through
 * a dialog that says what will happen. The year cannot be moved back, and every other journey
 * expects the edition the stack was seeded with, so this journey runs on a stack of its own. The
 * organizer is on a desktop, the visitor and the past edition's participant on phones.
 */

let browser: Browser;
let stack: Awaited<ReturnType<typeof startOwnStack>>;
let organizerToken: string;
/** The edition the stack was seeded with: its itinerary (sample days) must outlive every move. */
let seededYear: number;

beforeAll(async () => {
  [browser, stack] = await Promise.all([launchBrowser(), startOwnStack('next-edition')]);
  organizerToken = await registerOrganizer('Nico Next', stack);
  seededYear = (await apiAt<PublicEdition>(stack.url, 'GET', '/api/public/edition')).year;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

const call = <T>(method: string, path: string, body?: unknown, token?: string) => apiAt<T>(stack.url, method, path, body, token);

/** A participant of the current edition who has opened the portal once (that is when their edition is recorded). */
async function participantOfThisEdition(name: string) {
  const account = { fullName: name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: 'participant pass 2026' };
  await call('POST', '/api/admin/accounts', account, organizerToken);
  const { token } = await call<{ token: string }>('POST', '/api/auth/login', { email: account.email, password: account.password });
  await call('GET', '/api/participant/edition', undefined, token);
  return account;
}

describe('starting the next edition', () => {
  it('an organizer starts the next edition through the confirm dialog; the site names the new year and keeps the past one', async () => {
    const { year } = await call<PublicEdition>('GET', '/api/public/edition');
    const next = year + 1;
    const participant = await participantOfThisEdition('Pia Past');
    const { context, page } = await newPage(browser, DEVICE_OF.organizer, { baseURL: stack.url });
    try {
      await context.addInitScript((value) => localStorage.setItem('authToken', value), organizerToken);
      await page.goto('/admin/dashboard?tab=content');
      await page.getByRole('tab', { name: 'Edition settings' }).click();
      await page.getByRole('button', { name: `Start the ${next} edition` }).click();

      const dialog = page.getByRole('dialog', { name: `Start the ${next} edition?` });
      await dialog.getByText(`The year becomes ${next} everywhere`, { exact: false }).waitFor();
      await dialog.getByText(`The ${year} itinerary, speakers and participant cohort stay, under their ${year} tabs.`).waitFor();
      await dialog.getByText(`${year} participants keep their accounts.`, { exact: false }).waitFor();
      await stepSnapshot(page, 'next-edition-dialog');
      await dialog.getByRole('button', { name: `Start ${next}` }).click();
      await page.getByText(`The ${next} edition has started`).waitFor();
      await page.getByRole('button', { name: `Start the ${next + 1} edition` }).waitFor();
      await stepSnapshot(page, 'next-edition-settings');

      // A second request from the same year (a double click, another organizer) moves nothing.
      await expect(call('POST', '/api/admin/edition/start-next', { fromYear: year }, organizerToken)).rejects.toThrow(/409/);
      expect((await call<PublicEdition>('GET', '/api/public/edition')).year).toBe(next);

      // The public hero names the new year; the past year's itinerary is still there.
      const { context: visitor, page: home } = await newPage(browser, DEVICE_OF.visitor, { baseURL: stack.url });
      await home.goto('/');
      await home.locator('section#home').getByRole('heading', { name: `Mexico Trek ${next}` }).waitFor();
      await home.locator('section#home').getByText(`${next} Edition`, { exact: false }).waitFor();
      expect(await home.title()).toBe(`Mexico Trek ${next}`);
      await stepSnapshot(home, 'next-edition-home');
      const pastDays = await call<ItineraryDay[]>('GET', `/api/public/itinerary-days?year=${seededYear}`);
      expect(pastDays.length).toBeGreaterThan(0);
      const itinerary = home.locator('section#itinerary');
      await itinerary.getByRole('tab', { name: String(seededYear) }).click();
      await itinerary.getByRole('heading', { name: 'Day 1 - Mexico City' }).waitFor();
      await visitor.close();

      // The past edition's participant: their portal says it has ended and is read-only.
      const { context: portal, page: participantPage } = await newPage(browser, DEVICE_OF.participant, { baseURL: stack.url });
      await signInThroughForm(participantPage, participant.email, participant.password);
      await participantPage.getByText(`The Mexico Trek ${year} has ended`).waitFor();
      // Their welcome names their own edition.
      await participantPage.getByRole('main').getByText(`Mexico Trek ${year}`, { exact: true }).waitFor();
      await stepSnapshot(participantPage, 'next-edition-past-participant');
      await portal.close();
    } catch (error) {
      await snapshot(page, 'next-edition-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
