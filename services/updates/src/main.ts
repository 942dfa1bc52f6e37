import { connectDataStores, createLogger, listen, runMain } from '@trek/service-kit';
import { createApp } from './app.js';
import { readConfig } from './config.js';

const logger = createLogger('updates');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, close } = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'updates service listening');
  return [server.stop, close, stores.close];
});
