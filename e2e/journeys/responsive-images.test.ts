import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, newPage, snapshot, type Viewport } from '../support/browser.js';

/* The landing page's images on the demo content (SEED_DEMO_CONTENT is on in the stack). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface ImageAttributes {
  src: string;
  srcset: string | null;
  sizes: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
}

describe('responsive images on the landing page', () => {
  for (const viewport of ['mobile', 'desktop'] as Viewport[]) {
    it(`at ${VIEWPORTS[viewport].width} px, every content image offers its WebP widths and reserves its box, lazily`, async () => {
      const { context, page } = await newPage(browser, viewport);
      try {
        await page.goto('/');
        // Sections further down render their content once reached.
        for (const anchor of ['team', 'places', 'supporters']) await page.locator(`section#${anchor}`).scrollIntoViewIfNeeded();
        await page.locator('section#supporters img').first().waitFor({ state: 'attached' });
        const images = await page.$$eval('main img', (elements) =>
          elements.map((image) => ({
            src: image.getAttribute('src') ?? '',
            srcset: image.getAttribute('srcset'),
            sizes: image.getAttribute('sizes'),
            width: image.getAttribute('width'),
            height: image.getAttribute('height'),
            loading: image.getAttribute('loading'),
          })),
        );
        const content = images.filter((image: ImageAttributes) => /^\/(demo|media)\//.test(image.src));
        expect(content.length).toBeGreaterThan(3);
        for (const image of content) {
          expect(image).toMatchObject({ srcset: expect.stringMatching(/\.w320\.webp 320w, .*\.w640\.webp 640w/), sizes: expect.any(String), loading: 'lazy' });
          expect(Number(image.width)).toBeGreaterThan(0);
          expect(Number(image.height)).toBeGreaterThan(0);
        }
        const candidate = content[0]!.srcset!.split(',')[0]!.trim().split(' ')[0]!;
        const served = await page.request.get(candidate);
        expect(served.status()).toBe(200);
        expect(served.headers()['content-type']).toBe('image/webp');
      } catch (error) {
        await snapshot(page, `responsive-images-${viewport}-failure`);
        throw error;
      } finally {
        await context.close();
      }
    });
  }
});
