import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; the flags keep it off every network but loopback. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export type Viewport = keyof typeof VIEWPORTS;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys through jest (the global setup starts the stack).');
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** A page at `viewport` on the stack; `options` adds to the context's (e.g. `bypassCSP` for an accessibility check). */
export async function newPage(
  browser: Browser,
  viewport: Viewport = 'desktop',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Keeps a picture of where a journey stood, for the person reading a failure. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = new URL('../artifacts/', import.meta.url).pathname;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: true });
}
