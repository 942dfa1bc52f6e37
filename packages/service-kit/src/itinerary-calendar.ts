import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Language } from '@trek/contracts';
import { DateTime } from 'luxon';
import { parseActivityTime, timeZoneOfCity } from './itinerary-time.js';

/** The fields of a public itinerary day (contracts' `ItineraryDay`) that a calendar shows. */
export interface CalendarItineraryDay {
  id: string;
  dayNumber: number;
  city: string;
  /** `YYYY-MM-DD`, the day in the city's own time zone. */
  date: string;
  dressCode?: string;
  title: string;
  /** The Spanish versions organizers typed; blank ones fall back to the English. */
  es?: { title?: string; dressCode?: string };
  activities: ReadonlyArray<{
    order: number;
    time?: string;
    title: string;
    description?: string;
    es?: { title?: string; description?: string };
    speakers?: readonly string[];
  }>;
}

export interface ItineraryCalendarInput {
  /** Shown as the calendar's name by calendar apps. */
  name: string;
  days: readonly CalendarItineraryDay[];
  /** Speaker names by id; ids without a name are left out. */
  speakerNames?: ReadonlyMap<string, string>;
  /** A line added to every event of a day, by day number (a participant's own choices), in `language`. */
  notesByDay?: ReadonlyMap<number, string>;
  /** The subscriber's language: Spanish takes the itinerary's Spanish text where there is some. */
  language?: Language;
}

/** Without an end in the text, an activity lasts until the next one starts, at most this long. */
const DEFAULT_DURATION_MINUTES = 60;
/** Calendar apps that honour it poll a subscribed feed this often. */
const REFRESH_SECONDS = 60 * 60;
const UID_DOMAIN = 'itinerary.mexico-trek';

/** The words the feed writes around the organizers' text, in each language. */
const LABELS: Record<Language, { day: string; dressCode: string; speakers: string }> = {
  en: { day: 'Day', dressCode: 'Dress code', speakers: 'Speakers' },
  es: { day: 'Día', dressCode: 'Código de vestimenta', speakers: 'Ponentes' },
};

/** The Spanish version when the feed is Spanish and one was typed, else the English. */
const inLanguage = (language: Language, english: string | undefined, spanish: string | undefined): string | undefined =>
  language === 'es' && spanish?.trim() ? spanish : english;

/** A day's text in the feed's language, worked out once for all its events. */
function dayText(day: CalendarItineraryDay, language: Language) {
  const labels = LABELS[language];
  const dressCode = inLanguage(language, day.dressCode, day.es?.dressCode);
  return {
    heading: `${labels.day} ${day.dayNumber} - ${day.city}: ${inLanguage(language, day.title, day.es?.title) ?? day.title}`,
    dressCode: dressCode ? `${labels.dressCode}: ${dressCode}` : undefined,
  };
}

const describe = (parts: ReadonlyArray<string | undefined>): string => parts.filter((part): part is string => Boolean(part)).join('\n\n');

/**
 * The itinerary as an iCalendar feed: one event per activity at its time in its city's time zone
 * (a VTIMEZONE for each zone used), an all-day event for an activity whose time is not a clock
 * time and for a day without activities. UIDs are the day's id and the activity's place in the
 * day, so an edited activity replaces its event in a subscribed calendar.
 */
export function itineraryCalendar({ name, days, speakerNames, notesByDay, language = 'en' }: ItineraryCalendarInput): string {
  const calendar = ical({ name, prodId: { company: 'Mexico Trek', product: 'Itinerary', language: language.toUpperCase() }, ttl: REFRESH_SECONDS });
  calendar.method(ICalCalendarMethod.PUBLISH);
  // No zone of the calendar's own: each event names its city's, and the generator writes a
  // VTIMEZONE for every zone named. (A calendar zone would also print DTSTAMP in it, not in UTC.)
  calendar.timezone({ name: null, generator: getVtimezoneComponent });

  for (const day of [...days].sort((a, b) => a.dayNumber - b.dayNumber)) {
    const zone = timeZoneOfCity(day.city);
    const note = notesByDay?.get(day.dayNumber);
    const { heading, dressCode } = dayText(day, language);
    // Dates are written in the event's own zone: a Cancún day stays that day in a Mexico City calendar.
    const midnight = DateTime.fromISO(day.date, { zone });
    const activities = [...day.activities].sort((a, b) => a.order - b.order);
    if (activities.length === 0) {
      calendar.createEvent({ id: `${day.id}-day@${UID_DOMAIN}`, allDay: true, timezone: zone, start: midnight, summary: heading, location: day.city, description: describe([dressCode, note]) });
      continue;
    }
    const times = activities.map((activity) => parseActivityTime(activity.time));
    activities.forEach((activity, index) => {
      const speakers = (activity.speakers ?? []).flatMap((id) => speakerNames?.get(id) ?? []);
      const title = inLanguage(language, activity.title, activity.es?.title) ?? activity.title;
      const description = describe([
        heading,
        inLanguage(language, activity.description, activity.es?.description),
        speakers.length > 0 ? `${LABELS[language].speakers}: ${speakers.join(', ')}` : undefined,
        dressCode,
        note,
      ]);
      const base = { id: `${day.id}-${index}@${UID_DOMAIN}`, summary: title, location: day.city, description };
      const time = times[index];
      if (!time) {
        calendar.createEvent({ ...base, allDay: true, timezone: zone, start: midnight, summary: activity.time ? `${activity.time}: ${title}` : title });
        return;
      }
      const nextStart = times.slice(index + 1).find((next) => next && next.startMinutes > time.startMinutes)?.startMinutes;
      const endMinutes = time.endMinutes ?? Math.min(time.startMinutes + DEFAULT_DURATION_MINUTES, nextStart ?? Number.POSITIVE_INFINITY);
      calendar.createEvent({ ...base, timezone: zone, start: midnight.plus({ minutes: time.startMinutes }), end: midnight.plus({ minutes: endMinutes }) });
    });
  }
  return calendar.toString();
}
