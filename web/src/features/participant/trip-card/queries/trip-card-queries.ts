import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '../../../auth/queries/current-user';
import { fetchTripEdition, fetchTripItinerary, fetchTripLogistics, fetchTripResources } from '../api/trip-card-api';

/**
 * The trip card's reads, under keys of their own: their answers carry `savedAt`, so they are not
 * the shapes other tabs keep under the same paths. Read again each time the card opens, so an
 * online visit refreshes the copy the device keeps.
 */
export const tripCardQueryKeys = {
  edition: ['trip-card', 'edition'],
  itinerary: (year: number) => ['trip-card', 'itinerary', year],
  resources: ['trip-card', 'travel-resources'],
  logistics: ['trip-card', 'logistics'],
} as const;

const always = { staleTime: 0 } as const;

export function useTripCard() {
  const edition = useQuery({ queryKey: tripCardQueryKeys.edition, queryFn: fetchTripEdition, ...always });
  const year = edition.data?.data.year;
  const itinerary = useQuery({
    queryKey: tripCardQueryKeys.itinerary(year ?? 0),
    queryFn: () => fetchTripItinerary(year ?? 0),
    enabled: year !== undefined,
    ...always,
  });
  const resources = useQuery({ queryKey: tripCardQueryKeys.resources, queryFn: fetchTripResources, ...always });
  const logistics = useQuery({ queryKey: tripCardQueryKeys.logistics, queryFn: fetchTripLogistics, ...always });
  return { edition, itinerary, resources, logistics };
}

/**
 * On the first visit the card is read before the service worker has installed, so nothing is kept
 * yet. When the worker takes over the page, the card and the signed-in user are read again
 * through it, and from then on the device has a copy without waiting for the next visit.
 */
export function useReadAgainWhenWorkerTakesOver(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const readAgain = () => {
      void queryClient.invalidateQueries({ queryKey: ['trip-card'] });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    };
    container.addEventListener('controllerchange', readAgain);
    return () => container.removeEventListener('controllerchange', readAgain);
  }, [queryClient]);
}
