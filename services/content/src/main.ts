import { connectDataStores, createLogger, listen, runMain } from '@trek/service-kit';
import { createContentApp } from './app.js';
import { readConfig } from './config.js';
import { ensureEdition } from './domain/edition.js';
import { seedDemoContent } from './domain/seed-demo-content.js';

const logger = createLogger('content');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, domain } = await createContentApp({ config, mongo: stores.mongo, redis: stores.redis, logger });
  const edition = await ensureEdition(domain, new Date(), logger);
  if (config.SEED_DEMO_CONTENT) await seedDemoContent(domain, edition, logger);
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'content service listening');
  return [server.stop, stores.close];
});
