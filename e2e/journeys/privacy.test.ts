import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { api, createParticipant, registerOrganizer, signInToken, type Account } from '../support/api.js';
import { DEVICE_OF, VIEWPORTS, launchBrowser, newPage, signedIn, snapshot, stepSnapshot, type Viewport } from '../support/browser.js';
import { collectPageErrors, openParticipantTab } from '../support/portal.js';

/*
 * Travel-data privacy in Chromium: a participant, on a phone, downloads everything the portal
 * holds about them as one JSON file (passport number in clear) and sees when organizers viewed their
 * logistics; an organizer, on a desktop, opens the Logistics tab's privacy view, which previews the
 * next retention purges with the edition's retention days and lists that read. axe-core finds no
 * serious violation on either screen. The footer's link opens the policy at its top at both widths.
 */

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Priya Privacy');
});
afterAll(async () => {
  await browser.close();
});

async function participantWithLogistics(): Promise<Account> {
  const account = await createParticipant(organizerToken, 'Dana Download');
  await api(
    'PUT',
    '/api/me/logistics',
    { legalName: account.fullName, preferredName: 'Dana', gender: 'FEMALE', email: account.email, schoolAffiliation: 'MIT', passportNationality: 'Canada', passportNumber: 'PD37577', dateOfBirth: '1997-05-06' },
    await signInToken(account),
  );
  return account;
}

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const violations = await seriousAccessibilityViolations(page);
  if (violations.length > 0) await snapshot(page, `${name}-axe-failure`);
  expect(violations).toEqual([]);
}

describe.each(['mobile', 'desktop'] as const)('the privacy policy at %s width', (viewport: Viewport) => {
  it(`the footer's Privacy Policy link opens the policy at its top (${VIEWPORTS[viewport].width} px)`, async () => {
    const { context, page } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
    try {
      await page.goto('/');
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await context.close();
    }
  });
});

describe('privacy of travel data', () => {
  let account: Account;
  beforeAll(async () => {
    account = await participantWithLogistics();
    // An organizer views the logistics table: the read is logged for this participant.
    await api('GET', `/api/admin/logistics?search=${encodeURIComponent(account.email)}`, undefined, organizerToken);
  });

  it('a participant downloads their data and sees when organizers viewed their logistics', async () => {
    const viewport = DEVICE_OF.participant;
    const portal = await newPage(browser, viewport, { bypassCSP: true, reducedMotion: 'reduce', acceptDownloads: true, ...signedIn(await signInToken(account)) });
    const portalErrors = collectPageErrors(portal.page);
    try {
      await portal.page.goto('/participant/dashboard');
      await openParticipantTab(portal.page, viewport, 'Profile');
      const card = portal.page.getByRole('region', { name: 'Your data' });
      await card.getByText('Organizers viewed your logistics on:').waitFor();
      expect(await card.getByRole('listitem').first().textContent()).toContain('(logistics table)');

      const [download] = await Promise.all([portal.page.waitForEvent('download'), card.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toBe('my-data.json');
      // The shared browser runs apart from the test: the file is saved here to be read back.
      const saved = join(tmpdir(), `my-data-${Date.now()}.json`);
      await download.saveAs(saved);
      const data = JSON.parse(await readFile(saved, 'utf8'));
      expect(data.account.email).toBe(account.email);
      expect(data.logistics).toMatchObject({ passportNumber: 'PD37577', dateOfBirth: '1997-05-06' });
      expect(data.logisticsReads[0].view).toBe('list');

      await card.scrollIntoViewIfNeeded();
      await stepSnapshot(portal.page, `privacy-${viewport}-your-data`);
      await expectNoSeriousViolations(portal.page, `privacy-${viewport}-portal`);
      expect(portalErrors).toEqual([]);
    } finally {
      await portal.context.close();
    }
  });

  it('an organizer previews the next retention purges and sees that read in the log', async () => {
    const viewport = DEVICE_OF.organizer;
    const admin = await newPage(browser, viewport, { bypassCSP: true, reducedMotion: 'reduce', ...signedIn(organizerToken) });
    const adminErrors = collectPageErrors(admin.page);
    try {
      await admin.page.goto('/admin/dashboard?tab=logistics');
      await admin.page.getByRole('heading', { level: 1, name: 'Logistics' }).waitFor();
      await admin.page.getByText('Privacy', { exact: true }).click();
      await admin.page.getByRole('heading', { name: 'Retention: what the next purges delete' }).waitFor();
      await admin.page.getByText(/deleted 30 days after the trek ends/).waitFor();
      await admin.page.getByText(/deleted 180 days after applications closed/).waitFor();
      await admin.page.getByText(/^Next purge /).first().waitFor();
      // The organizer's view of this participant's logistics, the participant named as they call themselves.
      const row = admin.page.getByRole('row').filter({ hasText: 'Priya Privacy' }).filter({ hasText: 'Dana' }).first();
      await row.waitFor();
      expect(await row.textContent()).toContain('Logistics table');
      await admin.page.waitForLoadState('networkidle');
      await stepSnapshot(admin.page, `privacy-${viewport}-purge-preview`);
      await expectNoSeriousViolations(admin.page, `privacy-${viewport}-admin`);
      expect(adminErrors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
