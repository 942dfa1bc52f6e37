import type { IncomingHttpHeaders } from 'node:http';

/** Phones' user agents: iPhone and iPod, and Android's and every other browser's "Mobile" token. */
const PHONE_USER_AGENT = /\b(iPhone|iPod|Mobile)\b/i;

/**
 * Whether to server-render the phone layout (below 768 px): the server cannot measure the
 * screen, so it goes by what the browser says it is. Chromium's Sec-CH-UA-Mobile hint, else the
 * user agent; tablets (no "Mobile") get the desktop layout, as their screens are 768 px or wider.
 */
export function guessPhoneLayout(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  return PHONE_USER_AGENT.test(headers['user-agent'] ?? '');
}
