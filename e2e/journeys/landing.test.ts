import type { Place, PlaceType, PublicEdition } from '@trek/contracts';
import type { Browser, Page } from 'playwright-core';
import { api, currentEdition, registerOrganizer } from '../support/api.js';
import { seriousAccessibilityViolations } from '../support/accessibility.js';
import { VIEWPORTS, launchBrowser, newPage, snapshot, type Viewport } from '../support/browser.js';

/*
 * The landing page on the content service's demo content (SEED_DEMO_CONTENT is on in the stack):
 * every section at a phone (375 px) and a desktop (1280 px) width.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page at `viewport`. CSP is bypassed only so the accessibility check can inject axe-core. */
async function openLanding(viewport: Viewport): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport, { bypassCSP: true });
  return { page, close: () => context.close() };
}

const section = (page: Page, anchor: string) => page.locator(`section#${anchor}`);

describe('landing page', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`at ${VIEWPORTS[viewport].width} px, every section shows the demo content in the spec's order, and axe-core finds no serious or critical accessibility violation`, async () => {
      const { page, close } = await openLanding(viewport);
      try {
        await page.goto('/');
        const anchors = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((n) => n.id));
        expect(anchors).toEqual(['home', 'introduction', 'team', 'supporters', 'itinerary', 'speakers', 'places', 'participants', 'travel', 'auth', 'terms']);
        await expect(page.locator('#faqs').count()).resolves.toBe(1);

        const { year } = await currentEdition();
        await section(page, 'home').getByRole('heading', { name: `Mexico Trek ${year}` }).waitFor();
        expect(await section(page, 'home').getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/apply');
        await section(page, 'introduction').getByRole('heading', { name: 'Introduction' }).waitFor();
        await section(page, 'team').getByText('Sample Organizer One').waitFor();
        // Participants are not in "Who Are We?".
        expect(await section(page, 'team').getByText('Sample Participant Three').count()).toBe(0);
        await section(page, 'supporters').getByRole('img', { name: 'Sample Supporter A logo' }).waitFor();
        await section(page, 'itinerary').getByRole('heading', { name: 'Day 0 - Mexico City' }).waitFor();
        await section(page, 'speakers').getByText(`Sample Speaker ${year - 1}-1`).waitFor();
        await section(page, 'places').getByText('Sample City Walk').waitFor();
        await section(page, 'participants').getByText('Sample Participant Three').waitFor();
        await section(page, 'travel').getByRole('heading', { name: 'Hotel Addresses' }).waitFor();
        await page.locator('#faqs').getByRole('button', { name: 'How much does the trek cost?' }).waitFor();

        const edition = await api<PublicEdition>('GET', '/api/public/edition');
        await page.getByRole('contentinfo').getByRole('link', { name: edition.contactEmail }).waitFor();

        // The whole page, every section's content in place.
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      } catch (error) {
        await snapshot(page, `landing-sections-${viewport}-failure`);
        throw error;
      } finally {
        await close();
      }
    });
  }

  it('on a phone, cards, year tabs, the menu and the lightbox stay within their frames', async () => {
    const { page, close } = await openLanding('mobile');
    try {
      await page.goto('/');
      const team = section(page, 'team');
      await team.getByText('Sample Organizer Three').waitFor();
      // Each team card starts at the top of its row, whatever the length of its name and role.
      const photoTops = await team
        .getByRole('button')
        .evaluateAll((cards) => cards.slice(0, 3).map((card) => Math.round(card.querySelector(':scope > * > *')!.getBoundingClientRect().top)));
      expect(new Set(photoTops).size).toBe(1);

      const participants = section(page, 'participants');
      await participants.getByText('Sample Participant Three').waitFor();
      // No name or university spills past its card (the row's scroll area would cut it off).
      const spilling = await participants.getByRole('button', { name: /Sample Participant/ }).evaluateAll((cards) =>
        cards.flatMap((card) => [...card.querySelectorAll('p')].filter((text) => text.scrollWidth > text.clientWidth + 1).map((text) => text.textContent)),
      );
      expect(spilling).toEqual([]);
      // Cards wide enough to read: names and universities in full, broken only between words.
      const cards = await participants.getByRole('button', { name: /Sample Participant/ }).evaluateAll((buttons) =>
        buttons.map((card) => {
          const texts = [...card.querySelectorAll('p')];
          const wordsSplitAcrossLines = texts.flatMap((text) => {
            const node = text.firstChild!;
            const content = node.textContent ?? '';
            return [...content.matchAll(/\S+/g)].filter((word) => {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            }).map((word) => word[0]);
          });
          return {
            width: Math.round(card.getBoundingClientRect().width),
            cut: texts.filter((text) => text.scrollHeight > text.clientHeight + 1).map((text) => text.textContent),
            wordsSplitAcrossLines,
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.width).toBeGreaterThanOrEqual(96);
        expect(card).toMatchObject({ cut: [], wordsSplitAcrossLines: [] });
      }
      // The year tabs, "Coming Soon" included, stay on one row.
      const tabTops = await participants.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tabTops).size).toBe(1);

      await page.locator('section#places').getByRole('button', { name: 'View the photo of Sample City Walk' }).click();
      const viewer = page.getByRole('dialog', { name: 'Photo of Sample City Walk' });
      const photo = viewer.getByRole('img', { name: 'Sample City Walk' });
      await photo.waitFor();
      const [photoBox, viewerBox] = [await photo.boundingBox(), await viewer.boundingBox()];
      expect(photoBox!.x).toBeGreaterThan(viewerBox!.x);
      expect(photoBox!.x + photoBox!.width).toBeLessThan(viewerBox!.x + viewerBox!.width);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menuLink = page.getByRole('banner').getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Introduction' });
      await menuLink.waitFor();
      // The menu is opaque: the hero's text does not show through its links.
      const menuBackground = await menuLink.evaluate((link) => {
        for (let node: Element | null = link; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
        }
        return 'none';
      });
      expect(menuBackground).toMatch(/^rgb\(/);
    } catch (error) {
      await snapshot(page, 'landing-phone-layout-failure');
      throw error;
    } finally {
      await close();
    }
  });

  it('year tabs switch the itinerary, the speakers and the participants', async () => {
    const { page, close } = await openLanding('desktop');
    try {
      const { year } = await currentEdition();
      await page.goto('/');
      const itinerary = section(page, 'itinerary');
      await itinerary.getByRole('heading', { name: 'Day 0 - Mexico City' }).waitFor();
      await itinerary.getByRole('tab', { name: String(year - 2) }).click();
      await itinerary.getByRole('heading', { name: 'Day 2 - Puebla' }).waitFor();

      const speakers = section(page, 'speakers');
      await speakers.getByText(`Sample Speaker ${year - 1}-1`).waitFor();
      expect(await speakers.getByRole('tab', { name: new RegExp(`^${year}`) }).isDisabled()).toBe(true);
      await speakers.getByRole('tab', { name: String(year - 2) }).click();
      await speakers.getByText(`Sample Speaker ${year - 2}-1`).waitFor();

      const participants = section(page, 'participants');
      await participants.getByRole('tab', { name: String(year - 2) }).click();
      await participants.getByText('Sample Participant One').waitFor();
      await participants.getByRole('searchbox', { name: 'Search participants' }).fill('kenya');
      await participants.getByText('Sample Participant Four').waitFor();
      expect(await participants.getByText('Sample Participant One').count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'landing-year-tabs-failure');
      throw error;
    } finally {
      await close();
    }
  });

  it('a place filter without places shows its empty text, and All shows the gallery again', async () => {
    // Every demo place type has a place, so an organizer takes "Other" off its places for the
    // duration of this test and puts it back afterwards.
    const token = await registerOrganizer('Lena Landing');
    const emptied: PlaceType = 'Other';
    const places = await api<Place[]>('GET', '/api/admin/content/places', undefined, token);
    const ofType = places.filter((p) => p.types.includes(emptied));
    const { page, close } = await openLanding('desktop');
    try {
      for (const place of ofType) {
        await api('PATCH', `/api/admin/content/places/${place.id}`, { types: place.types.filter((t) => t !== emptied) }, token);
      }
      await page.goto('/');
      const gallery = section(page, 'places');
      await gallery.getByText('Sample City Walk').waitFor();
      // A chip's radio input is visually hidden; its label is what people click.
      const chip = (name: string) => gallery.locator('label', { hasText: new RegExp(`^${name}$`) });
      await chip(emptied).click();
      await gallery.getByText(`No ${emptied} places yet.`).waitFor();
      await chip('All').click();
      await gallery.getByText('Sample City Walk').waitFor();
    } catch (error) {
      await snapshot(page, 'landing-place-filter-failure');
      throw error;
    } finally {
      for (const place of ofType) await api('PATCH', `/api/admin/content/places/${place.id}`, { types: place.types }, token);
      await close();
    }
  });

  it('when the itinerary cannot be read, the spec error text and advice show', async () => {
    const { page, close } = await openLanding('desktop');
    try {
      // Faked on purpose: the content service cannot be made to fail for one read without
      // stopping it for every other journey, and this is the only read whose failure has its own text.
      await page.route('**/api/public/itinerary-days**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
      // The landing page arrives server-rendered with the itinerary; the browser reads it itself when
      // it comes to the landing page from another page, so the journey starts on /privacy.
      await page.goto('/privacy');
      await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Itinerary' }).click();
      const itinerary = section(page, 'itinerary');
      await itinerary.getByText('Failed to load itinerary data').waitFor();
      await itinerary.getByText('Please try refreshing the page or contact support if the issue persists.').waitFor();
    } catch (error) {
      await snapshot(page, 'landing-itinerary-error-failure');
      throw error;
    } finally {
      await close();
    }
  });
});
