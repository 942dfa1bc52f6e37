import type { z } from 'zod';
import { ApiError, readQuery } from '../../../lib/api-client';
import type { PublicContentSchemas } from './public-content-schemas';

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

export type PublicList = keyof PublicContentSchemas;

/** What each public list answers, as its contract schema parses it. */
export type PublicContentAnswers = { [List in PublicList]: z.output<PublicContentSchemas[List]> };

/**
 * The shared read (spec 7) of one public list, parsed with its contract schema. An answer that
 * does not fit becomes an error, so a section shows its error state instead of crashing the page.
 */
export function readPublic<List extends PublicList>(resource: List): (context: Parameters<typeof readQuery>[0]) => Promise<PublicContentAnswers[List]> {
  return async (context) => {
    const [{ publicContentSchemas }, body] = await Promise.all([import('./public-content-schemas'), readQuery(context)]);
    return publicContentSchemas[resource].parse(body) as PublicContentAnswers[List];
  };
}

/**
 * Public participant profiles come from the participant service; while it is not deployed the
 * gateway answers 404, which means "no profiles yet" rather than a broken page.
 */
export function readParticipantProfiles(): (context: Parameters<typeof readQuery>[0]) => Promise<PublicContentAnswers['participantProfiles']> {
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
