import type { QueryParams } from '../../../../lib/api-client';
import { downloadCsv } from '../../../../lib/download-csv';

export const flightBoardPaths = {
  board: '/api/admin/logistics/flights',
  exportCsv: '/api/admin/logistics/flights.csv',
} as const;

/** The arrivals and departures as a CSV file the browser saves, in the same windows as the board. */
export function downloadFlightBoardCsv(params: QueryParams): Promise<void> {
  return downloadCsv(flightBoardPaths.exportCsv, params, 'arrivals-departures.csv');
}
