import type { IncomingHttpHeaders } from 'node:http';
import { languageFromCookie, languageFromHeader, type Language } from '@trek/contracts/zod-free';

/**
 * The language to server-render a public page in: the visitor's choice (their cookie), else the
 * first of English and Spanish their browser prefers (Accept-Language), else English. The browser
 * hydrates the page in the language it finds on `<html lang>`, so this is the one guess made.
 */
export function guessLanguage(headers: IncomingHttpHeaders): Language {
  return languageFromCookie(headers.cookie) ?? languageFromHeader(headers['accept-language']);
}
