/**
 * Where and when an itinerary activity happens, read from what organizers type: a city name and a
 * free-text time ("9:00 AM", "14:30", "9–11 AM", "Evening"). Calendar feeds need real instants in
 * the right Mexican time zone; text that names no clock time stays an all-day entry.
 */

/** Most of Mexico, and the zone for any city this table does not know. */
export const DEFAULT_MEXICAN_TIME_ZONE = 'America/Mexico_City';

/** Places trekkers visit whose clocks differ from Mexico City's (and the zones that have their own rules). */
const CITY_TIME_ZONES: ReadonlyArray<readonly [zone: string, cities: readonly string[]]> = [
  [
    'America/Cancun',
    [
      'cancun', 'tulum', 'playa del carmen', 'cozumel', 'isla mujeres', 'holbox', 'bacalar', 'chetumal', 'puerto morelos', 'quintana roo',
      'mayan riviera', 'riviera maya', 'akumal', 'puerto aventuras', 'xcaret', 'xel ha', 'costa mujeres', 'mahahual', 'felipe carrillo puerto',
    ],
  ],
  ['America/Merida', ['merida', 'yucatan', 'valladolid', 'chichen itza', 'izamal', 'uxmal', 'progreso', 'campeche']],
  ['America/Tijuana', ['tijuana', 'ensenada', 'mexicali', 'tecate', 'rosarito', 'valle de guadalupe']],
  ['America/Mazatlan', ['mazatlan', 'culiacan', 'los mochis', 'tepic', 'la paz', 'los cabos', 'cabo san lucas', 'san jose del cabo', 'todos santos', 'loreto']],
  ['America/Hermosillo', ['hermosillo', 'guaymas', 'san carlos', 'puerto penasco', 'alamos', 'nogales', 'sonora']],
  ['America/Ciudad_Juarez', ['ciudad juarez']],
  ['America/Chihuahua', ['chihuahua', 'creel', 'barrancas del cobre', 'copper canyon']],
  ['America/Matamoros', ['matamoros', 'reynosa', 'nuevo laredo']],
  ['America/Bahia_Banderas', ['bahia de banderas', 'nuevo vallarta', 'punta mita', 'sayulita']],
];

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The IANA time zone of a day's city. A day's city may name two places ("Mexico City → Cancún"):
 * the first place named wins, since the day's activities start there.
 */
export function timeZoneOfCity(city: string): string {
  const text = ` ${normalise(city)} `;
  let best: { zone: string; at: number } | null = null;
  for (const [zone, cities] of CITY_TIME_ZONES) {
    for (const name of cities) {
      const at = text.indexOf(` ${name} `);
      if (at >= 0 && (best === null || at < best.at)) best = { zone, at };
    }
  }
  const mexicoCity = text.search(/ (mexico city|cdmx|ciudad de mexico) /);
  if (best && (mexicoCity < 0 || best.at < mexicoCity)) return best.zone;
  return DEFAULT_MEXICAN_TIME_ZONE;
}

/** A wall-clock time of day, in minutes after midnight. */
export interface ClockRange {
  startMinutes: number;
  /** When the text gives a range ("9:00–11:30 AM"). */
  endMinutes?: number;
}

const MERIDIEM = String.raw`([ap])\.?\s?m\b\.?`;
const CLOCK_PART = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(?:${MERIDIEM})?`;
const RANGE = new RegExp(String.raw`${CLOCK_PART}\s*(?:-|–|—|to|until)\s*${CLOCK_PART}`, 'i');
const SINGLE = new RegExp(CLOCK_PART, 'gi');
const NOON = /\b(noon|mediod[ií]a)\b/i;

function toMinutes(hours: number, minutes: number, meridiem: string | undefined): number | null {
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0)) * 60 + minutes;
  }
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

/**
 * Reads "9:00 AM", "9am", "14:30", "9 - 11:30 AM", "Noon". A bare number without a colon or
 * AM/PM ("Day 3", "2") is not a time. Text such as "Evening" or "TBD" gives null.
 */
export function parseActivityTime(text: string | undefined): ClockRange | null {
  if (!text) return null;
  if (NOON.test(text)) return { startMinutes: 12 * 60 };
  const range = RANGE.exec(text);
  if (range) {
    const [, h1, m1, ap1, h2, m2, ap2] = range;
    if (m1 !== undefined || ap1 !== undefined || m2 !== undefined || ap2 !== undefined) {
      // "9 - 11:30 AM": a meridiem given only at the end applies to both ends.
      const start = toMinutes(Number(h1), Number(m1 ?? 0), ap1 ?? ap2);
      const end = toMinutes(Number(h2), Number(m2 ?? 0), ap2);
      if (start !== null) return end !== null && end > start ? { startMinutes: start, endMinutes: end } : { startMinutes: start };
    }
  }
  for (const [, hours, minutes, meridiem] of text.matchAll(SINGLE)) {
    if (minutes === undefined && meridiem === undefined) continue;
    const start = toMinutes(Number(hours), Number(minutes ?? 0), meridiem);
    if (start !== null) return { startMinutes: start };
  }
  return null;
}
