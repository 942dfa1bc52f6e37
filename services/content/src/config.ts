import { z } from 'zod';
import { baseConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const configSchema = z.object({
  ...baseConfigShape,
  ...jwtVerifyConfigShape,
  MONGODB_URI: z.string().min(1),
  MONGODB_DB: z.string().min(1).default('trek_content'),
  REDIS_URL: z.string().min(1),
  /** Loads the sample content on the first start of an empty database. */
  SEED_DEMO_CONTENT: z.stringbool().default(true),
});

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
