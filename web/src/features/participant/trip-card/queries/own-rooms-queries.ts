import { useQuery } from '@tanstack/react-query';
import { fetchOwnRooms } from '../api/own-rooms-api';

/** Under the trip card's keys, so it is read again with the card (and when the service worker takes over). */
export const ownRoomsQueryKey = ['trip-card', 'rooms'] as const;

export function useOwnRooms() {
  return useQuery({ queryKey: ownRoomsQueryKey, queryFn: fetchOwnRooms, staleTime: 0 });
}
