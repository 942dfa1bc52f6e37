import { connectDataStores, createLogger, createRedis, listen, runMain } from '@trek/service-kit';
import { createAuthApp } from './app.js';
import { readAuthConfig } from './config.js';
import { createSpotTransferredWorker } from './jobs/spot-transferred.worker.js';

const logger = createLogger('auth');

runMain(logger, async () => {
  const config = readAuthConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, domain, close } = await createAuthApp({ config, mongo: stores.mongo, redis: stores.redis, logger });
  // A former spot holder's sessions end when the participant service publishes SpotTransferred.
  const queueRedis = createRedis(config.REDIS_URL, 'queue', logger);
  const transfers = createSpotTransferredWorker({ domain, connection: queueRedis, logger });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'auth service listening');
  return [server.stop, () => transfers.close(), () => queueRedis.quit().then(() => undefined), close, stores.close];
});
