import { z } from 'zod';
import { MAX_TOKEN_LIFETIME_SECONDS, baseConfigShape, jwtVerifyConfigShape, loadConfig, pemSchema } from '@trek/service-kit';

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
});

export type AuthConfig = z.output<typeof authConfigSchema>;

export const readAuthConfig = (env: NodeJS.ProcessEnv = process.env): AuthConfig => loadConfig(authConfigSchema, env);
