import type { Browser } from 'playwright-core';
import { api, currentEdition, registerOrganizer, uniqueEmail } from '../support/api.js';
import { launchBrowser, newPage, signedIn, snapshot } from '../support/browser.js';
import { capturedEmail } from '../support/mail.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const applicant = {
  firstNames: 'Camila',
  lastName: `Journey${Date.now()}`,
  universityEmail: uniqueEmail('camila'),
  phone: '+52 55 1234 5678',
  affiliation: 'MPP 2026, Harvard Kennedy School',
  interest250: 'I want to meet the people shaping Mexico today.',
  goals250: 'Bring what I learn back to public policy work.',
  favoriteFood: 'Chiles en nogada',
  passportValid: 'YES',
  passportCountry: 'Chile',
  commitment: 'COMMITTED',
  significantOther: 'NO',
};

describe('reviewing an application', () => {
  it('an application submitted through the API gets a confirmation email; an organizer accepts it, creates the account and the participant signs in', async () => {
    const { ref } = await api<{ ref: string }>('POST', '/api/applications', applicant);
    // The edition settings name the year: its last two digits start the reference.
    const { year } = await currentEdition();
    expect(ref).toMatch(new RegExp(`^MT${String(year).slice(2)}-[A-Z2-9]{4}-[A-Z2-9]{4}$`));

    const confirmation = await capturedEmail(`application-confirmation-${ref}`);
    expect(confirmation.to).toContain(applicant.universityEmail.toLowerCase());
    expect(confirmation.text).toContain(`Your reference number: ${ref}`);
    expect(confirmation.text).toContain('mid-September');

    const token = await registerOrganizer('Rosa Reviewer');

    const { context, page } = await newPage(browser, 'desktop', signedIn(token));
    try {
      await page.goto('/admin/dashboard?tab=applications');
      await page.getByLabel('Search').fill(ref);
      await page.getByRole('button', { name: `Open application ${ref}` }).click();

      const drawer = page.getByRole('dialog');
      await drawer.getByText(applicant.favoriteFood).waitFor();
      await drawer.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Accepted' }).click();
      await drawer.getByLabel('Reviewer note (optional)').fill('Great fit');
      await drawer.getByRole('button', { name: 'Update status' }).click();
      // The status history is the lasting proof; the toast saying so is transient and covered by component tests.
      await drawer.getByText('Note: Great fit').waitFor();
      await drawer.getByText('Accepted', { exact: true }).last().waitFor();

      await drawer.getByRole('button', { name: 'Create participant account' }).click();
      await drawer.getByText(`Account created for ${applicant.universityEmail}.`).waitFor();
      await drawer.getByText(`A link to set a password was emailed to ${applicant.universityEmail}.`, { exact: false }).waitFor();
    } catch (error) {
      await snapshot(page, 'applications-admin-failure');
      throw error;
    } finally {
      await context.close();
    }

    const { applications } = await api<{ applications: Array<{ id: string }> }>('GET', `/api/admin/applications?search=${ref}`, undefined, token);
    const credentials = await capturedEmail(`participant-credentials-${applications[0]!.id}`);
    expect(credentials.text).not.toMatch(/Password: /);
    const link = /https?:\/\/\S+\/set-password#token=[A-Za-z0-9_-]+/.exec(credentials.text)?.[0];
    expect(link).toEqual(expect.any(String));

    const signIn = await newPage(browser, 'mobile');
    try {
      await signIn.page.goto(link!);
      const form = signIn.page.getByRole('form', { name: 'Set password form' });
      await form.getByLabel(/^New password(?! again)/).fill('camila chose 2026');
      await form.getByLabel(/^New password again/).fill('camila chose 2026');
      await form.getByRole('button', { name: 'Set password and sign in' }).click();
      await signIn.page.waitForURL('**/participant/dashboard');
      await signIn.page.getByRole('heading', { name: `Welcome, ${applicant.firstNames} ${applicant.lastName}!` }).waitFor();
    } catch (error) {
      await snapshot(signIn.page, 'applications-participant-sign-in-failure');
      throw error;
    } finally {
      await signIn.context.close();
    }
  });
});
