import { register } from 'tsx/esm/api';

/**
 * Starts the servers once per jest run; workers inherit the URLs through the environment.
 * Jest loads this file outside its transform, so tsx loads the harness from its TypeScript source.
 */
export default async function globalSetup() {
  const unregister = register();
  const { startInfrastructure } = await import('./src/infrastructure.ts');
  await unregister();
  const infrastructure = await startInfrastructure();
  process.env.MONGODB_URI = infrastructure.mongoUri;
  process.env.REDIS_URL = infrastructure.redisUrl;
  globalThis.__TREK_INFRASTRUCTURE_STOP__ = infrastructure.stop;
  if (process.env.CI !== 'true') {
    process.stderr.write(`\ntest infrastructure: ${infrastructure.sources.mongo}; ${infrastructure.sources.redis}\n`);
  }
}
