import type { Faq, ItineraryDay, Place, PublicEdition, PublicParticipantProfile, Speaker, Supporter, TeamMember, TravelResource } from '@trek/contracts';
import { ApiError, getQueryFn } from '../../../lib/api-client';

/** Spec 7: the public reads behind the landing page. */
export const publicContentPaths = {
  team: '/api/public/team',
  supporters: '/api/public/supporters',
  itineraryDays: '/api/public/itinerary-days',
  speakers: '/api/public/speakers',
  places: '/api/public/places',
  faqs: '/api/public/faqs',
  travelResources: '/api/public/travel-resources',
  edition: '/api/public/edition',
  participantProfiles: '/api/public/participant-profiles',
} as const;

/** What each public read answers; the services parse their answers with the same contract schemas. */
export interface PublicContentAnswers {
  team: TeamMember[];
  supporters: Supporter[];
  itineraryDays: ItineraryDay[];
  speakers: Speaker[];
  places: Place[];
  faqs: Faq[];
  travelResources: TravelResource[];
  edition: PublicEdition;
  participantProfiles: PublicParticipantProfile[];
}

const sharedRead = getQueryFn({ on401: 'throw' });

const objectAnswers: ReadonlySet<keyof PublicContentAnswers> = new Set(['edition']);

/**
 * The shared read (spec 7), typed by the resource it reads. An answer of the wrong kind (an
 * object where a list belongs) becomes an error, so a section shows its error state instead of
 * crashing the page.
 */
export function readPublic<K extends keyof PublicContentAnswers>(
  resource: K,
): (context: Parameters<typeof sharedRead>[0]) => Promise<PublicContentAnswers[K]> {
  return async (context) => {
    const body = await sharedRead(context);
    const expectsObject = objectAnswers.has(resource);
    const fits = expectsObject ? typeof body === 'object' && body !== null && !Array.isArray(body) : Array.isArray(body);
    if (!fits) throw new Error(`Unexpected answer from ${publicContentPaths[resource]}`);
    return body as PublicContentAnswers[K];
  };
}

/**
 * Public participant profiles come from the participant service; while it is not deployed the
 * gateway answers 404, which means "no profiles yet" rather than a broken page.
 */
export function readParticipantProfiles(): (context: Parameters<typeof sharedRead>[0]) => Promise<PublicParticipantProfile[]> {
  const read = readPublic('participantProfiles');
  return async (context) => {
    try {
      return await read(context);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  };
}
