import { z } from 'zod';
import { audienceSetupItemSchema, ownAnnouncementReadSchema } from './announcement.js';
import { objectIdSchema } from './common.js';
import { DAY0_DECISIONS } from './logistics.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The participant service's internal API, read by the updates service with PARTICIPANT_INTERNAL_KEY
 * (header `INTERNAL_KEY_HEADER`): who is in which edition, who still holds their spot, and how their
 * profile names them. The participant service alone owns these facts.
 */

/** GET: one participant as their portal opens (their edition recorded, their documents made on first access). */
export const internalParticipantStandingPath = (userId: string) => `/internal/people/${encodeURIComponent(userId)}/standing`;
export const participantStandingSchema = builtOnFirstUse(() =>
  z.object({
    userId: objectIdSchema,
    /** The edition they belong to, and the current one. */
    year: z.number().int(),
    currentYear: z.number().int(),
    /** They transferred their spot away: their own history stays readable, nothing more is sent. */
    formerHolder: z.boolean(),
    /** The name their profile gives, null when it gives none. */
    name: z.string().nullable(),
  }),
);
export type ParticipantStanding = z.infer<typeof participantStandingSchema>;

/** POST `{ userIds }`: what the participant service knows of these people; nothing is created. */
export const INTERNAL_PARTICIPANT_PEOPLE_PATH = '/internal/people';
export const participantPeopleRequestSchema = builtOnFirstUse(() => z.object({ userIds: z.array(objectIdSchema).max(5_000) }));
export const participantPersonSchema = builtOnFirstUse(() =>
  z.object({
    userId: objectIdSchema,
    /** The edition recorded when they first opened the portal; null when they never did. */
    year: z.number().int().nullable(),
    formerHolder: z.boolean(),
    name: z.string().nullable(),
    /** The email their profile (else their logistics) gives, null when neither does. */
    email: z.string().nullable(),
    /** Their Day 0 decision (logistics), null until they make it: announcement audiences. */
    day0Decision: z.enum(DAY0_DECISIONS).nullable().default(null),
    /** The setup items they have not done (announcement audiences); absent from an older answer: none known. */
    missingSetup: z.array(audienceSetupItemSchema).default([]),
  }),
);
export type ParticipantPerson = z.infer<typeof participantPersonSchema>;
export const participantPeopleSchema = builtOnFirstUse(() => z.object({ people: z.array(participantPersonSchema) }));

/** GET /api/participant/announcement-reads (updates service): the caller's read receipts, for their data download. */
export const ownAnnouncementReadsSchema = builtOnFirstUse(() => z.object({ reads: z.array(ownAnnouncementReadSchema) }));
export type OwnAnnouncementReads = z.infer<typeof ownAnnouncementReadsSchema>;

