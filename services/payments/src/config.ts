import { z } from 'zod';
import { baseConfigShape, emailOutboxConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const internalKey = z.string('is required (at least 32 characters)').min(32, 'must be at least 32 characters');

const configSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_payments'),
  REDIS_URL: z.string().min(1),
  /** Base URL of the participant service: an edition's spots and who holds each (its internal API). */
  PARTICIPANT_SERVICE_URL: z.url(),
  /** The key of the participant service's internal API (the same value as its PARTICIPANT_INTERNAL_KEY). */
  PARTICIPANT_INTERNAL_KEY: internalKey,
  /** Base URL of the auth service: the holders' names, emails and languages (its internal API). */
  AUTH_SERVICE_URL: z.url(),
  /** The key of auth's internal API (the same value as auth's AUTH_INTERNAL_KEY). */
  AUTH_INTERNAL_KEY: internalKey,
  /** Base URL of the content service: the edition's prices, subsidy and due dates. */
  CONTENT_SERVICE_URL: z.url(),
  /** How long the edition settings read from the content service are reused. */
  EDITION_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** How often the scheduled run looks for deposits past their due date. */
  PAYMENT_REMINDER_EVERY_MS: z.coerce.number().int().min(60_000).max(86_400_000).default(3_600_000),
  /** Where participants sign in, linked from reminder emails. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
  ...emailOutboxConfigShape,
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
