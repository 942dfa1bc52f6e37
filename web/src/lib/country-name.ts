import { currentLocale } from '../i18n/language';
import { regionNames } from './intl-formats';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Region codes Intl knows that are not countries (Outlying Oceania, European Union, United Nations, Unknown Region). */
const NOT_COUNTRIES = /^(Q.|X[A-JL-Z]|EU|EZ|UN|ZZ)$/;
/** The languages applicants type country names in: the site's two. */
const NAME_LANGUAGES = ['en', 'es'] as const;
/** Names people type that Intl spells otherwise, in English and Spanish, written as `typedKey` turns them. */
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
  eeuu: 'US',
  'ee uu': 'US',
  eua: 'US',
  'estados unidos de america': 'US',
  'estados unidos mexicanos': 'MX',
  inglaterra: 'GB',
  'gran bretana': 'GB',
  holanda: 'NL',
  corea: 'KR',
  'republica checa': 'CZ',
  'costa de marfil': 'CI',
};

/**
 * How a typed name is looked up: without accents, case, punctuation or extra spaces, so "México",
 * "mexico" and "MÉXICO " are one name and "EE. UU." is "ee uu".
 */
function typedKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

let codesByName: Map<string, string> | undefined;

function namesToCodes(): Map<string, string> {
  if (codesByName) return codesByName;
  const names = new Map(Object.entries(ALIASES));
  for (const language of NAME_LANGUAGES) {
    const display = regionNames(language);
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second;
        const name = NOT_COUNTRIES.test(code) ? undefined : display.of(code);
        if (name) names.set(typedKey(name), code);
      }
    }
  }
  codesByName = names;
  return names;
}

/** The ISO code of a country typed as its English or Spanish name or as its code ("Kenya", "España", "ke"); undefined for anything else. */
function countryCode(value: string): string | undefined {
  const typed = typedKey(value);
  const names = namesToCodes();
  if (/^[a-z]{2}$/.test(typed) && [...names.values()].includes(typed.toUpperCase())) return typed.toUpperCase();
  return names.get(typed);
}

/**
 * A country as stored (free text in English or Spanish, or its code) in the page's language:
 * "Spain" and "españa" read "España" on a Spanish page and "Spain" on an English one. Text that
 * names no country Intl knows stays as typed.
 */
export function countryName(value: string): string {
  const code = countryCode(value);
  if (!code) return value;
  return regionNames(currentLocale()).of(code) ?? value;
}
