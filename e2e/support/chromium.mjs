// Plain JavaScript: the journeys (support/browser.ts) and jest's global setup (stack-setup.mjs) both
// read it.

/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Keep it off every network but loopback. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where the global setup's browser listens; journeys connect to it instead of starting their own. */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS_ENDPOINT';
