import { currentLocale } from '../i18n/language';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Region codes Intl knows that are not countries (Outlying Oceania, European Union, United Nations, Unknown Region). */
const NOT_COUNTRIES = /^(Q.|X[A-JL-Z]|EU|EZ|UN|ZZ)$/;
/** English names people type that Intl spells otherwise. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  england: 'GB',
  'great britain': 'GB',
  'czech republic': 'CZ',
  turkey: 'TR',
  'ivory coast': 'CI',
  'south korea': 'KR',
  korea: 'KR',
  'the netherlands': 'NL',
  holland: 'NL',
  russia: 'RU',
  'democratic republic of the congo': 'CD',
  drc: 'CD',
  'republic of the congo': 'CG',
  swaziland: 'SZ',
  burma: 'MM',
  'cape verde': 'CV',
};

let codesByEnglishName: Map<string, string> | undefined;

function englishNames(): Map<string, string> {
  if (codesByEnglishName) return codesByEnglishName;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const names = new Map(Object.entries(ALIASES));
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const name = NOT_COUNTRIES.test(code) ? undefined : english.of(code);
      if (name) names.set(name.toLowerCase(), code);
    }
  }
  codesByEnglishName = names;
  return names;
}

/** The ISO code of a country typed as its English name or as its code ("Kenya", "ke"); undefined for anything else. */
function countryCode(value: string): string | undefined {
  const typed = value.trim().toLowerCase();
  const names = englishNames();
  if (/^[a-z]{2}$/.test(typed) && [...names.values()].includes(typed.toUpperCase())) return typed.toUpperCase();
  return names.get(typed);
}

/**
 * A country as stored (free text, usually its English name, or its code) in the page's language:
 * "Spain" reads "España" on a Spanish page. Text that names no country Intl knows stays as typed.
 */
export function countryName(value: string): string {
  const code = countryCode(value);
  if (!code) return value;
  return new Intl.DisplayNames([currentLocale()], { type: 'region', fallback: 'none' }).of(code) ?? value;
}
