// Imported dynamically by public-content-api.ts, so that zod and the schemas load with the
// browser's first read of a section rather than with the page (a server-rendered page starts
// with the sections already read).
import {
  faqSchema,
  itineraryDaySchema,
  placeSchema,
  publicParticipantProfileSchema,
  speakerSchema,
  supporterSchema,
  teamMemberSchema,
  travelResourceSchema,
} from '@trek/contracts';
import { z } from 'zod';

/** The contract schema of each public list the landing page reads. */
export const publicContentSchemas = {
  team: z.array(teamMemberSchema),
  supporters: z.array(supporterSchema),
  itineraryDays: z.array(itineraryDaySchema),
  speakers: z.array(speakerSchema),
  places: z.array(placeSchema),
  faqs: z.array(faqSchema),
  travelResources: z.array(travelResourceSchema),
  participantProfiles: z.array(publicParticipantProfileSchema),
} as const;

export type PublicContentSchemas = typeof publicContentSchemas;
