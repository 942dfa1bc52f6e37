import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, newPage, snapshot, stepSnapshot } from '../support/browser.js';

/*
 * Every link to a landing section lands that section's heading just below the sticky
 * header, at a phone (through the ☰ menu) and a desktop width, and so does arriving at /#section.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const headerLinks = ['Introduction', 'Team', 'Itinerary', 'Speakers', 'Participants', 'Travel'] as const;
const footerLinks = ['Introduction', 'Itinerary', 'Speakers', 'Participants', 'Travel Info'] as const;
/** "Just below": the heading starts under the header, within the section's own top padding. */
const MAX_GAP_BELOW_HEADER_PX = 48;

const anchorOf = (name: string) => name.split(' ')[0]!.toLowerCase();

/**
 * Where the heading of `anchor` sits relative to the header's bottom edge, once scrolling has ended.
 * Another scroll (the menu's scroll lock letting go) can end before the link's smooth scroll does, so
 * this first waits, up to a deadline, for the heading to land; if it never does, the placement shows where it is.
 */
async function headingPlacement(page: Page, anchor: string) {
  await page
    .waitForFunction(
      ([id, maxGap]) => {
        const gap = document.getElementById(`${id}-heading`)!.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom;
        return gap >= 0 && gap <= maxGap;
      },
      [anchor, MAX_GAP_BELOW_HEADER_PX] as const,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return page.evaluate((id) => {
    const heading = document.getElementById(`${id}-heading`)!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    return { gap: heading.top - header.bottom, bottom: heading.bottom, viewport: window.innerHeight };
  }, anchor);
}

function expectJustBelowHeader(placement: { gap: number; bottom: number; viewport: number }) {
  expect(placement.gap).toBeGreaterThanOrEqual(0);
  expect(placement.gap).toBeLessThanOrEqual(MAX_GAP_BELOW_HEADER_PX);
  expect(placement.bottom).toBeLessThanOrEqual(placement.viewport);
}

type ScrollWatch = { scrollEnded?: boolean };

/**
 * How long the browser may take to report that a scroll has ended: a smooth scroll down the whole
 * page takes about a second. A ceiling, not a delay: a scroll that never started (or whose end the
 * browser did not report) leaves the wait, and the placement check that follows says where the
 * heading is, instead of the journey hanging until jest's timeout.
 */
const SCROLL_END_CEILING_MS = 10_000;

/** Notes the end of the next scroll (`scrollEnded`), in the page or, for a page still to load, in `page.addInitScript`. */
function watchNextScrollEnd() {
  const watch = window as unknown as ScrollWatch;
  watch.scrollEnded = false;
  document.addEventListener('scrollend', () => (watch.scrollEnded = true), { once: true });
}

async function scrollEnd(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as ScrollWatch).scrollEnded === true, undefined, { timeout: SCROLL_END_CEILING_MS })
    .catch(() => undefined);
}

/** Puts the page at its top or bottom at once, and waits until that scroll has ended. */
async function jumpTo(page: Page, where: 'top' | 'bottom') {
  await page.evaluate(watchNextScrollEnd);
  const moved = await page.evaluate((end) => {
    const target = end === 'top' ? 0 : document.documentElement.scrollHeight - window.innerHeight;
    if (Math.abs(window.scrollY - target) < 1) return false;
    window.scrollTo({ top: target, behavior: 'instant' });
    return true;
  }, where);
  if (moved) await scrollEnd(page);
}

/** From the top (or bottom) of the page, `follow` a link and wait for the smooth scroll it starts to end. */
async function scrollBy(page: Page, from: 'top' | 'bottom', follow: () => Promise<void>) {
  await jumpTo(page, from);
  await page.evaluate(watchNextScrollEnd);
  await follow();
  await scrollEnd(page);
}

/** The landing page with its content read (sections above a target have their final height). */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('#participants').getByText('Sample Participant Three').first().waitFor();
  await page.locator('#travel').getByRole('heading', { name: 'Hotel Addresses' }).waitFor();
}

describe.each(['mobile', 'desktop'] as const)('section links at %s width', (viewport) => {
  it(`at ${VIEWPORTS[viewport].width} px, each header link lands its section's heading just below the header`, async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await openLanding(page);
      for (const name of headerLinks) {
        await scrollBy(page, 'top', async () => {
          if (viewport === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('banner').getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name, exact: true }).click();
        });
        if (viewport === 'mobile') expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
        const placement = await headingPlacement(page, anchorOf(name));
        if (name === 'Speakers') await stepSnapshot(page, `section-links-${viewport}-speakers`);
        expectJustBelowHeader(placement);
      }
    } catch (error) {
      await snapshot(page, `section-links-${viewport}-header-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });

  it(`at ${VIEWPORTS[viewport].width} px, each footer quick link lands its section's heading just below the header`, async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await openLanding(page);
      for (const name of footerLinks) {
        await scrollBy(page, 'bottom', () => page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click());
        expectJustBelowHeader(await headingPlacement(page, anchorOf(name)));
      }
    } catch (error) {
      await snapshot(page, `section-links-${viewport}-footer-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });

  it(`at ${VIEWPORTS[viewport].width} px, opening /#speakers lands its heading just below the header once the content is in`, async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      // A shared link opened fresh: the scroll waits for the sections' content.
      await page.addInitScript(watchNextScrollEnd);
      await page.goto('/#speakers');
      await scrollEnd(page);
      expectJustBelowHeader(await headingPlacement(page, 'speakers'));
    } catch (error) {
      await snapshot(page, `section-links-${viewport}-arrival-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
