import type { Browser, Page } from 'playwright-core';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { api, uniqueEmail } from '../support/api.js';
import { DEVICE_OF, baseUrl, launchBrowser, newPage, snapshot, stepSnapshot } from '../support/browser.js';
import { capturedEmail } from '../support/mail.js';
import { registerOrganizerThroughForm } from '../support/portal.js';

/*
 * Organizers hear about new applications by default. A new organizer registers in the
 * browser, through Member Access → Organizer Setup with the setup key (no
 * ORGANIZER_NOTIFICATION_EMAILS needed), an applicant applies, and the organizer's notice is in the
 * captured mail with the link to their settings; the organizer opens My Profile → Email
 * notifications from it, then the application from the notice's other link. On a desktop, with the
 * accessibility check (organizer-dashboard's sweep checks every organizer tab on a phone too).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousAccessibilityViolations(page) }).toEqual({ where, violations: [] });
}

const application = (lastName: string) => ({
  firstNames: 'Nora',
  lastName,
  universityEmail: uniqueEmail('nora'),
  phone: '+52 55 1234 5678',
  affiliation: 'MBA 2027, Wharton',
  interest250: 'I want to see Mexico beyond the headlines.',
  goals250: 'Build a company that works on both sides of the border.',
  favoriteFood: 'Mole poblano',
  passportValid: 'YES',
  passportCountry: 'Mexico',
  commitment: 'COMMITTED',
  significantOther: 'NO',
});

describe('organizer notifications', () => {
  it('a new organizer registers, an applicant applies, the notice reaches the organizer and links to their settings and to the application', async () => {
    const organizer = { fullName: 'Olivia Notices', email: uniqueEmail('organizer'), password: 'organizer pass 2026' };
    const { context, page } = await newPage(browser, DEVICE_OF.organizer, { bypassCSP: true, reducedMotion: 'reduce' });
    try {
      await registerOrganizerThroughForm(page, organizer);
      await page.waitForURL('**/admin/dashboard');
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      expect(token).toEqual(expect.any(String));

      const { ref } = await api<{ ref: string }>('POST', '/api/applications', application(`Notice${Date.now()}`));
      // Headers of a message to many organizers are folded over lines: unfolded, To is one line.
      const notice = await capturedEmail(`new-application-${ref}`);
      expect(notice.to).toContain(organizer.email.toLowerCase());
      expect(notice.subject).toContain(`New application ${ref}`);
      const settingsLink = /Change which emails you get: (\S+)/.exec(notice.text)?.[1];
      expect(settingsLink).toBe(`${baseUrl()}/admin/dashboard?tab=my-profile`);

      await page.goto(settingsLink!);
      const section = page.getByRole('region', { name: 'Email notifications' });
      await section.getByRole('radiogroup', { name: /New application/ }).getByRole('radio', { name: 'Immediately' }).waitFor();
      expect(await section.getByRole('radiogroup', { name: /New application/ }).getByRole('radio', { name: 'Immediately' }).isChecked()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await expectAccessible(page, 'My Profile, email notifications');
      await stepSnapshot(page, 'organizer-notifications-settings');

      await section.getByRole('radiogroup', { name: /Feedback received/ }).getByRole('radio', { name: 'Daily digest' }).check();
      await section.getByRole('button', { name: 'Save email settings' }).click();
      await page.getByText('Email settings saved').waitFor();
      const saved = await api<Record<string, string>>('GET', '/api/admin/notification-settings', undefined, token!);
      expect(saved['feedback-received']).toBe('digest');

      const applicationLink = /Review it in the organizer dashboard: (\S+)/.exec(notice.text)?.[1];
      expect(applicationLink).toMatch(new RegExp(`^${baseUrl()}/admin/dashboard\\?tab=applications&application=[0-9a-f]{24}$`));
      await page.goto(applicationLink!);
      await page.getByRole('dialog').getByText(ref).first().waitFor();
    } catch (error) {
      await snapshot(page, 'organizer-notifications-failure');
      throw error;
    } finally {
      await context.close();
    }
  });
});
