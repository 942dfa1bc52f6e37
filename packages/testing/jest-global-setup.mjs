import { register } from 'tsx/esm/api';

/**
 * Starts the servers once per jest run; workers inherit the URLs through the environment.
 * Jest loads this file outside its transform, so tsx loads the harness from its TypeScript source.
 * The suite's jest config says what it needs besides MongoDB and Redis (`globals.trekInfrastructure`).
 */
export default async function globalSetup(_globalConfig, projectConfig) {
  const unregister = register();
  const { startInfrastructure } = await import('./src/infrastructure.ts');
  await unregister();
  const infrastructure = await startInfrastructure(process.env, projectConfig?.globals?.trekInfrastructure ?? {});
  process.env.MONGODB_URI = infrastructure.mongoUri;
  process.env.REDIS_URL = infrastructure.redisUrl;
  if (infrastructure.s3) {
    process.env.TREK_TEST_S3_ENDPOINT = infrastructure.s3.endpoint;
    process.env.TREK_TEST_S3_BUCKET = infrastructure.s3.bucket;
    process.env.TREK_TEST_S3_ACCESS_KEY_ID = infrastructure.s3.accessKeyId;
    process.env.TREK_TEST_S3_SECRET_ACCESS_KEY = infrastructure.s3.secretAccessKey;
  }
  globalThis.__TREK_INFRASTRUCTURE_STOP__ = infrastructure.stop;
  if (process.env.CI !== 'true') {
    const sources = [infrastructure.sources.mongo, infrastructure.sources.redis, infrastructure.sources.s3].filter(Boolean);
    process.stderr.write(`\ntest infrastructure: ${sources.join('; ')}\n`);
  }
}
