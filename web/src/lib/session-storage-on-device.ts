import { LANGUAGE_COOKIE } from '@trek/contracts/zod-free';

/**
 * What stays in the browser's storage when a session ends: the visitor's choices about the site
 * itself, which say nothing about who they are. Everything else (the token, a participant's social
 * handles, an unfinished application) belongs to the person who was signed in.
 */
const UI_PREFERENCE_KEYS: ReadonlySet<string> = new Set([LANGUAGE_COOKIE, 'mantine-color-scheme-value']);

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}

/** Removes every localStorage and sessionStorage entry but the UI preferences. */
export function forgetStoredSessionData(): void {
  if (typeof window === 'undefined') return;
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      for (const key of keysOf(storage)) if (!UI_PREFERENCE_KEYS.has(key)) storage.removeItem(key);
    } catch {
      // Storage refused (a private window's settings): then nothing was kept in it either.
    }
  }
}
