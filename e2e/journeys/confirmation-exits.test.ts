import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, newPage, snapshot, type Viewport } from '../support/browser.js';
import { currentEdition } from '../support/api.js';
import { collectPageErrors } from '../support/portal.js';

/*
 * Every way out of /apply/confirmation ends on the landing page, not on "Application Error". Each one,
 * in Chromium with its confetti (motion allowed), must open the landing page; the way to the FAQ must
 * show the FAQ, below the sticky header. The ways take turns between a phone (375 px) and a desktop
 * (1280 px) width, the first on a phone.
 */

const REFERENCE = 'MT26-E2EX-IT11';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Exit = { name: string; leave: (page: Page) => Promise<void>; hash: string };

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save Your Reference Number' });

const exits: Exit[] = [
  {
    name: 'the header’s Go Back Home → Continue to Home',
    hash: '',
    leave: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Go Back Home' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Continue to Home' }).click();
    },
  },
  {
    name: 'the footer’s Travel Info → Continue to Home',
    hash: '#travel',
    leave: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Travel Info' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Continue to Home' }).click();
    },
  },
  {
    name: 'Copy Reference, then Go to Homepage (no question asked once copied)',
    hash: '',
    leave: async (page) => {
      await page.getByRole('button', { name: 'Copy Reference', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Copied!' }).waitFor();
      await page.getByRole('button', { name: 'Go to Homepage' }).click();
    },
  },
  {
    name: 'Go to Homepage → Continue to Home',
    hash: '',
    leave: async (page) => {
      await page.getByRole('button', { name: 'Go to Homepage' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Continue to Home' }).click();
    },
  },
  {
    name: 'View FAQ → Continue to FAQ',
    hash: '#faqs',
    leave: async (page) => {
      await page.getByRole('button', { name: 'View FAQ' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Continue to FAQ' }).click();
    },
  },
  {
    name: 'Go to Homepage → Copy Reference First',
    hash: '',
    leave: async (page) => {
      await page.getByRole('button', { name: 'Go to Homepage' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Copy Reference First' }).click();
    },
  },
];

/** Waits (up to a deadline) for the FAQ's top to sit on screen below the header, then checks it does. */
async function faqInView(page: Page) {
  const placement = () =>
    page.evaluate(() => {
      const faq = document.getElementById('faqs')?.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect();
      return faq ? { belowHeader: faq.top - header.bottom, viewport: window.innerHeight, top: faq.top } : null;
    });
  await page
    .waitForFunction(
      () => {
        const faq = document.getElementById('faqs')?.getBoundingClientRect();
        return faq !== undefined && faq.top >= document.querySelector('header')!.getBoundingClientRect().bottom && faq.top < window.innerHeight / 2;
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const where = await placement();
  expect(where).not.toBeNull();
  expect(where!.belowHeader).toBeGreaterThanOrEqual(0);
  expect(where!.top).toBeLessThan(where!.viewport / 2);
}

describe('leaving the application confirmation', () => {
  for (const [index, exit] of exits.entries()) {
    const viewport: Viewport = index % 2 === 0 ? 'mobile' : 'desktop';
    it(`${exit.name} opens the landing page (${VIEWPORTS[viewport].width} px)`, async () => {
      const { context, page } = await newPage(browser, viewport, { permissions: ['clipboard-read', 'clipboard-write'] });
      const pageErrors = collectPageErrors(page);
      try {
        await page.goto(`/apply/confirmation?ref=${REFERENCE}`);
        await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
        await exit.leave(page);

        const { year } = await currentEdition();
        await page.locator('section#home').getByRole('heading', { name: `Mexico Trek ${year}` }).waitFor();
        const url = new URL(page.url());
        expect(url.pathname + url.hash).toBe(`/${exit.hash}`);
        expect(await page.getByText('Application Error').count()).toBe(0);
        if (exit.hash === '#faqs') await faqInView(page);
        if (exit.name.includes('Copy Reference')) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REFERENCE);
        expect(pageErrors.filter((error) => /is not a function|Application Error/.test(error))).toEqual([]);
      } catch (error) {
        await snapshot(page, `confirmation-exit-${viewport}-failure`);
        if (pageErrors.length > 0) console.error(`Page errors (confirmation exit, ${viewport}):\n${pageErrors.join('\n')}`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});
