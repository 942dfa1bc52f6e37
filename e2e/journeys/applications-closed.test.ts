import { applicationMessages, type EditionSettings } from '@trek/contracts';
import type { Browser } from 'playwright-core';
import { api, registerOrganizer, uniqueEmail } from '../support/api.js';
import { DEVICE_OF, launchBrowser, newPage, snapshot, stepSnapshot } from '../support/browser.js';

/**
 * Applications close at the application deadline. An organizer sets a past
 * deadline in Content → Edition settings; the hero and /apply then say applications for the year
 * are closed and how to reach the team, and the server refuses a submission: the organizer on a
 * desktop, the visitor on a phone. The stack is shared with every other journey: the deadline is put
 * back as it was after the test, whatever happens.
 */

let browser: Browser;
let organizerToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Clara Closing');
});

afterAll(async () => {
  await browser.close();
});

const applicant = () => ({
  firstNames: 'Late',
  lastName: 'Applicant',
  universityEmail: uniqueEmail('late'),
  phone: '+1 617 555 0100',
  affiliation: 'MBA, Harvard Business School',
  interest250: 'I want to understand how Mexican firms grow.',
  goals250: 'Build a company that works across the border.',
  favoriteFood: 'Cochinita pibil',
  passportValid: 'YES',
  passportCountry: 'Peru',
  commitment: 'COMMITTED',
  significantOther: 'NO',
});

/** Two days ago: past its end everywhere on Earth, whatever the time zone. */
const pastDeadline = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
/** How the calendar names a day: "26 November 2026". */
const longDayName = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

describe('applications close at the application deadline', () => {
  it('an organizer sets a past deadline; the hero and /apply say applications are closed and a submission is refused', async () => {
    const before = await api<EditionSettings>('GET', '/api/admin/edition', undefined, organizerToken);
    const deadline = pastDeadline();
    const { context, page } = await newPage(browser, DEVICE_OF.organizer);
    try {
      // The organizer, in Content → Edition settings.
      await context.addInitScript((value) => localStorage.setItem('authToken', value), organizerToken);
      await page.goto('/admin/dashboard?tab=content');
      await page.getByRole('tab', { name: 'Edition settings' }).click();
      // The deadline is picked from the calendar: back month by month to the day.
      await page.getByRole('button', { name: /^Application deadline/ }).click();
      const day = page.getByRole('button', { name: longDayName(deadline), exact: true });
      await page.getByRole('button', { name: 'Previous month' }).waitFor();
      while (!(await day.isVisible())) await page.getByRole('button', { name: 'Previous month' }).click();
      await day.click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('The landing page shows the change now.').waitFor();
      await expect(api<EditionSettings>('GET', '/api/public/edition')).resolves.toMatchObject({ applicationDeadline: deadline });
      await stepSnapshot(page, 'applications-closed-settings');

      // A visitor: the hero says so, with the mailbox, and offers no Apply Now.
      const { context: visitor, page: home } = await newPage(browser, DEVICE_OF.visitor);
      await home.goto('/');
      const hero = home.locator('section#home');
      await hero.getByText(`Applications for ${before.year} are closed`).waitFor();
      await hero.getByText(`The application deadline was ${longDate(deadline)}.`, { exact: false }).waitFor();
      expect(await hero.getByRole('link', { name: before.contactEmail }).getAttribute('href')).toBe(`mailto:${before.contactEmail}`);
      expect(await hero.getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
      await stepSnapshot(home, 'applications-closed-hero');

      // /apply says the same instead of the wizard.
      await home.goto('/apply');
      await home.getByRole('heading', { name: `Applications for ${before.year} are closed` }).waitFor();
      await home.getByRole('main').getByRole('link', { name: before.contactEmail }).first().waitFor();
      expect(await home.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await stepSnapshot(home, 'applications-closed-apply');
      await visitor.close();

      // And the server refuses a submission with the contracts' message.
      const refused = await fetch(new URL('/api/applications', page.url()), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(applicant()),
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(applicationMessages.closed({ ...before, applicationDeadline: deadline }));
    } catch (error) {
      await snapshot(page, 'applications-closed-failure');
      throw error;
    } finally {
      await context.close();
      // Other journeys apply: the deadline goes back to what it was.
      const now = await api<EditionSettings & { updatedAt?: unknown; updatedBy?: unknown }>('GET', '/api/admin/edition', undefined, organizerToken);
      const { updatedAt: _at, updatedBy: _by, ...settings } = now;
      await api('PUT', '/api/admin/edition', { ...settings, applicationDeadline: before.applicationDeadline }, organizerToken);
    }
    // Open again.
    await expect(api('POST', '/api/applications', applicant())).resolves.toMatchObject({ ref: expect.any(String) });
  });
});
