import { calendarDateMs } from './edition-rules.js';

/**
 * English month names as a list, not read from Intl: in a browser a page's first Intl date format
 * loads the date data, tens of milliseconds of a phone's main thread, and the contract messages'
 * parser and the landing's first screen both need the names while a page starts.
 */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A UTC instant's calendar date in English: "November 30, 2026". */
export const englishCalendarDate = (date: Date): string => `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/** "2026-11-30" as "November 30, 2026" (a calendar date, no time zone). */
export const formatEditionDate = (iso: string): string => englishCalendarDate(new Date(calendarDateMs(iso)));
