import { connectDataStores, createLogger, createRedis, listen, runMain } from '@trek/service-kit';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { createMediaRepository } from './data-access/media.repository.js';
import { createMediaStorage } from './data-access/media.storage.js';
import { BullImageJobQueue } from './jobs/image.queue.js';
import { createImageWorker } from './jobs/image.worker.js';
import { createPersonErasedWorker } from './jobs/person-erased.worker.js';

const logger = createLogger('upload');

/**
 * The HTTP service and the image worker run in one process: with the disk driver both must see the
 * same folder, and one process per service keeps `npm start`, compose and the Dockerfile unchanged.
 * The worker is its own module (jobs/image.worker.ts) should it ever need its own process.
 */
runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  // The worker needs a connection that waits for Redis; adding a job uses the commands one, which
  // fails fast, so an upload never hangs while Redis is away.
  const queueRedis = createRedis(config.REDIS_URL, 'queue', logger);
  const storage = createMediaStorage(config);
  const media = await createMediaRepository(stores.mongo);
  const images = new BullImageJobQueue(stores.redis);
  const worker = createImageWorker({ connection: queueRedis, storage, media, logger });
  const erasures = createPersonErasedWorker({ connection: queueRedis, storage, media, logger });
  const app = createApp({ config, redis: stores.redis, storage, media, images, logger, readiness: stores.readiness });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port, storage: storage.description }, 'upload service and image worker started');
  return [server.stop, () => worker.close(), () => erasures.close(), () => images.close(), () => queueRedis.quit().then(() => undefined), () => storage.close(), stores.close];
});
