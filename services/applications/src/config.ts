import { z } from 'zod';
import { DEFAULT_EDITION_SETTINGS, EDITION } from '@trek/contracts';
import { baseConfigShape, emailListSchema, emailOutboxConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const configSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_applications'),
  REDIS_URL: z.string().min(1),
  /** Base URL of the auth service, which creates participant accounts from accepted applications. */
  AUTH_SERVICE_URL: z.url(),
  /** The edition new applications belong to; one application per email per edition. */
  EDITION_YEAR: z.coerce.number().int().min(2024).max(2100).default(EDITION.year),
  /** Who receives the new-application notice; empty means nobody is told. */
  ORGANIZER_NOTIFICATION_EMAILS: emailListSchema,
  /** Where participants sign in, quoted in the credentials email. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
  /** The mailbox applicants are told to write to. */
  CONTACT_EMAIL: z.email().default(DEFAULT_EDITION_SETTINGS.contactEmail),
  ...emailOutboxConfigShape,
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
