/**
 * Spec 4: the Instagram, Twitter, Facebook, TikTok and Threads handles are also kept in the
 * browser, and on load fill whatever the server has blank. The key names the signed-in user, so a
 * shared browser never offers one participant's handles to another.
 */
export const MIRRORED_SOCIALS = ['instagram', 'twitter', 'facebook', 'tiktok', 'threads'] as const;
export type MirroredSocial = (typeof MIRRORED_SOCIALS)[number];
export type MirroredSocials = Record<MirroredSocial, string>;

export const socialMediaStorageKey = (userId: string) => `profile-social-media:${userId}`;

/** What this browser kept; blanks for anything missing or unreadable. */
export function readStoredSocials(userId: string): MirroredSocials {
  const stored: MirroredSocials = { instagram: '', twitter: '', facebook: '', tiktok: '', threads: '' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(socialMediaStorageKey(userId)) ?? '{}');
  } catch {
    return stored;
  }
  if (typeof parsed !== 'object' || parsed === null) return stored;
  for (const network of MIRRORED_SOCIALS) {
    const value = (parsed as Record<string, unknown>)[network];
    if (typeof value === 'string') stored[network] = value;
  }
  return stored;
}

export function storeSocials(userId: string, socials: MirroredSocials): void {
  try {
    window.localStorage.setItem(socialMediaStorageKey(userId), JSON.stringify(socials));
  } catch {
    // Storage full or disabled: the server copy is the one that counts, so the mirror is skipped.
  }
}

/** The server's value wins; the stored one fills a blank. */
export function mergeSocials(server: MirroredSocials, stored: MirroredSocials): MirroredSocials {
  const merged = { ...server };
  for (const network of MIRRORED_SOCIALS) {
    if (server[network].trim() === '') merged[network] = stored[network];
  }
  return merged;
}

export const pickMirroredSocials = (values: MirroredSocials): MirroredSocials => ({
  instagram: values.instagram,
  twitter: values.twitter,
  facebook: values.facebook,
  tiktok: values.tiktok,
  threads: values.threads,
});
