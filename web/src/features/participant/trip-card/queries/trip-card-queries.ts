import { useQuery } from '@tanstack/react-query';
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
