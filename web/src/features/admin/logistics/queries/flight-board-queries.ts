import { flightBoardSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery, type QueryParams } from '../../../../lib/api-client';
import { flightBoardPaths } from '../api/flight-board-api';

/** Flights change as participants book them; the board is re-read after 30 seconds, like the logistics list. */
const FLIGHT_BOARD_STALE_TIME_MS = 30_000;

export function useFlightBoard(params: QueryParams) {
  return useQuery({
    queryKey: [flightBoardPaths.board, params],
    queryFn: async (context) => flightBoardSchema.parse(await readQuery(context)),
    staleTime: FLIGHT_BOARD_STALE_TIME_MS,
    placeholderData: (previous) => previous,
  });
}
