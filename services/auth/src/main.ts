import { connectDataStores, createLogger, listen, runMain } from '@trek/service-kit';
import { createAuthApp } from './app.js';
import { readAuthConfig } from './config.js';

const logger = createLogger('auth');

runMain(logger, async () => {
  const config = readAuthConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, close } = await createAuthApp({ config, mongo: stores.mongo, redis: stores.redis, logger });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'auth service listening');
  return [server.stop, close, stores.close];
});
