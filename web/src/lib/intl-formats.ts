/**
 * Intl formatters kept per language for a fixed set of options. Building one costs far more than
 * formatting with it, and `toLocaleString(locale, options)` builds one on every call: a ledger
 * of a hundred amounts built a hundred, tens of milliseconds of a phone's main thread per page.
 */
function perLocale<Formatter>(build: (locale: string) => Formatter): (locale: string) => Formatter {
  const byLocale = new Map<string, Formatter>();
  return (locale) => {
    let formatter = byLocale.get(locale);
    if (!formatter) {
      formatter = build(locale);
      byLocale.set(locale, formatter);
    }
    return formatter;
  };
}

export const dateFormat = (options: Intl.DateTimeFormatOptions) => perLocale((locale) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (options: Intl.NumberFormatOptions = {}) => perLocale((locale) => new Intl.NumberFormat(locale, options));

export const regionNames = perLocale((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
