import ICAL from 'ical.js';

export interface ParsedCalendarEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  allDay: boolean;
  /** The IANA zone the event's start names (TZID); null for all-day and UTC events. */
  timeZone: string | null;
  /** The start as written in its zone, `YYYY-MM-DDTHH:MM:SS` (all-day: `YYYY-MM-DD`). */
  localStart: string;
  /** The real instants, resolved through the feed's own VTIMEZONE definitions. */
  start: Date;
  end: Date | null;
}

export interface ParsedCalendar {
  name: string | null;
  events: ParsedCalendarEvent[];
}

/**
 * Reads an iCalendar feed back the way a calendar app does (ical.js, Mozilla's parser): it must
 * parse, every TZID must have its VTIMEZONE in the feed, and times resolve through those.
 */
export function parseCalendarFeed(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    const timeZone = typeof tzid === 'string' ? tzid : null;
    if (timeZone !== null) {
      const zone = zones.get(timeZone);
      if (!zone) throw new Error(`event ${event.uid} names time zone ${timeZone} without a VTIMEZONE for it`);
      event.startDate.zone = zone;
      if (event.endDate) event.endDate.zone = zone;
    }
    const resolve = (time: ICAL.Time | null): Date | null => (time ? time.convertToZone(ICAL.Timezone.utcTimezone).toJSDate() : null);
    const start = resolve(event.startDate);
    if (!start) throw new Error(`event ${event.uid} has no start`);
    return {
      uid: event.uid,
      summary: event.summary ?? '',
      description: event.description ?? '',
      location: event.location ?? '',
      allDay: event.startDate.isDate,
      timeZone,
      localStart: event.startDate.toString(),
      start,
      end: resolve(event.endDate),
    };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, events };
}
