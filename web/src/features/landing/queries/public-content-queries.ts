import type { CohortYear } from '@trek/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { editionQuery, useEdition } from '../../edition/queries/edition-queries';
import { publicContentPaths as p, readParticipantProfiles, readPublic } from '../api/public-content-api';

/** Spec 9: supporters stay fresh 30 seconds; every other read keeps the 5-minute default. */
const SUPPORTERS_STALE_TIME_MS = 30 * 1000;
/** Spec 9: the itinerary is retried once and places three times; nothing else is retried. */
const ITINERARY_RETRIES = 1;
const PLACES_RETRIES = 3;

export const publicQueries = {
  team: () => queryOptions({ queryKey: [p.team], queryFn: readPublic('team') }),
  supporters: () => queryOptions({ queryKey: [p.supporters], queryFn: readPublic('supporters'), staleTime: SUPPORTERS_STALE_TIME_MS }),
  itineraryDays: (year: CohortYear) =>
    queryOptions({ queryKey: [p.itineraryDays, { year }], queryFn: readPublic('itineraryDays'), retry: ITINERARY_RETRIES }),
  speakers: (year: CohortYear) => queryOptions({ queryKey: [p.speakers, { year }], queryFn: readPublic('speakers') }),
  places: () => queryOptions({ queryKey: [p.places], queryFn: readPublic('places'), retry: PLACES_RETRIES }),
  faqs: () => queryOptions({ queryKey: [p.faqs], queryFn: readPublic('faqs') }),
  travelResources: () => queryOptions({ queryKey: [p.travelResources], queryFn: readPublic('travelResources') }),
  edition: editionQuery,
  participantProfiles: () => queryOptions({ queryKey: [p.participantProfiles], queryFn: readParticipantProfiles() }),
};

export const useTeamMembers = () => useQuery(publicQueries.team());
export const useSupporters = () => useQuery(publicQueries.supporters());
export const useItineraryDays = (year: CohortYear) => useQuery(publicQueries.itineraryDays(year));
export const useSpeakers = (year: CohortYear) => useQuery(publicQueries.speakers(year));
export const usePlaces = () => useQuery(publicQueries.places());
export const useFaqs = () => useQuery(publicQueries.faqs());
export const useTravelResources = () => useQuery(publicQueries.travelResources());
export const usePublicEdition = useEdition;
export const useParticipantProfiles = () => useQuery(publicQueries.participantProfiles());
