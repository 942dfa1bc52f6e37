import { z } from 'zod';
import { DEFAULT_EDITION_SETTINGS } from '@trek/contracts';
import { baseConfigShape, emailListSchema, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

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
  /** After this instant no spot can be transferred. */
  TRANSFER_DEADLINE: instant.default(() => new Date(DEFAULT_EDITION_SETTINGS.transferDeadline)),
  /** Who receives the spot-transferred notice. */
  ORGANIZER_NOTIFICATION_EMAILS: emailListSchema,
  /** How often spot-transferred notices owed while Redis was away are retried. */
  EMAIL_RELAY_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
