import { z } from 'zod';
import { MAX_TOKEN_LIFETIME_SECONDS, baseConfigShape, emailOutboxConfigShape, jwtVerifyConfigShape, loadConfig, pemSchema } from '@trek/service-kit';

export const authConfigSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_auth'),
  REDIS_URL: z.string().min(1),
  JWT_PRIVATE_KEY: pemSchema,
  /** Lifetime of an access token; the SPA has no refresh flow, so it covers a working day. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(MAX_TOKEN_LIFETIME_SECONDS).default(12 * 3600),
  ORGANIZER_SETUP_KEY: z.string().min(12, 'must be at least 12 characters'),
  /** Failed sign-ins for one account within the window that lock its sign-in, whatever the client's IP. */
  SIGN_IN_LOCK_FAILURES: z.coerce.number().int().min(3).max(1000).default(10),
  /** How long failures are counted, and how long a lock lasts. */
  SIGN_IN_LOCK_SECONDS: z.coerce.number().int().min(60).max(86_400).default(15 * 60),
  /** The site's address: set-password links and the sign-in address in emails point there. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:8080'),
  /**
   * The key the notifications worker presents to ask for a set-password link when it sends the
   * email (the link itself is never queued). Shared with notifications only; no default.
   */
  AUTH_INTERNAL_KEY: z.string().min(32, 'must be at least 32 characters'),
  /** "Forgot password?" links made per email within the window; more requests get the same answer and no link (unknown emails alike). */
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(100).default(3),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /**
   * "Forgot password?" looks the account up and issues the link after answering, at a random moment
   * up to this long after, so the load it causes does not tell the asker which emails have accounts.
   */
  PASSWORD_RESET_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  ...emailOutboxConfigShape,
});

export type AuthConfig = z.output<typeof authConfigSchema>;

export const readAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig => loadConfig(authConfigSchema, env);
