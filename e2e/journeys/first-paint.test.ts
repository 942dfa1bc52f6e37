import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';

/*
 * A server-rendered page paints from its HTML and stylesheets alone; its boot script asks for the
 * app's scripts once the browser has recorded that paint, so that on a phone's link they never
 * share the link with what the first paint waits for.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** When, from the navigation's start, the page painted first and asked for its first app script. */
interface FirstVisit {
  firstContentfulPaintMs: number;
  firstAppScriptMs: number;
}

describe('a server-rendered page', () => {
  const VISITS = 5;
  for (const path of ['/', '/apply']) {
    it(`${path} asks for the app's scripts only after its first contentful paint, on each of ${VISITS} first visits`, async () => {
      const visits: FirstVisit[] = [];
      for (let visit = 0; visit < VISITS; visit += 1) {
        const { context, page } = await newPage(browser, 'mobile');
        try {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          visits.push(
            await page.evaluate(() => {
              const paint = performance.getEntriesByName('first-contentful-paint')[0];
              // The boot script and its own chunk come with the HTML; the locale data's worker starts beside the paint.
              const appScripts = performance
                .getEntriesByType('resource')
                .filter(({ name }) => /\/assets\/[^/]+\.js$/.test(name) && !/\/assets\/(boot|intl-warm-up)/.test(name));
              return { firstContentfulPaintMs: paint?.startTime ?? Number.NaN, firstAppScriptMs: Math.min(...appScripts.map(({ startTime }) => startTime)) };
            }),
          );
        } finally {
          await context.close();
        }
      }
      for (const { firstContentfulPaintMs, firstAppScriptMs } of visits) {
        expect(Number.isFinite(firstAppScriptMs)).toBe(true);
        expect(firstAppScriptMs).toBeGreaterThanOrEqual(firstContentfulPaintMs);
      }
    });
  }
});
