import type { Browser } from 'playwright-core';
import { createParticipant, registerOrganizer, signInToken } from '../support/api.js';
import { launchBrowser, newPage, signedIn, snapshot } from '../support/browser.js';

/*
 * The participant portal's bottom bar on a phone (375 px): whichever tab is open, its label stays
 * on one line, as the others do (a label that grows when marked open must not break mid-word).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TABS = ['Profile', 'Logistics', 'WhatsApp', 'Updates', 'Transfer', 'Trip card'] as const;

it('when a participant opens each tab from the bottom bar, then the open tab’s label keeps to one line', async () => {
  const organizerToken = await registerOrganizer('Bea Bar');
  const participant = await createParticipant(organizerToken, 'Nina Navigation');
  const { context, page } = await newPage(browser, 'mobile', signedIn(await signInToken(participant)));
  try {
    await page.goto('/participant/dashboard');
    const bar = page.getByRole('navigation', { name: 'Participant portal sections' });
    await bar.waitFor();
    for (const tab of TABS) {
      const link = bar.getByRole('link', { name: tab });
      await link.click();
      await page.waitForFunction((name) => document.querySelector(`nav[aria-label="Participant portal sections"] a[aria-current="page"]`)?.textContent === name, tab);
      const lines = await link.locator('span').evaluate((label) => {
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
        return Math.round(label.getBoundingClientRect().height / lineHeight);
      });
      expect({ tab, lines }).toEqual({ tab, lines: 1 });
    }
  } catch (error) {
    await snapshot(page, 'participant-bottom-bar-failure');
    throw error;
  } finally {
    await context.close();
  }
});
