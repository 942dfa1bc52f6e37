import { z } from 'zod';
import { baseConfigShape, emailListSchema, emailOutboxConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

/** 32 random bytes as base64: the AES-256-GCM key of the passport number and date of birth. No default, ever. */
const encryptionKey = z
  .string('is required (32 bytes, base64)')
  .trim()
  .transform((value) => Buffer.from(value, 'base64'))
  .refine((key) => key.length === 32, 'must be 32 bytes encoded as base64');

/** A day (`2026-02-01`, read as UTC midnight) or an instant with offset. */
const instant = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), 'must be an ISO date or date-time')
  .transform((value) => new Date(value));

const configSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_participant'),
  REDIS_URL: z.string().min(1),
  FIELD_ENCRYPTION_KEY: encryptionKey,
  /** Base URL of the auth service: the organizers' views list participant accounts through its API. */
  AUTH_SERVICE_URL: z.url(),
  /** Base URL of the applications service: a participant's data download includes their application; an erasure deletes it. */
  APPLICATIONS_SERVICE_URL: z.url(),
  /** The key of auth's internal API (the same value as auth's): scheduled setup reminders read the enabled participant accounts with it. Unset, no reminder is scheduled. */
  AUTH_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Base URL of the updates service: a participant's data download includes their feedback and read receipts; an erasure deletes them; the overview counts unread feedback. */
  UPDATES_SERVICE_URL: z.url(),
  /** The key the updates and payments services present to this service's internal API (each person's edition, spot and name; an edition's spots). */
  PARTICIPANT_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** Base URL of the content service: the edition settings give the transfer deadline and the trek's start. */
  CONTENT_SERVICE_URL: z.url(),
  /** Overrides the edition's transfer deadline: after this instant no spot can be transferred. */
  TRANSFER_DEADLINE: instant.optional(),
  /** How long the edition settings read from the content service are reused. */
  EDITION_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The portal's address, linked from emails (setup reminders, organizer notices). */
  PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
  /** Addresses (e.g. a shared inbox) that get every organizer notice (transfers, finalised logistics) besides the active organizers' accounts. */
  ORGANIZER_NOTIFICATION_EMAILS: emailListSchema,
  ...emailOutboxConfigShape,
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
