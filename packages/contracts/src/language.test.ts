import { formatDateIn, languageFromCookie, languageFromHeader } from './language-rules.js';
import { languageHeaderSchema, languagePreferenceSchema } from './language.js';

describe('the language of a request', () => {
  it('is the most preferred of English and Spanish the Accept-Language header names', () => {
    expect(languageFromHeader('es')).toBe('es');
    expect(languageFromHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromHeader('fr-FR,en;q=0.5,es;q=0.7')).toBe('es');
    expect(languageFromHeader('EN-us')).toBe('en');
  });

  it('is English when the header is missing, names neither, refuses Spanish or is malformed', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('fr, de;q=0.8')).toBe('en');
    expect(languageFromHeader('es;q=0')).toBe('en');
    expect(languageFromHeader('es;q=abc')).toBe('en');
    expect(languageHeaderSchema.parse(['es-MX'])).toBe('es');
  });

  it('is the one the trek-lang cookie remembers, among the others; none when it names no language of the site', () => {
    expect(languageFromCookie('theme=dark; trek-lang=es; other=1')).toBe('es');
    expect(languageFromCookie('trek-lang=en')).toBe('en');
    expect(languageFromCookie('trek-lang=fr')).toBeUndefined();
    expect(languageFromCookie('not-trek-lang=es')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('accepts only en or es as a stated preference', () => {
    expect(languagePreferenceSchema.safeParse({ language: 'es' }).success).toBe(true);
    expect(languagePreferenceSchema.safeParse({ language: 'fr' }).error?.issues[0]?.message).toBe('Choose English or Spanish');
  });

  it('formats dates in the language', () => {
    const at = new Date('2026-06-12T12:00:00Z');
    expect(formatDateIn('en', at, 'UTC')).toBe('June 12, 2026');
    expect(formatDateIn('es', at, 'UTC')).toBe('12 de junio de 2026');
  });
});
