import { useQuery } from '@tanstack/react-query';
import { fetchOwnRooms } from '../api/own-rooms-api';

/** Under the trip card's keys, so it is read again with the card (and when the service worker takes over). */
export const ownRoomsQueryKey = ['trip-card', 'rooms'] as const;

/** Read again each time the card opens; `readWhenShown: false` for a part of the card, which shows what the card read. */
export function useOwnRooms({ readWhenShown = true } = {}) {
  return useQuery({ queryKey: ownRoomsQueryKey, queryFn: fetchOwnRooms, staleTime: 0, refetchOnMount: readWhenShown });
}
