// Plain JavaScript: the journeys (support/browser.ts) and jest's global setup (stack-setup.mjs) both
// read it.

/**
 * Debian's Chromium headless shell, unless CHROMIUM_HEADLESS_SHELL_PATH names another: the same
 * engine without the full browser's window machinery, a third less CPU for the same journeys
 * (npm test installs it).
 */
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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

/**
 * What a phone's browser calls itself (Chrome on Android, as Lighthouse's phone does): the gateway
 * server-renders the phone layout for it, as it does for a real phone.
 */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** Where the global setup's browser listens; journeys connect to it instead of starting their own. */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS_ENDPOINT';
