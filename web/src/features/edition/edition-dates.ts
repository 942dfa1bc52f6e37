import { ENGLISH_MONTHS, formatDateIn, LANGUAGE_LOCALES } from '@trek/contracts/zod-free';
import { currentLanguage, currentLocale } from '../../i18n/language';

/** Calendar dates of the edition settings (`YYYY-MM-DD`, no time zone) as people read them, in the site's language. */
const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
const formatWith = (options: Intl.DateTimeFormatOptions) => (iso: string) => formatDateIn(currentLanguage(), at(iso), 'UTC', options);

/** "Sunday, March 15, 2026" */
export const longDate = formatWith({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
/** "Sunday, March 15" */
export const weekdayDate = formatWith({ weekday: 'long', month: 'long', day: 'numeric' });
/** "May 2027" */
export const monthYear = formatWith({ year: 'numeric', month: 'long' });
/** "November 30, 2026" */
export const calendarDate = formatWith({ year: 'numeric', month: 'long', day: 'numeric' });

/** English months by name, not through Intl: the landing's first screen shows the trip's range while it hydrates. */
const englishMonthDay = (date: Date) => `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;

/** "March 14 to 22", or "March 28 to April 4" across a month's end; in Spanish Intl's range ("14–22 de marzo"). */
export function shortRange(from: string, to: string): string {
  const [start, end] = [at(from), at(to)];
  const locale = currentLocale();
  if (locale !== LANGUAGE_LOCALES.en) return new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).formatRange(start, end);
  const sameMonth = start.getUTCMonth() === end.getUTCMonth();
  return `${englishMonthDay(start)} to ${sameMonth ? end.getUTCDate() : englishMonthDay(end)}`;
}

/** The trip as the specs quote it: from Day 0 when there is one ("March 14 to 22"). */
export const tripRange = (edition: { startDate: string; endDate: string; day0Date: string }) =>
  shortRange(edition.day0Date || edition.startDate, edition.endDate);
