import { calendarLanguageQuerySchema, calendarUrlIn, publicItineraryFeedPath } from './calendar.js';
import { languageMessages } from './messages/language.js';

describe('calendar feed language', () => {
  it('reads ?lang= as English or Spanish, English when absent or blank', () => {
    expect(calendarLanguageQuerySchema.parse({ lang: 'es' })).toEqual({ lang: 'es' });
    expect(calendarLanguageQuerySchema.parse({})).toEqual({});
    expect(calendarLanguageQuerySchema.parse({ lang: '' })).toEqual({ lang: undefined });
    expect(calendarLanguageQuerySchema.safeParse({ lang: 'fr' }).error?.issues.map((issue) => issue.message)).toEqual([languageMessages.invalidLanguage]);
  });

  it('gives a Spanish subscriber the address with lang=es and an English one the plain address', () => {
    const url = 'https://trek.example/api/calendar/abc.def.ics';
    expect(calendarUrlIn(url, 'es')).toBe(`${url}?lang=es`);
    expect(calendarUrlIn(url, 'en')).toBe(url);
    expect(publicItineraryFeedPath(2026, 'es')).toBe('/api/public/itinerary.ics?year=2026&lang=es');
    expect(publicItineraryFeedPath(2026)).toBe('/api/public/itinerary.ics?year=2026');
  });
});
