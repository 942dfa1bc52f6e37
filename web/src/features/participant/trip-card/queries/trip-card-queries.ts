import { useNetwork } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '../../../auth/queries/current-user-queries';
import { participantEditionQueryKey, useParticipantEdition } from '../../edition/queries/participant-edition-queries';
import { fetchTripCardLogistics, fetchTripItinerary, fetchTripResources } from '../api/trip-card-api';
import { oldestSavedAtOnDevice } from '../offline/device-data';

/**
 * The trip card's own reads, under keys of their own: its logistics (without the travel documents)
 * and the public content it marks as its own, which the service worker keeps; each is read again
 * each time the card opens, so an online visit refreshes the copy the device keeps. The edition is
 * the portal's own read (same key, one request for the whole portal).
 */
export const tripCardQueryKeys = {
  logistics: ['trip-card', 'logistics'],
  itinerary: (year: number) => ['trip-card', 'itinerary', year],
  resources: ['trip-card', 'travel-resources'],
  savedAt: ['trip-card', 'saved-at'],
} as const;

const always = { staleTime: 0 } as const;

export function useTripCard() {
  const edition = useParticipantEdition();
  const year = edition.data?.year;
  const itinerary = useQuery({
    queryKey: tripCardQueryKeys.itinerary(year ?? 0),
    queryFn: () => fetchTripItinerary(year ?? 0),
    enabled: year !== undefined,
    ...always,
  });
  const resources = useQuery({ queryKey: tripCardQueryKeys.resources, queryFn: fetchTripResources, ...always });
  const logistics = useQuery({ queryKey: tripCardQueryKeys.logistics, queryFn: fetchTripCardLogistics, ...always });
  return { edition, itinerary, resources, logistics };
}

/**
 * Offline, when the copy of the card kept on the device was saved (the oldest of its reads), read
 * from the cache itself, not from the network; online, null.
 */
export function useSavedAtWhenOffline(): string | null {
  const { online } = useNetwork();
  const savedAt = useQuery({ queryKey: tripCardQueryKeys.savedAt, queryFn: oldestSavedAtOnDevice, enabled: !online, ...always });
  return online ? null : (savedAt.data ?? null);
}

/**
 * On the first visit the portal is read before the service worker has installed, so nothing is
 * kept yet. When the worker takes over the page, whichever tab is open, the portal's reads the card
 * needs (the signed-in user, the edition) and the card's own are read again through it, and from
 * then on the device has a copy without waiting for the next visit. Listened to by the portal's
 * shell: a worker that takes over before the card is opened would otherwise leave the portal's
 * reads, already in memory, uncopied.
 */
export function useReadAgainWhenWorkerTakesOver(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const readAgain = () => {
      for (const queryKey of [['trip-card'], participantEditionQueryKey, currentUserQuery.queryKey]) {
        // A first read still on its way went past the worker, and invalidating it would only wait for
        // that read: it is cancelled first (its answer is dropped), so the new one goes through the worker.
        void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
      }
    };
    container.addEventListener('controllerchange', readAgain);
    return () => container.removeEventListener('controllerchange', readAgain);
  }, [queryClient]);
}
