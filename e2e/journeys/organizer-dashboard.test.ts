import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminAnnouncementList, AdminLogisticsList } from '@trek/contracts';
import type { Browser, Page } from 'playwright-core';
import { seriousAccessibilityViolations, type AccessibilityViolation } from '../support/accessibility.js';
import { api, createParticipant, registerOrganizer, signInToken, uniqueEmail, userIdOf, type Account } from '../support/api.js';
import { launchBrowser, newPage, signedIn, snapshot, type Viewport } from '../support/browser.js';
import { parseCsv } from '../support/csv.js';
import { capturedEmail, setPasswordLinkMailedTo } from '../support/mail.js';
import { solidPng } from '../support/png.js';
import { collectPageErrors, openParticipantTab } from '../support/portal.js';

/*
 * An organizer runs the trek from the dashboard (accounts, announcements, the feedback
 * inbox, the logistics export) and the participant sees the result in their portal. The organizer
 * works at 1280 px (and answers feedback from a phone), the participant on a phone at 375 px; the
 * accessibility check runs at both widths. The tests run in order and share the accounts they create.
 */

let browser: Browser;
let organizerToken: string;
/** Created by the organizer in Auth Spots; the password is the one chosen through the emailed link. */
let participant: Account;
/** Created through the API, with some logistics saved, so the export has more than one row. */
let secondParticipant: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Oscar Organizer');
  secondParticipant = await createParticipant(organizerToken, `Lucia Logistics${Date.now()}`);
  await api(
    'PUT',
    '/api/me/logistics',
    { legalName: secondParticipant.fullName, preferredName: 'Lucia', gender: 'FEMALE', email: secondParticipant.email, schoolAffiliation: 'MIT' },
    await signInToken(secondParticipant),
  );
});
afterAll(async () => {
  await browser.close();
});

/**
 * A page at `viewport`, signed in with `token` when given (signing in through the form is
 * sign-in.test.ts's subject). CSP is bypassed only so the accessibility check can inject axe-core.
 */
async function openPage(viewport: Viewport, token?: string) {
  const { context, page } = await newPage(browser, viewport, { bypassCSP: true, reducedMotion: 'reduce', ...(token ? signedIn(token) : {}) });
  return { context, page, pageErrors: collectPageErrors(page) };
}

/** The participant's portal at `viewport`, signed in. */
async function openPortal(viewport: Viewport) {
  const portal = await openPage(viewport, await signInToken(participant));
  await portal.page.goto('/participant/dashboard');
  return portal;
}

/** Opens an admin tab by its URL (the sidebar's links set `?tab=`) and waits for its data. */
async function openAdminTab(page: Page, query: string, title: string): Promise<void> {
  await page.goto(`/admin/dashboard${query}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await settled(page);
}

/**
 * Opens an admin tab from the sidebar on the page already open, as an organizer does (on a phone,
 * behind the menu button), and waits for its data.
 */
async function openAdminTabFromSidebar(page: Page, viewport: Viewport, title: string): Promise<void> {
  if (viewport === 'mobile') await page.getByRole('button', { name: 'Open sidebar' }).click();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await settled(page);
}

/** No skeleton or spinner left: the tab's reads have answered. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.mantine-Skeleton-root, .mantine-Loader-root').first().waitFor({ state: 'detached' });
}

async function failWith(page: Page, name: string, pageErrors: string[], error: unknown): Promise<never> {
  await snapshot(page, name);
  if (pageErrors.length > 0) console.error(`Page errors (${name}):\n${pageErrors.join('\n')}`);
  throw error;
}

const announcementTitle = `Passport check ${Date.now()}`;
const attachmentName = 'meeting-point.png';
const feedbackSubject = `Room keys ${Date.now()}`;

describe('the organizer dashboard', () => {
  it('an organizer creates a participant account in Auth Spots; the participant chooses a password through the emailed link', async () => {
    const fullName = `Pedro Spots${Date.now()}`;
    const email = uniqueEmail('pedro');
    const password = 'pedro chose this 2026';
    const admin = await openPage('desktop', organizerToken);
    try {
      await openAdminTab(admin.page, '?tab=auth-spots', 'Auth Spots');
      await admin.page.getByRole('button', { name: 'Create account' }).click();
      const create = admin.page.getByRole('dialog', { name: 'Create a participant account' });
      await create.getByLabel(/^Email/).fill(email);
      await create.getByLabel(/^Full name/).fill(fullName);
      await create.getByRole('button', { name: 'Create account' }).click();

      await admin.page.getByText(`A link to set a password was emailed to ${email}.`, { exact: false }).waitFor();

      // The list, read again from the server, holds the new account.
      await admin.page.reload();
      await admin.page.getByRole('table').getByText(email).waitFor();
    } catch (error) {
      await failWith(admin.page, 'organizer-auth-spots-failure', admin.pageErrors, error);
    } finally {
      await admin.context.close();
    }
    participant = { fullName, email, password };

    const { url } = await setPasswordLinkMailedTo(email, new Set());
    const phone = await openPage('mobile');
    try {
      await phone.page.goto(url);
      const form = phone.page.getByRole('form', { name: 'Set password form' });
      await form.getByLabel(/^New password(?! again)/).fill(password);
      await form.getByLabel(/^New password again/).fill(password);
      await form.getByRole('button', { name: 'Set password and sign in' }).click();
      await phone.page.waitForURL('**/participant/dashboard**');
      await phone.page.getByRole('heading', { name: `Welcome, ${fullName}!` }).waitFor();
    } catch (error) {
      await failWith(phone.page, 'organizer-created-participant-sign-in-failure', phone.pageErrors, error);
    } finally {
      await phone.context.close();
    }
  });

  it('an urgent announcement with an attachment, emailed: the participant sees it in Updates and the email is captured', async () => {
    const admin = await openPage('desktop', organizerToken);
    try {
      await openAdminTab(admin.page, '?tab=announcements', 'Announcements');
      await admin.page.getByRole('button', { name: 'New announcement' }).click();
      const form = admin.page.getByRole('dialog', { name: 'New announcement' });
      await form.getByLabel(/^Title/).fill(announcementTitle);
      await form.getByLabel(/^Content/).fill('Bring your passport to the welcome dinner.\nWe meet at the hotel lobby at 7 pm.');
      await form.getByRole('combobox', { name: 'Priority' }).click();
      await admin.page.getByRole('option', { name: 'Urgent' }).click();
      await admin.page.locator('input[type="file"]').setInputFiles({ name: attachmentName, mimeType: 'image/png', buffer: solidPng(640, 480) });
      await form.getByRole('button', { name: `Remove ${attachmentName}` }).waitFor();
      await form.getByText(/^Will reach \d+ (person|people) right now\.$/).waitFor();
      await form.getByRole('checkbox', { name: 'Also email it to its audience' }).check();
      await form.getByRole('button', { name: 'Publish announcement' }).click();
      await admin.page.getByRole('dialog', { name: 'Email its audience?' }).getByRole('button', { name: 'Publish and email' }).click();
      await form.waitFor({ state: 'hidden' });

      await admin.page.reload();
      const card = admin.page.getByRole('article', { name: announcementTitle });
      await card.getByText('Emailed', { exact: true }).waitFor();
      await card.getByText(attachmentName).waitFor();
    } catch (error) {
      await failWith(admin.page, 'organizer-announcement-failure', admin.pageErrors, error);
    } finally {
      await admin.context.close();
    }

    const { announcements } = await api<AdminAnnouncementList>('GET', '/api/admin/announcements', undefined, organizerToken);
    const announcement = announcements.find((candidate) => candidate.title === announcementTitle);
    const email = await capturedEmail(`announcement-${announcement!.id}-${await userIdOf(participant)}`);
    expect(email.to).toContain(participant.email.toLowerCase());
    expect(email.subject).toContain(announcementTitle);
    expect(email.text).toContain('Bring your passport to the welcome dinner.');
    expect(email.text).toContain(attachmentName);

    const phone = await openPortal('mobile');
    try {
      await openParticipantTab(phone.page, 'mobile', 'Updates');
      const posted = phone.page.getByRole('article').filter({ has: phone.page.getByRole('heading', { name: announcementTitle }) });
      await posted.getByText('Urgent', { exact: true }).waitFor();
      await posted.getByText('Bring your passport to the welcome dinner.', { exact: false }).waitFor();
      await posted.getByRole('button', { name: `Download ${attachmentName}` }).waitFor();
    } catch (error) {
      await failWith(phone.page, 'participant-announcement-failure', phone.pageErrors, error);
    } finally {
      await phone.context.close();
    }
  });

  it('a participant sends feedback; the organizer marks it Resolved in the inbox and the participant sees Resolved', async () => {
    const phone = await openPortal('mobile');
    const admin = await openPage('mobile', organizerToken);
    const feedbackOf = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: feedbackSubject }) });
    try {
      await openParticipantTab(phone.page, 'mobile', 'Updates');
      await phone.page.getByLabel(/^Subject/).fill(feedbackSubject);
      await phone.page.getByLabel(/^Message/).fill('The key cards of room 204 stopped working.');
      await phone.page.getByRole('button', { name: 'Submit Feedback' }).click();
      // Reloading before the service has answered would cut the submission off.
      await phone.page.getByText('Your feedback has been submitted successfully!').waitFor();
      await phone.page.reload();
      await feedbackOf(phone.page).getByText('New', { exact: true }).waitFor();

      // The organizer answers from a phone too: the inbox at 375 px.
      await openAdminTab(admin.page, '?tab=announcements&section=feedback', 'Announcements');
      const status = admin.page.getByRole('combobox', { name: `Status of "${feedbackSubject}"` });
      await status.click();
      await admin.page.getByRole('option', { name: 'Resolved' }).click();
      await admin.page.getByText(`"${feedbackSubject}" is now Resolved.`).waitFor();
      await admin.page.reload();
      await admin.page.getByRole('heading', { name: feedbackSubject }).waitFor();
      expect(await admin.page.getByRole('combobox', { name: `Status of "${feedbackSubject}"` }).inputValue()).toBe('Resolved');

      await phone.page.reload();
      await feedbackOf(phone.page).getByText('Resolved', { exact: true }).waitFor();
    } catch (error) {
      await snapshot(admin.page, 'organizer-feedback-inbox-failure');
      await failWith(phone.page, 'participant-feedback-failure', [...phone.pageErrors, ...admin.pageErrors], error);
    } finally {
      await phone.context.close();
      await admin.context.close();
    }
  });

  it('the logistics CSV downloaded from the Logistics tab has a row for every participant', async () => {
    const admin = await openPage('desktop', organizerToken);
    try {
      await openAdminTab(admin.page, '?tab=logistics', 'Logistics');
      const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      // The shared browser runs apart from the test (no local path): the file is saved here to be read back.
      const saved = join(tmpdir(), `logistics-${Date.now()}.csv`);
      await download.saveAs(saved);
      const [header, ...rows] = parseCsv(await readFile(saved, 'utf8'));
      const nameColumn = header!.indexOf('Participant');
      const names = rows.map((row) => row[nameColumn]);

      // One row per participant document, the same the Logistics list shows (both participants opened the portal).
      const listed = await api<AdminLogisticsList>('GET', '/api/admin/logistics?pageSize=100', undefined, organizerToken);
      expect(listed.records.map((record) => record.userId)).toEqual(expect.arrayContaining([await userIdOf(participant), await userIdOf(secondParticipant)]));
      expect(names.sort()).toEqual(listed.records.map((record) => record.participantName).sort());
      const lucia = rows.find((row) => row[header!.indexOf('Full legal name')] === secondParticipant.fullName)!;
      expect(lucia[header!.indexOf('School')]).toBe('MIT');
    } catch (error) {
      await failWith(admin.page, 'organizer-logistics-csv-failure', admin.pageErrors, error);
    } finally {
      await admin.context.close();
    }
  });

  describe.each(['mobile', 'desktop'] as const)('accessibility at %s width', (viewport: Viewport) => {
    it('axe-core finds no serious or critical violation on the organizer tabs and the participant tabs', async () => {
      // Every tab is checked before the verdict, so one run lists all that needs fixing.
      const found: Record<string, AccessibilityViolation[]> = {};
      const admin = await openPage(viewport, organizerToken);
      const check = async (name: string) => {
        const violations = await seriousAccessibilityViolations(admin.page);
        if (violations.length > 0) found[name] = violations;
      };
      try {
        // One page, its tabs opened in it as an organizer opens them (a page load each would only repeat the first).
        await openAdminTab(admin.page, '', 'Overview');
        await check('admin Overview');
        for (const title of ['Participants', 'Logistics', 'Announcements', 'Auth Spots', 'My Profile']) {
          await openAdminTabFromSidebar(admin.page, viewport, title);
          await check(`admin ${title}`);
          if (title === 'Announcements') {
            await admin.page.getByRole('tab', { name: /^Feedback inbox/ }).click();
            await admin.page.getByRole('tabpanel', { name: /^Feedback inbox/ }).waitFor();
            await settled(admin.page);
            await check('admin Announcements, Feedback inbox');
          }
        }
      } catch (error) {
        await failWith(admin.page, `organizer-axe-${viewport}-failure`, admin.pageErrors, error);
      } finally {
        await admin.context.close();
      }

      const portal = await openPage(viewport, await signInToken(participant));
      try {
        for (const hash of ['profile', 'logistics', 'whatsapp', 'announcements', 'transfer']) {
          await portal.page.goto(`/participant/dashboard#${hash}`);
          await portal.page.getByRole('heading', { level: 2 }).first().waitFor();
          await settled(portal.page);
          const violations = await seriousAccessibilityViolations(portal.page);
          if (violations.length > 0) found[`participant#${hash}`] = violations;
        }
      } catch (error) {
        await failWith(portal.page, `participant-axe-${viewport}-failure`, portal.pageErrors, error);
      } finally {
        await portal.context.close();
      }
      expect(found).toEqual({});
    });
  });
});
