import { z } from 'zod';
import { optionalChoice } from './common.js';
import { yearQuerySchema } from './content.js';
import { languageSchema } from './language.js';
import type { Language } from './language-rules.js';
import { calendarMessages } from './messages/calendar.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * Calendar feeds: the public itinerary (`GET /api/public/itinerary.ics`) and a participant's own
 * trip calendar at a private address they can replace or revoke (`/api/participant/calendar-feed`).
 */

/** What the portal shows about the participant's private feed. */
export const calendarFeedSchema = builtOnFirstUse(() =>
  z.object({
    /** The https address of the feed, null when the participant has none. */
    url: z.url().nullable(),
    createdAt: z.iso.datetime({ offset: true }).nullable(),
  }),
);
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A private feed's path: the owner's id and a random secret, both checked by the service. */
export const calendarFeedTokenSchema = builtOnFirstUse(() =>
  z.string().regex(/^[a-f0-9]{24}\.[A-Za-z0-9_-]{43}$/, calendarMessages.feedNotFound),
);

/**
 * `?lang=` of either feed: `es` writes its titles and descriptions from the Spanish versions of
 * the itinerary (the English where those are blank); without it, or with `en`, English.
 */
export const calendarLanguageQuerySchema = builtOnFirstUse(() => z.object({ lang: optionalChoice(languageSchema) }));
export type CalendarLanguageQuery = z.infer<typeof calendarLanguageQuerySchema>;

/** `?year=&lang=` of the public itinerary feed. */
export const itineraryFeedQuerySchema = builtOnFirstUse(() => yearQuerySchema.extend(calendarLanguageQuerySchema.shape));

/** A feed's address for a subscriber reading in `language`: English is the feed without a parameter. */
export function calendarUrlIn(url: string, language: Language): string {
  return language === 'es' ? `${url}${url.includes('?') ? '&' : '?'}lang=es` : url;
}

/** The public itinerary feed of a year, and its `webcal:` form that calendar apps subscribe to. */
export const publicItineraryFeedPath = (year: number, language: Language = 'en'): string => calendarUrlIn(`/api/public/itinerary.ics?year=${year}`, language);
export const webcalUrl = (httpsUrl: string): string => httpsUrl.replace(/^https?:/, 'webcal:');
