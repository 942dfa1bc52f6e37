import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, newPage, snapshot } from '../support/browser.js';

/*
 * The places lightbox shows the demo content's SVG photos at a real size, not 0 by 0. Opened from the
 * gallery at a phone (375 px) and a desktop (1280 px) width, the photo fills a good part of the screen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['mobile', 'desktop'] as const)('the places lightbox at %s width', (viewport) => {
  it(`shows the sample SVG photo at a visible size, within the screen (${VIEWPORTS[viewport].width} px)`, async () => {
    const { context, page } = await newPage(browser, viewport);
    try {
      await page.goto('/');
      await page.locator('section#places').getByRole('button', { name: 'View the photo of Sample City Walk' }).click();
      const photo = page.getByRole('dialog', { name: 'Photo of Sample City Walk' }).getByRole('img', { name: 'Sample City Walk' });
      await photo.waitFor();
      const box = await photo.boundingBox();
      const { width, height } = VIEWPORTS[viewport];
      expect(box).not.toBeNull();
      expect(box!.width).toBeGreaterThanOrEqual(Math.min(0.8 * width, 480) - 1);
      expect(box!.height).toBeGreaterThan(100);
      expect(box!.width).toBeLessThanOrEqual(width);
      expect(box!.height).toBeLessThanOrEqual(height);
    } catch (error) {
      await snapshot(page, `places-lightbox-${viewport}-failure`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
