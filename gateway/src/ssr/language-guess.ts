import type { IncomingHttpHeaders } from 'node:http';
import { isLanguage, languageFromHeader, type Language } from '@trek/contracts/zod-free';

/** The cookie the web app sets when a visitor chooses a language (web/src/i18n/language.ts). */
export const LANGUAGE_COOKIE = 'trek-lang';

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language to server-render a public page in: the visitor's choice (their cookie), else the
 * first of English and Spanish their browser prefers (Accept-Language), else English. The browser
 * hydrates the page in the language it finds on `<html lang>`, so this is the one guess made.
 */
export function guessLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = LANGUAGE_COOKIE_PATTERN.exec(headers.cookie ?? '')?.[1];
  if (isLanguage(chosen)) return chosen;
  return languageFromHeader(headers['accept-language']);
}
