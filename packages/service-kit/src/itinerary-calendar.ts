import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
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
  activities: ReadonlyArray<{ order: number; time?: string; title: string; description?: string; speakers?: readonly string[] }>;
}

export interface ItineraryCalendarInput {
  /** Shown as the calendar's name by calendar apps. */
  name: string;
  days: readonly CalendarItineraryDay[];
  /** Speaker names by id; ids without a name are left out. */
  speakerNames?: ReadonlyMap<string, string>;
  /** A line added to every event of a day, by day number (a participant's own choices). */
  notesByDay?: ReadonlyMap<number, string>;
}

/** Without an end in the text, an activity lasts until the next one starts, at most this long. */
const DEFAULT_DURATION_MINUTES = 60;
/** Calendar apps that honour it poll a subscribed feed this often. */
const REFRESH_SECONDS = 60 * 60;
const UID_DOMAIN = 'itinerary.mexico-trek';

const dayLabel = (day: CalendarItineraryDay) => `Day ${day.dayNumber} - ${day.city}`;

function describe(day: CalendarItineraryDay, parts: ReadonlyArray<string | undefined>, note: string | undefined): string {
  return [...parts, day.dressCode ? `Dress code: ${day.dressCode}` : undefined, note].filter((part): part is string => Boolean(part)).join('\n\n');
}

/**
 * The itinerary as an iCalendar feed: one event per activity at its time in its city's time zone
 * (a VTIMEZONE for each zone used), an all-day event for an activity whose time is not a clock
 * time and for a day without activities. UIDs are the day's id and the activity's place in the
 * day, so an edited activity replaces its event in a subscribed calendar.
 */
export function itineraryCalendar({ name, days, speakerNames, notesByDay }: ItineraryCalendarInput): string {
  const calendar = ical({ name, prodId: { company: 'Mexico Trek', product: 'Itinerary', language: 'EN' }, ttl: REFRESH_SECONDS });
  calendar.method(ICalCalendarMethod.PUBLISH);
  // No zone of the calendar's own: each event names its city's, and the generator writes a
  // VTIMEZONE for every zone named. (A calendar zone would also print DTSTAMP in it, not in UTC.)
  calendar.timezone({ name: null, generator: getVtimezoneComponent });

  for (const day of [...days].sort((a, b) => a.dayNumber - b.dayNumber)) {
    const zone = timeZoneOfCity(day.city);
    const note = notesByDay?.get(day.dayNumber);
    // Dates are written in the event's own zone: a Cancún day stays that day in a Mexico City calendar.
    const midnight = DateTime.fromISO(day.date, { zone });
    const activities = [...day.activities].sort((a, b) => a.order - b.order);
    if (activities.length === 0) {
      calendar.createEvent({ id: `${day.id}-day@${UID_DOMAIN}`, allDay: true, timezone: zone, start: midnight, summary: `${dayLabel(day)}: ${day.title}`, location: day.city, description: describe(day, [], note) });
      continue;
    }
    const times = activities.map((activity) => parseActivityTime(activity.time));
    activities.forEach((activity, index) => {
      const speakers = (activity.speakers ?? []).flatMap((id) => speakerNames?.get(id) ?? []);
      const description = describe(day, [`${dayLabel(day)}: ${day.title}`, activity.description, speakers.length > 0 ? `Speakers: ${speakers.join(', ')}` : undefined], note);
      const base = { id: `${day.id}-${index}@${UID_DOMAIN}`, summary: activity.title, location: day.city, description };
      const time = times[index];
      if (!time) {
        calendar.createEvent({ ...base, allDay: true, timezone: zone, start: midnight, summary: activity.time ? `${activity.time}: ${activity.title}` : activity.title });
        return;
      }
      const nextStart = times.slice(index + 1).find((next) => next && next.startMinutes > time.startMinutes)?.startMinutes;
      const endMinutes = time.endMinutes ?? Math.min(time.startMinutes + DEFAULT_DURATION_MINUTES, nextStart ?? Number.POSITIVE_INFINITY);
      calendar.createEvent({ ...base, timezone: zone, start: midnight.plus({ minutes: time.startMinutes }), end: midnight.plus({ minutes: endMinutes }) });
    });
  }
  return calendar.toString();
}
