import type { CohortYear } from '@trek/contracts';
import { readOptions, usePublicRead } from '../../../lib/public-reads';
import { editionQuery, useEdition } from '../../edition/queries/edition-queries';
import { publicContentPaths as p, readParticipantProfiles, readPublic } from '../api/public-content-api';

/** Spec 9: supporters stay fresh 30 seconds; every other read keeps the 5-minute default. */
const SUPPORTERS_STALE_TIME_MS = 30 * 1000;
/** Spec 9: the itinerary is retried once and places three times; nothing else is retried. */
const ITINERARY_RETRIES = 1;
const PLACES_RETRIES = 3;

export const publicQueries = {
  team: () => readOptions({ queryKey: [p.team], queryFn: readPublic('team') }),
  supporters: () => readOptions({ queryKey: [p.supporters], queryFn: readPublic('supporters'), staleTime: SUPPORTERS_STALE_TIME_MS }),
  itineraryDays: (year: CohortYear) =>
    readOptions({ queryKey: [p.itineraryDays, { year }], queryFn: readPublic('itineraryDays'), retry: ITINERARY_RETRIES }),
  speakers: (year: CohortYear) => readOptions({ queryKey: [p.speakers, { year }], queryFn: readPublic('speakers') }),
  places: () => readOptions({ queryKey: [p.places], queryFn: readPublic('places'), retry: PLACES_RETRIES }),
  faqs: () => readOptions({ queryKey: [p.faqs], queryFn: readPublic('faqs') }),
  travelResources: () => readOptions({ queryKey: [p.travelResources], queryFn: readPublic('travelResources') }),
  edition: editionQuery,
  participantProfiles: () => readOptions({ queryKey: [p.participantProfiles], queryFn: readParticipantProfiles() }),
};

export const useTeamMembers = () => usePublicRead(publicQueries.team());
export const useSupporters = () => usePublicRead(publicQueries.supporters());
export const useItineraryDays = (year: CohortYear) => usePublicRead(publicQueries.itineraryDays(year));
export const useSpeakers = (year: CohortYear) => usePublicRead(publicQueries.speakers(year));
export const usePlaces = () => usePublicRead(publicQueries.places());
export const useFaqs = () => usePublicRead(publicQueries.faqs());
export const useTravelResources = () => usePublicRead(publicQueries.travelResources());
export const usePublicEdition = useEdition;
export const useParticipantProfiles = () => usePublicRead(publicQueries.participantProfiles());
