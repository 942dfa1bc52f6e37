import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH, PHONE_USER_AGENT, SHARED_BROWSER_ENV } from './chromium.mjs';

const ACTION_CEILING_MS = 60_000;

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export type Viewport = keyof typeof VIEWPORTS;

/**
 * The width a journey through a flow opens each person's pages at: the device they mostly use.
 * A flow runs once, each person at their own width; what differs by width (the header and its
 * menu, the bottom bar, each screen's layout) is checked at both by the layout journeys and the
 * accessibility sweeps, which open every screen at 375 and at 1280 px.
 */
export const DEVICE_OF = {
  organizer: 'desktop',
  participant: 'mobile',
  applicant: 'mobile',
  visitor: 'mobile',
} as const satisfies Record<string, Viewport>;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through jest (the global setup starts the stack).');
  return url;
}

/**
 * The browser a journey file drives. Under jest it is the one Chromium the global setup started,
 * connected to (closing it closes this file's contexts only): starting and stopping Chromium for
 * each file took ~15 s on a busy machine. Outside jest, a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const sharedBrowser = process.env[SHARED_BROWSER_ENV];
  if (sharedBrowser) return chromium.connect(sharedBrowser);
  return chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * A page at `viewport` on the stack; `options` adds to the context's (e.g. `bypassCSP` for an
 * accessibility check). The portal's service worker is blocked unless a journey allows it
 * (`serviceWorkers: 'allow'`, the offline trip card's): installing it costs a portal page opened in
 * a new context ~0.4 s of Chromium's CPU (3.2 s against 2.8 s), and the portal works online without it.
 */
export async function newPage(
  browser: Browser,
  viewport: Viewport = 'desktop',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport === 'mobile' ? { userAgent: PHONE_USER_AGENT } : {};
  // An English browser unless a journey asks otherwise (`locale: 'es-MX'`): the site follows the browser's language.
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'en-US',
    serviceWorkers: 'block',
    ...phone,
    ...options,
  });
  // A ceiling for each wait and action, not a delay: on a busy machine opening a page alone took
  // ~20 s, close to Playwright's default of 30 s.
  context.setDefaultTimeout(ACTION_CEILING_MS);
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await waitForLazyPartsHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    await waitForLazyPartsHydrated(page);
    return response;
  };
  return { context, page };
}

/**
 * A server-rendered public page, arrived at (`goto`, `reload`), shows its parts below the first
 * screen (the landing's sections, the footer) before their lazily loaded code arrives: it comes as
 * each nears the screen, or once the visitor has done something (web's `hydrate-near-screen.ts`),
 * and React drops a click on a part it has not hydrated yet, as it would a person's. So an arrival
 * moves the mouse, as a person at the page does, and waits until React has taken over those parts
 * (it attaches its props to the DOM nodes it hydrates). Pages without such parts return at once.
 */
async function waitForLazyPartsHydrated(page: Page): Promise<void> {
  // Two points: the mouse keeps its place across navigations, and a move to where it is sends no event.
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => {
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    // Each section's content (inside its boundary) and the footer: they hydrate in no fixed order.
    const parts = [...document.querySelectorAll('main section[id] > :first-child'), document.querySelector('footer')];
    return parts.every((part) => !part || hydrated(part));
  });
}

/**
 * Context options that open the site (the stack's, or the one at `site`) signed in with `token`, as
 * the sign-in form leaves the browser (the token in localStorage), without loading a page first to
 * store it: for a page whose journey is not about signing in (the journeys that follow a person
 * signing in use the form).
 */
export function signedIn(token: string, site = baseUrl()): Pick<BrowserContextOptions, 'storageState'> {
  return { storageState: { cookies: [], origins: [{ origin: new URL(site).origin, localStorage: [{ name: 'authToken', value: token }] }] } };
}

/** Keeps a picture of where a journey stood, for the person reading a failure. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = new URL('../artifacts/', import.meta.url).pathname;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true });
}

/**
 * A picture of a step a passing journey reached, for a person checking its layout by eye: taken
 * only when E2E_SNAPSHOTS=1. No assertion reads it, and a full-page screenshot lays out and paints
 * the whole page again in Chromium. A failure's picture (`snapshot`) is always taken.
 */
export async function stepSnapshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SNAPSHOTS === '1') await snapshot(page, name);
}
