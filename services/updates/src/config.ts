import { z } from 'zod';
import { baseConfigShape, emailListSchema, emailOutboxConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const configSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_updates'),
  REDIS_URL: z.string().min(1),
  /** Base URL of the auth service: the participant accounts an announcement counts and emails, read as the calling organizer. */
  AUTH_SERVICE_URL: z.url(),
  /** Auth's internal key: the enabled participant accounts a scheduled announcement reaches, read when no organizer's token is at hand. */
  AUTH_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** Base URL of the content service: the current edition and the past editions' dates. */
  CONTENT_SERVICE_URL: z.url(),
  /** Base URL of the participant service: each person's edition, whether they still hold their spot, their profile's name. */
  PARTICIPANT_SERVICE_URL: z.url(),
  /** The key of the participant service's internal API (the same value as participant's). */
  PARTICIPANT_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** How long the edition settings read from the content service are reused. */
  EDITION_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Where participants sign in, linked from announcement emails. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
  /** Addresses (e.g. a shared inbox) that get every feedback notice besides the active organizers' accounts. */
  ORGANIZER_NOTIFICATION_EMAILS: emailListSchema,
  /** How often scheduled announcements whose time has come are published (and emailed, when asked). */
  ANNOUNCEMENT_PUBLISH_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(15_000),
  ...emailOutboxConfigShape,
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
