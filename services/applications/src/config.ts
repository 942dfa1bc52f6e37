import { z } from 'zod';
import { baseConfigShape, emailListSchema, emailOutboxConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const configSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_applications'),
  REDIS_URL: z.string().min(1),
  /** Base URL of the auth service, which creates participant accounts from accepted applications. */
  AUTH_SERVICE_URL: z.url(),
  /**
   * Base URL of the content service, whose edition settings give the year new applications belong
   * to (one per email per edition), the application deadline and the contact mailbox.
   */
  CONTENT_SERVICE_URL: z.url(),
  /**
   * auth's internal key (same value as auth's): an applicant who confirms their offer gets their
   * participant account through auth's internal API. Unset: confirmations are recorded, and their
   * accounts made by the offers relay once it is set.
   */
  AUTH_INTERNAL_KEY: z.string().min(16).optional(),
  /**
   * This service's internal key: the notifications worker presents it to ask for an offer email's
   * link when it sends the email (the link itself is never queued). Shared with notifications only; no default.
   */
  APPLICATIONS_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** How long one read of the edition settings is reused; a deadline an organizer moves counts after at most this. */
  EDITION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(15_000),
  /** Addresses (e.g. a shared inbox) that get every new-application notice besides the active organizers' accounts. */
  ORGANIZER_NOTIFICATION_EMAILS: emailListSchema,
  /** Where participants sign in, quoted in the welcome email. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
  ...emailOutboxConfigShape,
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
