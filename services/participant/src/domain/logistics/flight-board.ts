import type { AdminLogisticsRecord, Flight, FlightBoard, FlightBoardEntry, FlightBoardGroup, FlightBoardMissing } from '@trek/contracts';
import type { CsvColumn } from '@trek/service-kit';
import { logisticsRows } from './admin-logistics.js';
import { listedEdition } from '../people/participant-accounts.js';

type Direction = 'arrival' | 'departure';

const FLIGHT_OF: Record<Direction, 'inboundFlight' | 'outboundFlight'> = { arrival: 'inboundFlight', departure: 'outboundFlight' };
const FREE_TEXT_OF: Record<Direction, 'arrivalFlight' | 'departureFlight'> = { arrival: 'arrivalFlight', departure: 'departureFlight' };

const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function entryOf(row: AdminLogisticsRecord, flight: Flight): FlightBoardEntry {
  return {
    userId: row.userId,
    participantName: row.participantName,
    airline: flight.airline,
    flightNumber: flight.flightNumber,
    date: flight.date,
    time: flight.time,
    airport: flight.airport,
    timeZone: flight.timeZone,
    at: flight.at,
    phoneMexico: row.phoneMexico ?? '',
  };
}

const byInstant = (a: FlightBoardEntry, b: FlightBoardEntry) => a.at.localeCompare(b.at) || a.participantName.localeCompare(b.participantName);

/**
 * One direction's pickups: flights grouped by the airport's local day, the airport and the window
 * of local time they fall in (08:00–10:00 for two-hour windows). Times are compared as entered at
 * the airport, since that is where the van waits; groups are ordered by their first UTC instant.
 */
function groupFlights(rows: readonly AdminLogisticsRecord[], direction: Direction, windowHours: number): FlightBoardGroup[] {
  const groups = new Map<string, FlightBoardGroup>();
  for (const row of rows) {
    const flight = row[FLIGHT_OF[direction]];
    if (!flight) continue;
    const start = Math.floor(Number(flight.time.slice(0, 2)) / windowHours) * windowHours;
    const key = `${flight.date}|${flight.airport}|${start}`;
    let group = groups.get(key);
    if (!group) {
      group = { date: flight.date, airport: flight.airport, timeZone: flight.timeZone, windowStart: hhmm(start), windowEnd: hhmm(Math.min(start + windowHours, 24)), flights: [] };
      groups.set(key, group);
    }
    group.flights.push(entryOf(row, flight));
  }
  const sorted = [...groups.values()];
  for (const group of sorted) group.flights.sort(byInstant);
  return sorted.sort((a, b) => byInstant(a.flights[0]!, b.flights[0]!));
}

function withoutFlight(rows: readonly AdminLogisticsRecord[], direction: Direction): FlightBoardMissing[] {
  return rows
    .filter((row) => !row[FLIGHT_OF[direction]])
    .map((row) => ({ userId: row.userId, participantName: row.participantName, freeText: row[FREE_TEXT_OF[direction]]?.trim() || null }));
}

type FlightBoardDeps = Parameters<typeof logisticsRows>[0];

/** The people on the trek: an edition's rows, without those who gave their spot away. */
async function travellers(domain: FlightBoardDeps, organizerToken: string, year: number | undefined): Promise<AdminLogisticsRecord[]> {
  return (await logisticsRows(domain, organizerToken, year)).filter((row) => row.clearedAt === null);
}

/** The organizers' Arrivals & departures board of one edition (blank: the current one). */
export async function readFlightBoard(domain: FlightBoardDeps, organizerToken: string, query: { year?: number | undefined; windowHours: number }): Promise<FlightBoard> {
  const [rows, edition] = await Promise.all([travellers(domain, organizerToken, query.year), listedEdition(domain, query.year)]);
  return {
    year: edition.year,
    windowHours: query.windowHours,
    arrivals: groupFlights(rows, 'arrival', query.windowHours),
    departures: groupFlights(rows, 'departure', query.windowHours),
    withoutArrival: withoutFlight(rows, 'arrival'),
    withoutDeparture: withoutFlight(rows, 'departure'),
  };
}

/** Whose flights (or their absence) the board showed: everyone on it, for the read log. */
export function flightBoardParticipantIds(board: FlightBoard): string[] {
  const flights = [...board.arrivals, ...board.departures].flatMap((group) => group.flights.map((flight) => flight.userId));
  const missing = [...board.withoutArrival, ...board.withoutDeparture].map((person) => person.userId);
  return [...new Set([...flights, ...missing])];
}

/** A CSV line: a flight in its pickup window, or someone with no flight yet (their free text, if any). */
export interface FlightCsvRow {
  direction: Direction;
  group: FlightBoardGroup | null;
  flight: FlightBoardEntry | null;
  participantName: string;
  freeText: string | null;
}

export function flightCsvRows(board: FlightBoard): FlightCsvRow[] {
  const flights = (direction: Direction, groups: FlightBoardGroup[]) =>
    groups.flatMap((group) => group.flights.map((flight) => ({ direction, group, flight, participantName: flight.participantName, freeText: null })));
  const missing = (direction: Direction, people: FlightBoardMissing[]) =>
    people.map((person) => ({ direction, group: null, flight: null, participantName: person.participantName, freeText: person.freeText }));
  return [...flights('arrival', board.arrivals), ...missing('arrival', board.withoutArrival), ...flights('departure', board.departures), ...missing('departure', board.withoutDeparture)];
}

export const FLIGHT_CSV_COLUMNS: CsvColumn<FlightCsvRow>[] = [
  { header: 'Direction', value: (r) => (r.direction === 'arrival' ? 'Arrival' : 'Departure') },
  { header: 'Date (local)', value: (r) => r.group?.date ?? '' },
  { header: 'Window (local)', value: (r) => (r.group ? `${r.group.windowStart}-${r.group.windowEnd}` : 'No flight yet') },
  { header: 'Airport', value: (r) => r.group?.airport ?? '' },
  { header: 'Time (local)', value: (r) => r.flight?.time ?? '' },
  { header: 'Time zone', value: (r) => r.flight?.timeZone ?? '' },
  { header: 'UTC', value: (r) => r.flight?.at ?? '' },
  { header: 'Participant', value: (r) => r.participantName },
  { header: 'Airline', value: (r) => r.flight?.airline ?? '' },
  { header: 'Flight', value: (r) => r.flight?.flightNumber ?? '' },
  { header: 'Phone (Mexico)', value: (r) => r.flight?.phoneMexico ?? '' },
  { header: 'Free-text flight', value: (r) => r.freeText ?? '' },
];
