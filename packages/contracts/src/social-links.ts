import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use.js';

/** The networks a person can link, and where a bare handle of theirs lives. */
const HANDLE_PROFILE_URL = {
  linkedin: (handle: string) => `https://www.linkedin.com/in/${handle}`,
  instagram: (handle: string) => `https://www.instagram.com/${handle}`,
  twitter: (handle: string) => `https://x.com/${handle}`,
  facebook: (handle: string) => `https://www.facebook.com/${handle}`,
  tiktok: (handle: string) => `https://www.tiktok.com/@${handle}`,
  threads: (handle: string) => `https://www.threads.net/@${handle}`,
} as const;
export type SocialNetwork = keyof typeof HANDLE_PROFILE_URL;

/** `@name` or `name`: letters, digits, dot, dash and underscore, so it can only become a path on the network's own site. */
const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;
const httpsUrl = builtOnFirstUse(() => z.url({ protocol: /^https$/ }));

export const isHttpsUrl = (value: string): boolean => httpsUrl.safeParse(value).success;
export const isSocialHandle = (value: string): boolean => HANDLE.test(value);

/**
 * Where a stored social value links to: an https URL as it is, a handle on its network's site,
 * anything else (a value stored before these rules, such as `//elsewhere.example`) nowhere.
 */
export function socialLinkHref(network: SocialNetwork, value: string): string | null {
  const trimmed = value.trim();
  if (isHttpsUrl(trimmed)) return trimmed;
  const handle = HANDLE.exec(trimmed)?.[1];
  return handle ? HANDLE_PROFILE_URL[network](handle) : null;
}
