import type { Browser } from 'playwright-core';
import { api, registerOrganizer, uniqueEmail } from '../support/api.js';
import { launchBrowser, newPage, signedIn, snapshot, stepSnapshot } from '../support/browser.js';
import { capturedEmail } from '../support/mail.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const applicant = {
  firstNames: 'Mateo',
  lastName: `Mail${Date.now()}`,
  universityEmail: uniqueEmail('mateo'),
  phone: '+52 55 1234 5678',
  affiliation: 'MBA 2027, Wharton',
  interest250: 'I want to see Mexico beyond the headlines.',
  goals250: 'Build a company that works on both sides of the border.',
  favoriteFood: 'Mole poblano',
  passportValid: 'YES',
  passportCountry: 'Mexico',
  commitment: 'COMMITTED',
  significantOther: 'NO',
};

describe('the email log', () => {
  it('an organizer sees the confirmation email of a new application on Overview, through the gateway', async () => {
    const { ref } = await api<{ ref: string }>('POST', '/api/applications', applicant);
    await capturedEmail(`application-confirmation-${ref}`);
    const token = await registerOrganizer('Olga Outbox');

    const log = await api<{ entries: Array<{ jobId: string; status: string }> }>('GET', `/api/admin/emails?search=${encodeURIComponent(applicant.universityEmail)}`, undefined, token);
    expect(log.entries).toEqual([expect.objectContaining({ jobId: `application-confirmation-${ref}`, status: 'captured' })]);

    for (const viewport of ['desktop', 'mobile'] as const) {
      const { context, page } = await newPage(browser, viewport, signedIn(token));
      try {
        await page.goto('/admin/dashboard');
        const table = page.getByRole('table', { name: 'Emails sent, newest first' });
        await table.getByText(applicant.universityEmail).waitFor();
        await stepSnapshot(page, `email-log-${viewport}`);
      } catch (error) {
        await snapshot(page, `email-log-${viewport}-failure`);
        throw error;
      } finally {
        await context.close();
      }
    }
  });
});
