import type { FlightInput } from '@trek/contracts';
import { formatDay } from './format-date';

/** The city a zone is named after: `America/Mexico_City` → `Mexico City`. */
export const zoneCity = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/**
 * A flight's parts for a sentence such as "AM 401 · Aeroméxico — Mar 14, 2026, 10:05 at MEX
 * (Mexico City time)": the date and time stay the airport's local ones, as on the ticket, wherever
 * the reader is.
 */
export function flightSummaryValues(flight: FlightInput) {
  return {
    number: flight.flightNumber,
    airline: flight.airline,
    date: formatDay(flight.date),
    time: flight.time,
    airport: flight.airport,
    city: zoneCity(flight.timeZone),
  };
}
