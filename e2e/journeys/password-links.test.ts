import type { Browser, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { api, registerOrganizer, signInToken, uniqueEmail } from '../support/api.js';
import { DEVICE_OF, launchBrowser, newPage, signedIn, snapshot, stepSnapshot, type Viewport } from '../support/browser.js';
import { setPasswordLinkMailedTo } from '../support/mail.js';
import { collectPageErrors, openMemberAccess, openParticipantTab, signInThroughForm } from '../support/portal.js';

/*
 * No password is emailed. An organizer creates a participant account in Auth Spots; the
 * participant opens the set-password link from the captured email, chooses a password and is
 * signed in; signs in again with it; changes it in the portal (other sessions end); then uses
 * "Forgot password?" and the emailed link, with the accessibility check on each new screen. The
 * organizer is on a desktop and the participant on a phone, except that they ask for a new password
 * on a desktop, so the set-password screen is checked at both widths.
 */

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Paula Passwords');
});
afterAll(async () => {
  await browser.close();
});

/** A page at `viewport`, signed in with `token` when given. CSP is bypassed only so the accessibility check can inject axe-core. */
async function openPage(viewport: Viewport, token?: string) {
  const { context, page } = await newPage(browser, viewport, { bypassCSP: true, reducedMotion: 'reduce', ...(token ? signedIn(token) : {}) });
  return { context, page, pageErrors: collectPageErrors(page) };
}

async function expectAccessible(page: Page, where: string, scope?: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousAccessibilityViolations(page, scope) }).toEqual({ where, violations: [] });
}

/** Forgets the session in this browser (phones keep Logout in a menu; logging out itself is the sign-in journey's). */
async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('authToken'));
}

async function choosePassword(page: Page, url: string, password: string, heading: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: heading }).waitFor();
  await expectAccessible(page, `set-password (${heading})`);
  const form = page.getByRole('form', { name: 'Set password form' });
  await form.getByLabel(/^New password(?! again)/).fill(password);
  await form.getByLabel(/^New password again/).fill(password);
  await stepSnapshot(page, `password-links-set-password-${page.viewportSize()?.width ?? 0}px`);
  await form.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.waitForURL('**/participant/dashboard**');
}

describe('passwords through emailed links', () => {
  const fullName = `Sofia Links${Date.now()}`;
  const email = uniqueEmail('sofia');
  const seenMail = new Set<string>();

  it('an organizer creates the account; the participant sets a password from the emailed link, is signed in, and signs in again with it', async () => {
    const admin = await openPage(DEVICE_OF.organizer, organizerToken);
    try {
      await admin.page.goto('/admin/dashboard?tab=auth-spots');
      await admin.page.getByRole('button', { name: 'Create account' }).click();
      const create = admin.page.getByRole('dialog', { name: 'Create a participant account' });
      await create.getByLabel(/^Email/).fill(email);
      await create.getByLabel(/^Full name/).fill(fullName);
      await create.getByRole('button', { name: 'Create account' }).click();
      await admin.page.getByText(`A link to set a password was emailed to ${email}.`, { exact: false }).waitFor();
      await expectAccessible(admin.page, 'Auth Spots after creating');
    } catch (error) {
      await snapshot(admin.page, 'password-links-create');
      throw error;
    } finally {
      await admin.context.close();
    }

    const { subject, text, url } = await setPasswordLinkMailedTo(email, seenMail);
    expect(subject).toContain('Your Mexico Trek participant account: choose your password');
    expect(text).not.toMatch(/Password: /);

    const phone = await openPage(DEVICE_OF.participant);
    try {
      await choosePassword(phone.page, url, 'first password 2026', 'Choose your password');
      await phone.page.getByRole('heading', { name: `Welcome, ${fullName}!` }).waitFor();
      await forgetSession(phone.page);
      await signInThroughForm(phone.page, email, 'first password 2026');
      await phone.page.waitForURL('**/participant/dashboard**');

      // The link worked once: opening it again says so.
      await phone.page.goto(url);
      await phone.page.getByText('This link was already used', { exact: false }).waitFor();
      await stepSnapshot(phone.page, 'password-links-used-link');
    } catch (error) {
      await snapshot(phone.page, 'password-links-first-password');
      if (phone.pageErrors.length > 0) console.error(phone.pageErrors.join('\n'));
      throw error;
    } finally {
      await phone.context.close();
    }
  });

  it('the participant changes the password in the portal; another session ends and the new password works', async () => {
    const otherSession = await signInToken({ email, password: 'first password 2026' });
    const portal = await openPage(DEVICE_OF.participant, await signInToken({ email, password: 'first password 2026' }));
    try {
      await portal.page.goto('/participant/dashboard');
      await openParticipantTab(portal.page, DEVICE_OF.participant, 'Profile');
      const card = portal.page.getByRole('form', { name: 'Change password form' });
      await card.scrollIntoViewIfNeeded();
      await expectAccessible(portal.page, 'portal profile with the password card');
      await card.getByLabel(/^Current password/).fill('first password 2026');
      await card.getByLabel(/^New password(?! again)/).fill('second password 2026');
      await card.getByLabel(/^New password again/).fill('second password 2026');
      await card.getByRole('button', { name: 'Change password' }).click();
      await portal.page.getByText('You were signed out on your other devices.', { exact: false }).waitFor();
      await stepSnapshot(portal.page, 'password-links-changed');

      // This session stays; the other one is over.
      expect((await api<{ user: { email: string } }>('GET', '/api/auth/me', undefined, await portal.page.evaluate(() => localStorage.getItem('authToken') ?? ''))).user.email).toBe(email);
      await expect(api('GET', '/api/auth/me', undefined, otherSession)).rejects.toThrow(/→ 401/);
      await expect(signInToken({ email, password: 'first password 2026' })).rejects.toThrow(/→ 401/);
      expect(await signInToken({ email, password: 'second password 2026' })).toEqual(expect.any(String));
    } catch (error) {
      await snapshot(portal.page, 'password-links-change');
      throw error;
    } finally {
      await portal.context.close();
    }
  });

  it('"Forgot password?" in Member Access sends a link; the participant sets a new password with it and is signed in', async () => {
    const visitor = await openPage('desktop');
    try {
      const access = await openMemberAccess(visitor.page);
      await access.getByRole('button', { name: 'Forgot password?' }).click();
      const form = access.getByRole('form', { name: 'Ask for a link to set a new password' });
      await form.getByLabel('Email').fill(email);
      // Member Access only: the whole landing page is landing.test.ts's axe check.
      await expectAccessible(visitor.page, 'Forgot password form', '#auth');
      await form.getByRole('button', { name: 'Send me a link' }).click();
      await access.getByText('If an account exists for this email', { exact: false }).waitFor();
      await stepSnapshot(visitor.page, 'password-links-forgot');

      const { subject, url } = await setPasswordLinkMailedTo(email, seenMail);
      expect(subject).toContain('Reset your Mexico Trek password');
      await choosePassword(visitor.page, url, 'third password 2026', 'Set a new password');
      await visitor.page.getByRole('heading', { name: `Welcome, ${fullName}!` }).waitFor();
      await expect(signInToken({ email, password: 'second password 2026' })).rejects.toThrow(/→ 401/);
      expect(await signInToken({ email, password: 'third password 2026' })).toEqual(expect.any(String));
    } catch (error) {
      await snapshot(visitor.page, 'password-links-forgot-failure');
      if (visitor.pageErrors.length > 0) console.error(visitor.pageErrors.join('\n'));
      throw error;
    } finally {
      await visitor.context.close();
    }
  });
});
