import type { Browser, Page } from 'playwright-core';
import { api, uniqueEmail } from '../support/api.js';
import { baseUrl, launchBrowser, newPage, snapshot } from '../support/browser.js';
import { openMemberAccess } from '../support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openAccessForm(page: Page, mode: 'Sign In' | 'Organizer Setup') {
  const access = await openMemberAccess(page);
  // The mode switch comes before the form, whose submit button may carry the same words.
  await access.getByText(mode, { exact: true }).first().click();
  return access;
}

const organizer = { fullName: 'Olivia Organizer', email: uniqueEmail('organizer'), password: 'organizer pass 2026' };
const participant = { fullName: 'Pablo Participant', email: uniqueEmail('participant'), password: 'participant pass 2026' };

describe('signing in and out', () => {
  it('an organizer registers with the setup key, lands on the admin dashboard and logs out', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    try {
      const access = await openAccessForm(page, 'Organizer Setup');
      await access.getByLabel('Full name').fill(organizer.fullName);
      await access.getByLabel('Email').fill(organizer.email);
      await access.getByLabel(/^Password/).fill(organizer.password);
      await access.getByLabel('Organizer login key').fill(process.env.E2E_SETUP_KEY ?? '');
      await access.getByLabel('I agree to the terms and conditions').check();
      await access.getByRole('button', { name: 'Create Organizer Account' }).click();

      await page.waitForURL('**/admin/dashboard');
      await page.getByText('Admin Dashboard', { exact: true }).first().waitFor();
      await page.getByText(organizer.fullName).first().waitFor();
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      expect(token).toEqual(expect.any(String));

      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL(baseUrl() + '/');
      // The "Logged Out" toast is transient; its text is covered by the web component tests.
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

      // The session is revoked on the server, not just forgotten by the browser.
      await expect(api('GET', '/api/auth/me', undefined, token!)).rejects.toThrow(/→ 401/);
    } catch (error) {
      await snapshot(page, 'organizer-registration-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('a participant created by that organizer signs in on a phone and lands on the participant portal', async () => {
    const { token } = await api<{ token: string }>('POST', '/api/auth/login', { email: organizer.email, password: organizer.password });
    await api('POST', '/api/admin/accounts', participant, token);

    const { context, page } = await newPage(browser, 'mobile');
    try {
      const access = await openAccessForm(page, 'Sign In');
      await access.getByLabel('Email').fill(participant.email);
      await access.getByLabel(/^Password/).fill(participant.password);
      await access.getByRole('button', { name: 'Sign In' }).click();

      await page.waitForURL('**/participant/dashboard');
      await page.getByRole('heading', { name: `Welcome, ${participant.fullName}!` }).waitFor();
    } catch (error) {
      await snapshot(page, 'participant-sign-in-failure');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('a participant who opens the admin dashboard is sent back to the home page', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    try {
      const { token } = await api<{ token: string }>('POST', '/api/auth/login', { email: participant.email, password: participant.password });
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('authToken', value), token);
      await page.goto('/admin/dashboard');
      await page.waitForURL(baseUrl() + '/');
    } finally {
      await context.close();
    }
  });
});
