/**
 * The languages of the site and its emails, without zod (the web's first load reads the header
 * name from here). English is the default: a request, application or account that never said
 * otherwise is answered and emailed in English.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The web sends the language the visitor chose (i18next's) in the standard header on every API
 * request; services read it with `languageFromHeader`. The gateway forwards it untouched.
 */
export const LANGUAGE_HEADER = 'Accept-Language';

/** The Intl locale each language formats dates and numbers with (the trek's Spanish is Mexico's). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The cookie that remembers a visitor's choice: the web sets it, the gateway's server render reads it. */
export const LANGUAGE_COOKIE = 'trek-lang';

const LANGUAGE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a `Cookie` header (or `document.cookie`) remembers, if it holds one of the site's. */
export function languageFromCookie(cookies: string | undefined): Language | undefined {
  const chosen = LANGUAGE_COOKIE_PATTERN.exec(cookies ?? '')?.[1];
  return isLanguage(chosen) ? chosen : undefined;
}

/**
 * The language an `Accept-Language` value asks for: of its ranges (RFC 9110: `es-MX;q=0.8`), the
 * most preferred whose primary tag is one of ours; English when there is none, the header is
 * missing or malformed. Ranges with q=0 are refused ones and never chosen.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | null = null;
  for (const range of header.slice(0, 200).split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(language)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** One thing (a template, a label) in every language, so a missing translation fails to compile. */
export type ByLanguage<T> = Record<Language, T>;

/** Formatters by language, time zone and options: making one costs about as much as forty uses of it (100 µs). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as a person reading `language` writes it ("June 12, 2026", "12 de junio de 2026"), in
 * `timeZone`; undefined: the zone the code runs in (a browser's, the reader's own).
 */
export function formatDateIn(language: Language, at: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format.format(at);
}
