import { z } from 'zod';
import { baseConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const configSchema = z
  .object({
    ...baseConfigShape,
    ...jwtVerifyConfigShape,
    MONGODB_URI: z.string().min(1),
    MONGODB_DB: z.string().min(1).default('trek_notifications'),
    REDIS_URL: z.string().min(1),
    /** smtp://user:pass@host:port (or smtps://); when absent, mail is captured to MAIL_CAPTURE_DIR instead. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_CAPTURE_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(1).default('Mexico Trek <no-reply@mexicotrek.local>'),
    /** auth, which makes the set-password link of an email when it is sent (the job holds only the link's id). */
    AUTH_SERVICE_URL: z.url(),
    /** The key auth's internal API asks for; the same value as auth's AUTH_INTERNAL_KEY. */
    AUTH_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
    /** applications, which makes the link of an offer email when it is sent (the job holds only the offer's id). */
    APPLICATIONS_SERVICE_URL: z.url(),
    /** The key applications' internal API asks for; the same value as applications' APPLICATIONS_INTERNAL_KEY. */
    APPLICATIONS_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
    /** content, whose edition settings hold the time of day of the organizers' daily digest. */
    CONTENT_SERVICE_URL: z.url(),
    /** The site organizers open from their emails (dashboard links, the notification settings). */
    PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
    /** How often the digest scheduler checks whether the digest time has come (it sends once a day). */
    DIGEST_CHECK_INTERVAL_MS: z.coerce.number().int().min(10_000).max(3_600_000).default(300_000),
  })
  .superRefine(
    (env, ctx) => {
      if (!env.SMTP_URL && !env.MAIL_CAPTURE_DIR) {
        ctx.addIssue({
          code: 'custom',
          path: ['MAIL_CAPTURE_DIR'],
          message: 'required when SMTP_URL is not set (emails are then written there as .eml files instead of sent)',
        });
      }
    },
    // Checked even when other variables are bad, so one start-up error lists every problem.
    { when: () => true },
  );

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
