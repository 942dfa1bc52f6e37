import { z } from 'zod';
import { isoDateSchema } from './common.js';
import { flightMessages } from './messages/flights.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * A participant's arrival and departure flights, structured so organizers can plan airport
 * pickups: the local date, time and airport as the ticket shows them, the airport's time zone, and
 * the instant in UTC (`at`, computed from the three), by which boards sort across zones.
 */

const m = flightMessages;

/** The airports the trek uses and their IANA zones (Mexico keeps no daylight saving time since 2022). */
export const TREK_AIRPORTS = {
  MEX: 'America/Mexico_City',
  NLU: 'America/Mexico_City',
  CUN: 'America/Cancun',
  TQO: 'America/Cancun',
  CZM: 'America/Cancun',
  MID: 'America/Merida',
  OAX: 'America/Mexico_City',
  GDL: 'America/Mexico_City',
  MTY: 'America/Monterrey',
  PBC: 'America/Mexico_City',
  QRO: 'America/Mexico_City',
  BJX: 'America/Mexico_City',
  PVR: 'America/Bahia_Banderas',
  SJD: 'America/Mazatlan',
  TIJ: 'America/Tijuana',
} as const satisfies Record<string, string>;

/** The zone of a known airport, else undefined (the form then asks for it). */
export function timeZoneOfAirport(code: string): string | undefined {
  return (TREK_AIRPORTS as Record<string, string>)[code.trim().toUpperCase()];
}

/** Whether the runtime knows this IANA zone. */
export function isKnownTimeZone(zone: string): boolean {
  if (zone === '' || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `utcMs`, in milliseconds (Mexico City: -6 h). */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant of a local date and time in a zone, as ISO UTC. Checked twice, so a time near a
 * daylight-saving change takes the offset in force at that time.
 */
export function utcInstantOf(date: string, time: string, zone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let utc = wall - zoneOffsetMs(wall, zone);
  utc = wall - zoneOffsetMs(utc, zone);
  return new Date(utc).toISOString();
}

/** `AM 401`, `AM401`, `4O 123`, `VB1234A`: a 2-character airline code, 1–4 digits, an optional suffix letter. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2}[A-Z]? ?\d{1,4}[A-Z]?$/;
export const FLIGHT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the participant enters for one flight. */
export const flightInputSchema = builtOnFirstUse(() =>
  z.object({
    airline: z.string(m.airlineRequired).trim().min(1, m.airlineRequired).max(60, m.airlineTooLong),
    flightNumber: z.string(m.flightNumberInvalid).trim().toUpperCase().regex(FLIGHT_NUMBER_PATTERN, m.flightNumberInvalid),
    /** The local date at the airport, `YYYY-MM-DD`. */
    date: isoDateSchema(m.flightDateRequired, m.flightDateInvalid),
    /** The local time at the airport, `HH:MM` (24-hour). */
    time: z.string(m.flightTimeInvalid).trim().regex(FLIGHT_TIME_PATTERN, m.flightTimeInvalid),
    airport: z
      .string(m.airportInvalid)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, m.airportInvalid),
    timeZone: z.string(m.timeZoneInvalid).trim().refine(isKnownTimeZone, m.timeZoneInvalid),
  }),
);
export type FlightInput = z.infer<typeof flightInputSchema>;

/** A flight as saved and answered: what was entered, and its instant in UTC (computed here, never taken from a client). */
export const flightSchema = builtOnFirstUse(() =>
  flightInputSchema.transform((flight) => ({ ...flight, at: utcInstantOf(flight.date, flight.time, flight.timeZone) })),
);
export type Flight = z.output<typeof flightSchema>;

/** What the wizard's inputs hold for one flight: all text, all blank when no flight is given. */
export type FlightFormValues = Record<keyof FlightInput, string>;
export const BLANK_FLIGHT_FORM: FlightFormValues = { airline: '', flightNumber: '', date: '', time: '', airport: '', timeZone: '' };

const isBlankFlight = (values: FlightFormValues) => Object.values(values).every((value) => value.trim() === '');

/**
 * One flight's inputs: all blank is "no flight yet" (null); anything else must be a whole flight,
 * each problem reported on its own input.
 */
export const flightFormSchema = builtOnFirstUse(() =>
  z
    .object({
      airline: z.string(),
      flightNumber: z.string(),
      date: z.string(),
      time: z.string(),
      airport: z.string(),
      timeZone: z.string(),
    })
    .transform((values, context): Flight | null => {
      if (isBlankFlight(values)) return null;
      const flight = flightSchema.safeParse(values);
      if (flight.success) return flight.data;
      for (const issue of flight.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }),
);

/** A saved flight in the inputs' shape. */
export function flightFormValues(flight: FlightInput | null | undefined): FlightFormValues {
  if (!flight) return { ...BLANK_FLIGHT_FORM };
  const { airline, flightNumber, date, time, airport, timeZone } = flight;
  return { airline, flightNumber, date, time, airport, timeZone };
}

/** "AM 401 · 2026-03-14 10:05 MEX": how a flight reads in a list or a CSV cell. */
export function describeFlight(flight: FlightInput): string {
  return `${flight.airline} ${flight.flightNumber} · ${flight.date} ${flight.time} ${flight.airport}`;
}
