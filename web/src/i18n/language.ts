import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_LOCALES, languageFromCookie, languageFromHeader, LANGUAGES, type Language } from '@trek/contracts/zod-free';
import i18next from 'i18next';
import { SERVER_STATE_ELEMENT_ID } from '../app/server-state';

// The local storage key is the cookie's name (the cookie is what the gateway's server render reads).
export { LANGUAGE_COOKIE, LANGUAGES, type Language };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the visitor chose on this device, if any. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_COOKIE);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (a private window's settings): the cookie may still remember.
  }
  return languageFromCookie(document.cookie);
}

/** Keeps the visitor's choice for their next visits, and for the server's render of them. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage refused: the cookie alone remembers.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The first of the browser's preferred languages that the site speaks (`es-MX` is Spanish); English otherwise. */
export function browserLanguage(preferred: readonly string[]): Language {
  // The browser's list, most preferred first, is an Accept-Language value without weights.
  return languageFromHeader(preferred.join(','));
}

/**
 * The language the browser starts in. A server-rendered page is hydrated in the language the
 * server rendered it in (its `<html lang>`: the cookie, else Accept-Language), or hydration would
 * not match; any other page starts in the visitor's choice, else the browser's languages.
 */
export function initialClientLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const rendered = document.documentElement.lang;
  if (document.getElementById(SERVER_STATE_ELEMENT_ID) && isLanguage(rendered)) return rendered;
  return storedLanguage() ?? browserLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/** The page's language now. */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The Intl locale of the current language: every date and number the site shows is formatted in it. */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()];
}
