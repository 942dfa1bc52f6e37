import type { PublicParticipantProfile } from '@trek/contracts';
import type { Browser, Page } from 'playwright-core';
import { api, createParticipant, currentEdition, registerOrganizer, updateEdition } from '../support/api.js';
import { VIEWPORTS, launchBrowser, newPage, snapshot, stepSnapshot, type Viewport } from '../support/browser.js';
import { setPasswordLinkMailedTo } from '../support/mail.js';
import { solidPng } from '../support/png.js';
import { collectPageErrors, openParticipantTab, signInThroughForm } from '../support/portal.js';

/*
 * A participant sets up everything in their portal (profile with photo, logistics, WhatsApp),
 * appears on the landing page, sends feedback and finally transfers the spot: they are signed out,
 * the recipient signs in with an account of their own, and the former holder, signing in again,
 * sees their own information read-only. The holder on a phone (375 px), the recipient on a desktop
 * (1280 px); every portal tab at both widths is in organizer-dashboard's accessibility sweep.
 */

const GROUP_LINK = 'https://chat.whatsapp.com/E2eJourneyInvite';

let browser: Browser;
let organizerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  organizerToken = await registerOrganizer('Paco Portal');
  // What an organizer does before the portal opens: share the group invite, and a transfer
  // deadline that is still ahead (the demo edition's may already have passed).
  await updateEdition(organizerToken, { whatsappGroupUrl: GROUP_LINK, transferDeadline: '2099-02-01T23:59:59.999Z' });
});
afterAll(async () => {
  await browser.close();
});

const setup = (page: Page) => page.getByRole('region', { name: 'Your trek setup' });

async function completeProfile(page: Page, person: { firstName: string; lastName: string }) {
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Program').fill('MBA 2027');
  await page.getByLabel('University').fill('Harvard Business School');
  // Also on last year's trek: the public participants section opens on that cohort.
  const { year } = await currentEdition();
  await page.getByRole('checkbox', { name: String(year - 1) }).check();
  await page.getByLabel('Bio').fill(`${person.firstName} is an MBA candidate who builds clean-energy companies in Latin America.`);

  await page.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: solidPng(900, 700) });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await crop.waitFor();
  await crop.getByRole('button', { name: 'Upload', exact: true }).click();
  await crop.waitFor({ state: 'hidden' });
  await page.getByRole('img', { name: 'Your current profile photo' }).waitFor();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByRole('button', { name: 'Save Profile' }).waitFor();
}

async function completeLogistics(page: Page, legalName: string, email: string) {
  const stepHeading = (name: string) => page.getByRole('heading', { name, level: 3, exact: true });
  const next = async (label: string, nextStep: string) => {
    await page.getByRole('button', { name: label, exact: true }).click();
    // The next step shows only once the server saved this one.
    await stepHeading(nextStep).waitFor();
  };

  await stepHeading('Personal Info').waitFor();
  await page.getByLabel('Full legal name').fill(legalName);
  await page.getByLabel('Preferred name').fill(legalName.split(' ')[0]!);
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('radio', { name: 'Harvard', exact: true }).check();
  await page.getByLabel('Emergency contact name').fill('Carmen López');
  await page.getByLabel('Relation to you').fill('Sister');
  await page.getByLabel('Emergency contact phone').fill('+1 617 555 0142');
  await next('Next', 'Travel Documents');

  await page.getByLabel('Passport nationality').fill('Mexico');
  await page.getByLabel('Passport number').fill('G12345678');
  await page.getByLabel('Date of birth').fill('1996-04-12');
  await next('Next', 'Accommodation');

  await page.getByRole('radio', { name: 'Random roommate' }).check();
  await page.getByLabel("Roommate's name (or N/A)").fill('N/A');
  await next('Next', 'Dietary Needs');

  await page.getByLabel('Dietary preferences').fill('Vegetarian');
  await next('Next', 'Day 0 Decision');

  await page.getByRole('radio', { name: 'Join Day 0', exact: true }).check();
  await page.getByRole('radio', { name: 'Xochimilco' }).check();
  await next('Review & Complete', 'Review & Complete');

  await page.getByRole('button', { name: 'Finalize Submission' }).click();
  await page.getByRole('region', { name: 'Completion' }).getByText('Submitted', { exact: true }).waitFor();
}

describe('the participant portal', () => {
  const viewport: Viewport = 'mobile';
  const recipientViewport: Viewport = 'desktop';
  const width = VIEWPORTS[viewport].width;
  const person = { firstName: 'Marisol', lastName: `Portal${width}x${Date.now()}` };

  it(`a participant on a phone (${width} px) completes profile, logistics and WhatsApp, shows on the landing page, sends feedback and transfers the spot to someone who signs in on a desktop (${VIEWPORTS[recipientViewport].width} px)`, async () => {
    const account = await createParticipant(organizerToken, `${person.firstName} ${person.lastName}`);
    const { context, page } = await newPage(browser, viewport);
    const pageErrors = collectPageErrors(page);
    try {
      await signInThroughForm(page, account.email, account.password);
      await page.waitForURL('**/participant/dashboard**');
      await page.getByRole('heading', { name: `Welcome, ${account.fullName}!` }).waitFor();
      await setup(page).getByText('0% complete', { exact: true }).waitFor();

      // Profile, with a photo through the crop dialog; the reload shows what the server kept.
      await completeProfile(page, person);
      await page.reload();
      await page.getByText('100% Complete', { exact: true }).waitFor();
      expect(await page.getByLabel('Last Name').inputValue()).toBe(person.lastName);
      expect(await page.getByRole('img', { name: 'Your current profile photo' }).getAttribute('src')).toMatch(/^\/media\/\d{4}\/[0-9a-f]{32}-\d+x\d+\.png$/);

      // Logistics: the six steps, then finalize.
      await openParticipantTab(page, viewport, 'Logistics');
      await completeLogistics(page, `${person.firstName} ${person.lastName}`, account.email);
      await page.reload();
      const logisticsProgress = page.getByRole('region', { name: 'Completion' });
      await logisticsProgress.getByText('100% complete', { exact: true }).waitFor();
      await logisticsProgress.getByText('Submitted', { exact: true }).waitFor();

      // WhatsApp: the organizers' invite, then the one-way confirmation.
      await openParticipantTab(page, viewport, 'WhatsApp');
      expect(await page.getByRole('link', { name: 'Open the WhatsApp group in a new tab' }).getAttribute('href')).toBe(GROUP_LINK);
      await page.getByRole('checkbox', { name: 'I have joined the Mexico Trek WhatsApp group' }).check();
      await page.getByRole('button', { name: "Confirm I've Joined" }).click();
      await page.getByText("You're in the WhatsApp group").waitFor();
      await page.reload();
      await page.getByText("You're in the WhatsApp group").waitFor();
      await setup(page).getByText('100% complete', { exact: true }).waitFor();
      await setup(page).getByText(/Congratulations!/).waitFor();

      // The public participants section shows the card (last year's cohort is the section's default tab).
      const landing = await context.newPage();
      await landing.goto('/');
      const participants = landing.locator('section#participants');
      await participants.getByRole('searchbox', { name: 'Search participants' }).fill(person.lastName);
      await participants.getByText(`${person.firstName} ${person.lastName}`).waitFor();
      await participants.getByText('Harvard Business School').first().waitFor();
      // The server's `/` links the landing's stylesheet only; for a signed-in visitor, whom the app
      // serves, the boot script links the app's others before the app renders.
      const appOnlyStyles = await landing.evaluate(() => (JSON.parse(document.getElementById('trek-app-scripts')?.textContent ?? '{}') as { signedIn?: { styles?: string[] } }).signedIn?.styles ?? []);
      expect(appOnlyStyles).not.toHaveLength(0);
      const linkedStyles = await landing.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])));
      for (const href of appOnlyStyles) expect(linkedStyles).toContain(href);
      await landing.close();

      // Feedback, listed as New after a reload.
      const subject = `Airport pickup ${width}`;
      await openParticipantTab(page, viewport, 'Updates');
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Message').fill('Is there a shuttle from the airport on arrival day?');
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await page.getByRole('heading', { name: subject }).waitFor();
      await page.reload();
      const feedback = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
      await feedback.getByText('New', { exact: true }).waitFor();

      // The spot transfer: every box ticked (no password is shared: the recipient gets their own sign-in link).
      await openParticipantTab(page, viewport, 'Transfer');
      for (const item of [
        'I have found an eligible person to take my spot',
        'They have agreed to take the spot',
        'I understand they will get their own sign-in link by email (I do not share my password)',
        'I have informed the organizers',
        'I understand that this transfer is final: my spot goes to the recipient, I am signed out, and my information is kept read-only.',
      ]) {
        await page.getByRole('checkbox', { name: item }).check();
      }
      const recipientEmail = `next.${account.email}`;
      await page.getByLabel('Recipient email (optional)').fill(recipientEmail);
      await page.getByRole('button', { name: 'Confirm Transfer' }).click();
      await page.getByText('Transfer Completed Successfully').waitFor();
      // The former holder is signed out at once: the session ended on the server and on this device.
      await page.waitForURL((url) => !url.pathname.startsWith('/participant'));
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
      // Signed out, the portal's address shows the Access Denied card with the way to sign in.
      await page.goto('/participant/dashboard');
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByRole('link', { name: 'Go to Sign In' }).waitFor();

      // The recipient signs in with an account of their own, from the link emailed to them: a fresh portal.
      const { url } = await setPasswordLinkMailedTo(recipientEmail, new Set());
      const recipient = await newPage(browser, recipientViewport);
      try {
        const next = recipient.page;
        await next.goto(url);
        const form = next.getByRole('form', { name: 'Set password form' });
        await form.getByLabel(/^New password(?! again)/).fill('the recipient chose this');
        await form.getByLabel(/^New password again/).fill('the recipient chose this');
        await form.getByRole('button', { name: 'Set password and sign in' }).click();
        await next.waitForURL('**/participant/dashboard**');
        await setup(next).getByText('0% complete', { exact: true }).waitFor();
        expect(await next.getByLabel('Last Name').inputValue()).toBe('');
        await openParticipantTab(next, recipientViewport, 'Transfer');
        await next.getByText('You received this spot by transfer; a spot received by transfer cannot be transferred again.').waitFor();
        expect(await next.getByRole('button', { name: 'Confirm Transfer' }).count()).toBe(0);
        await stepSnapshot(next, `participant-portal-${recipientViewport}-recipient`);
      } finally {
        await recipient.context.close();
      }

      // The former holder signs in again: their own information, read-only, and the transfer completed.
      await signInThroughForm(page, account.email, account.password);
      await page.waitForURL('**/participant/dashboard**');
      await page.getByText('You transferred your spot', { exact: true }).waitFor();
      expect(await page.getByLabel('Last Name').inputValue()).toBe(person.lastName);
      expect(await page.getByLabel('Last Name').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save Profile' }).isDisabled()).toBe(true);
      // Their own account stays theirs: the data download still works.
      expect(await page.getByRole('button', { name: 'Download my data' }).isDisabled()).toBe(false);
      await openParticipantTab(page, viewport, 'Transfer');
      await page.getByRole('heading', { name: 'Transfer Completed' }).waitFor();
      await stepSnapshot(page, `participant-portal-${viewport}-former-holder`);
      // No longer on the trek: their card leaves the public directory.
      const directory = await api<PublicParticipantProfile[]>('GET', '/api/public/participant-profiles');
      expect(directory.map((profile) => profile.lastName)).not.toContain(person.lastName);
    } catch (error) {
      await snapshot(page, `participant-portal-${viewport}-failure`);
      if (pageErrors.length > 0) console.error(`Page errors at ${width} px:\n${pageErrors.join('\n')}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
