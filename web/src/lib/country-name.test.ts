import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n';
import { countryName } from './country-name';

describe('country names', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['México', 'Mexico'],
    ['mexico', 'Mexico'],
    ['ESPAÑA', 'Spain'],
    ['espana', 'Spain'],
    ['Estados Unidos', 'United States'],
    ['EE. UU.', 'United States'],
    ['Reino Unido', 'United Kingdom'],
    ['Corea del Sur', 'South Korea'],
    ['Alemania', 'Germany'],
    ['  brasil ', 'Brazil'],
    ['Perú', 'Peru'],
  ])('when an applicant typed %j in Spanish, then an English page names the country %j', (typed, english) => {
    expect(countryName(typed)).toBe(english);
  });

  it.each([
    ['Mexico', 'México'],
    ['Spain', 'España'],
    ['United States of America', 'Estados Unidos'],
    ['USA', 'Estados Unidos'],
    ['de', 'Alemania'],
    ['españa', 'España'],
    ['peru', 'Perú'],
  ])('when %j was typed, then a Spanish page names the country %j', async (typed, spanish) => {
    await i18n.changeLanguage('es');
    expect(countryName(typed)).toBe(spanish);
  });

  it('when the text names no country, then it stays as typed', async () => {
    expect(countryName('Atlantis')).toBe('Atlantis');
    await i18n.changeLanguage('es');
    expect(countryName('Tierra Media')).toBe('Tierra Media');
  });
});
