/**
 * Intl number formats and region names kept per language (dates: `formatDateIn` of
 * `@trek/contracts`). Building one costs far more than using it, and `toLocaleString(locale,
 * options)` builds one on every call: a ledger of a hundred amounts built a hundred.
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

export const numberFormat = (options: Intl.NumberFormatOptions = {}) => perLocale((locale) => new Intl.NumberFormat(locale, options));

export const regionNames = perLocale((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
