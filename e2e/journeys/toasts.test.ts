import type { Browser, Locator, Page } from 'playwright-core';
import { createParticipant, registerOrganizer, signInToken } from '../support/api.js';
import { VIEWPORTS, launchBrowser, newPage, signedIn, snapshot, type Viewport } from '../support/browser.js';
import { openParticipantTab } from '../support/portal.js';

/*
 * Spec 2.8: at most one toast shows, and a new one replaces it at once instead of
 * waiting for it to go; toasts never cover the dashboard header's Logout (on a phone, the menu
 * that holds it), nor an open dialog (they open at the bottom then). At a phone (375 px) and a
 * desktop (1280 px) width.
 */

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Tomás Toasts');
});
afterAll(async () => {
  await browser.close();
});

const toasts = (page: Page) => page.locator('.mantine-Notifications-root').getByRole('alert');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.each(['mobile', 'desktop'] as const)('toasts at %s width', (viewport: Viewport) => {
  const width = VIEWPORTS[viewport].width;

  it(`a new toast replaces the one showing at once, and no toast covers Logout (${width} px)`, async () => {
    const account = await createParticipant(organizerToken, `Tina Toast${width}`);
    const { context, page } = await newPage(browser, viewport, signedIn(await signInToken(account)));
    try {
      await page.goto('/participant/dashboard');
      await openParticipantTab(page, viewport, 'Logistics');
      await page.getByRole('heading', { name: 'Personal Info', level: 3 }).waitFor();

      // First toast: Next on the empty step.
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      const first = toasts(page).filter({ hasText: 'Full legal name is required; Preferred name is required' });
      await first.waitFor();
      // The pointer rests on it, which holds it open: a toast that waited for it to go would never show.
      await first.hover();

      // Second toast, from the keyboard: only the email is still wrong.
      await page.getByLabel('Full legal name').fill('Tina Toast');
      await page.getByLabel('Preferred name').fill('Tina');
      await page.getByLabel('Emergency contact name').fill('Tom Toast');
      await page.getByLabel('Relation to you').fill('Brother');
      await page.getByLabel('Emergency contact phone').fill('+1 617 555 0142');
      await page.getByLabel(/^Email/).fill('not-an-email');
      await page.getByLabel(/^Email/).press('Enter');
      const second = toasts(page).filter({ hasText: /^Please fix errorsValid email is required$/ });
      await second.waitFor();
      await first.waitFor({ state: 'detached' });
      expect(await toasts(page).count()).toBe(1);

      // Nothing of the header's Logout (on a phone its menu button) is under the toast.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      const header = page.getByRole('banner');
      const logout = viewport === 'desktop' ? header.getByRole('button', { name: 'Logout' }) : header.getByRole('button', { name: 'Account menu' });
      expect(overlap(await box(second), await box(logout))).toBe(false);
      expect((await box(second)).y).toBeGreaterThanOrEqual((await box(header)).y + (await box(header)).height);
      await page.screenshot({ path: new URL(`../artifacts/toasts-${viewport}.png`, import.meta.url).pathname });
    } catch (error) {
      await snapshot(page, `toasts-${viewport}-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });

  it(`a toast answering a dialog opens clear of the dialog (${width} px)`, async () => {
    const taken = await createParticipant(organizerToken, `Tess Taken${width}`);
    const { context, page } = await newPage(browser, viewport);
    try {
      await context.addInitScript((value) => localStorage.setItem('authToken', value), organizerToken);
      await page.goto('/admin/dashboard?tab=auth-spots');
      await page.getByRole('button', { name: 'Create account' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create a participant account' });
      await dialog.getByLabel(/^Email/).fill(taken.email);
      await dialog.getByLabel(/^Full name/).fill('Tess Again');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      const toast = toasts(page).filter({ hasText: 'Account not created' });
      await toast.waitFor();
      // Measured once the toast has stopped moving in.
      await page.waitForFunction(() => document.querySelector('.mantine-Notifications-root [role="alert"]')?.getAnimations({ subtree: true }).length === 0);
      expect(overlap(await box(toast), await box(dialog))).toBe(false);
    } catch (error) {
      await snapshot(page, `toasts-dialog-${viewport}-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
