import type { Browser, Page } from 'playwright-core';
import { createParticipant, registerOrganizer, signInToken } from '../support/api.js';
import { VIEWPORTS, launchBrowser, newPage, signedIn, snapshot, stepSnapshot, type Viewport } from '../support/browser.js';
import { collectPageErrors, openParticipantTab } from '../support/portal.js';

/*
 * The participant's logistics wizard in Chromium at a desktop width (1280 px; participant-portal
 * fills it in on a phone): a step with errors toasts "Please fix errors" even when Next is pressed
 * from a field whose on-blur error appears during the press; a reload resumes at the first
 * unfinished step; saved steps open from the stepper; Next over an unchanged saved step saves
 * nothing again.
 */

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Lola Logistics');
});
afterAll(async () => {
  await browser.close();
});

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 3, exact: true });
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Logistics steps' });
/** A person's press takes a moment between pressing and releasing; a script's does not. */
const HUMAN_PRESS = { delay: 150 };

/** Every PUT of the logistics the page sends from now on. */
function recordSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/me/logistics') saves.push(request.postData() ?? '');
  });
  return saves;
}

describe('the logistics wizard', () => {
  const viewport: Viewport = 'desktop';
  const width = VIEWPORTS[viewport].width;

  it(`says what to fix, resumes after a reload at the first unfinished step, reopens saved steps and does not save them again unchanged (${width} px)`, async () => {
    const account = await createParticipant(organizerToken, `Renata Resume${width}`);
    const { context, page } = await newPage(browser, viewport, signedIn(await signInToken(account)));
    const pageErrors = collectPageErrors(page);
    try {
      await page.goto('/participant/dashboard');
      await openParticipantTab(page, viewport, 'Logistics');
      await stepHeading(page, 'Personal Info').waitFor();

      // Next pressed from a field with a wrong value: its error shows on blur, and still the toast comes.
      await page.getByLabel('Full legal name').fill('Renata Ruiz Ortega');
      await page.getByLabel(/^Email/).fill('not-an-email');
      await page.getByRole('button', { name: 'Next', exact: true }).click(HUMAN_PRESS);
      const toast = page.getByRole('alert').filter({ hasText: 'Please fix errors' });
      await toast.waitFor();
      expect(await toast.textContent()).toContain('Preferred name is required; Valid email is required');
      await stepSnapshot(page, `logistics-wizard-${viewport}-fix-errors`);

      const saves = recordSaves(page);
      await page.getByLabel('Preferred name').fill('Renata');
      await page.getByLabel(/^Email/).fill(account.email);
      await page.getByLabel('Emergency contact name').fill('Marta Ortega');
      await page.getByLabel('Relation to you').fill('Mother');
      await page.getByLabel('Emergency contact phone').fill('+52 55 1234 5678');
      await page.getByRole('button', { name: 'Next', exact: true }).click(HUMAN_PRESS);
      await stepHeading(page, 'Travel Documents').waitFor();
      await page.getByLabel('Passport nationality').fill('Mexico');
      await page.getByLabel('Passport number').fill('G12345678');
      await page.getByLabel('Date of birth').fill('1996-04-12');
      await page.getByRole('button', { name: 'Next', exact: true }).click(HUMAN_PRESS);
      await stepHeading(page, 'Accommodation').waitFor();
      expect(saves).toHaveLength(2);

      // A reload opens the first unfinished step, not step 1.
      await page.reload();
      await stepHeading(page, 'Accommodation').waitFor();
      await page.getByText('Step 3 of 6').waitFor();

      // A saved step opens from the stepper with its answers; a later unsaved one does not.
      await stepper(page).getByRole('button', { name: /Dietary Needs$/ }).click();
      expect(await stepHeading(page, 'Accommodation').isVisible()).toBe(true);
      await stepper(page).getByRole('button', { name: /Personal Info$/ }).click();
      await stepHeading(page, 'Personal Info').waitFor();
      expect(await page.getByLabel('Full legal name').inputValue()).toBe('Renata Ruiz Ortega');
      await stepSnapshot(page, `logistics-wizard-${viewport}-reopened`);

      // Next over the unchanged saved steps moves on without saving them again.
      await page.getByRole('button', { name: 'Next', exact: true }).click(HUMAN_PRESS);
      await stepHeading(page, 'Travel Documents').waitFor();
      await page.getByRole('button', { name: 'Next', exact: true }).click(HUMAN_PRESS);
      await stepHeading(page, 'Accommodation').waitFor();
      expect(saves).toHaveLength(2);

      // A change is saved.
      await stepper(page).getByRole('button', { name: /Travel Documents$/ }).click();
      await stepHeading(page, 'Travel Documents').waitFor();
      await page.getByLabel('Passport number').fill('H7654321');
      // The optional flights (the trip card and the organizers' pickups) are this step's too: one
      // given, its zone filled in from the airport, one left blank.
      const arrival = page.getByRole('group', { name: 'Arrival flight' });
      await arrival.getByLabel('Airline').fill('Aeroméxico');
      await arrival.getByLabel('Flight number').fill('AM 401');
      await arrival.getByLabel('Date (local)').fill('2026-03-14');
      await arrival.getByLabel('Time (local)').fill('10:05');
      await arrival.getByLabel('Airport (IATA code)').fill('MEX');
      expect(await arrival.getByRole('combobox', { name: 'Airport time zone' }).inputValue()).toBe('America/Mexico_City');
      await stepSnapshot(page, `logistics-wizard-${viewport}-flights`);
      await page.getByRole('button', { name: 'Next', exact: true }).click(HUMAN_PRESS);
      await stepHeading(page, 'Accommodation').waitFor();
      expect(saves).toHaveLength(3);
      expect(JSON.parse(saves[2]!)).toEqual({
        passportNationality: 'Mexico',
        passportNumber: 'H7654321',
        dateOfBirth: '1996-04-12',
        inboundFlight: { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' },
        outboundFlight: null,
      });
    } catch (error) {
      await snapshot(page, `logistics-wizard-${viewport}-failure`);
      if (pageErrors.length > 0) console.error(`Page errors (logistics wizard, ${viewport}):\n${pageErrors.join('\n')}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
