import {
  faqSchema,
  itineraryDaySchema,
  placeSchema,
  publicEditionSchema,
  publicParticipantProfileSchema,
  speakerSchema,
  supporterSchema,
  teamMemberSchema,
  travelResourceSchema,
} from '@trek/contracts';
import { http, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { publicContentPaths } from '../features/landing/api/public-content-api';
import { answer, contractJson } from './api-server';

/** The contract schema of each public list the landing page reads. */
const publicListSchemas = {
  team: z.array(teamMemberSchema),
  supporters: z.array(supporterSchema),
  itineraryDays: z.array(itineraryDaySchema),
  speakers: z.array(speakerSchema),
  places: z.array(placeSchema),
  faqs: z.array(faqSchema),
  travelResources: z.array(travelResourceSchema),
  participantProfiles: z.array(publicParticipantProfileSchema),
} as const;

export type PublicList = keyof typeof publicListSchemas;

/**
 * Answers the landing page's public reads: the lists given, checked against their contract schemas,
 * and every other list empty (the edition settings are the test server's default).
 */
export function answerPublicContent(lists: { [List in PublicList]?: z.input<(typeof publicListSchemas)[List]> } = {}): void {
  answer(
    ...(Object.keys(publicListSchemas) as PublicList[]).map((list) =>
      http.get(publicContentPaths[list], () => contractJson(publicListSchemas[list], (lists[list] ?? []) as JsonBodyType as never)),
    ),
  );
}

/** The contract schema of a successful answer on each public path. */
const publicReadSchemas: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ...(Object.keys(publicListSchemas) as PublicList[]).map((list): [string, z.ZodType] => [publicContentPaths[list], publicListSchemas[list]]),
  [publicContentPaths.edition, publicEditionSchema],
]);

/** The contract schema of a successful answer on the public `path`. */
export function publicReadSchema(path: string): z.ZodType {
  const schema = publicReadSchemas.get(path);
  if (!schema) throw new Error(`${path} is not one of the public reads`);
  return schema;
}
