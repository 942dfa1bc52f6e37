import { connectDataStores, createLogger, createRedis, listen, runMain, startRepeatingJob } from '@trek/service-kit';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { publishDueAnnouncements } from './domain/announcement-publishing.js';
import { createPersonErasedWorker } from './jobs/person-erased.worker.js';

const logger = createLogger('updates');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, domain, close } = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness });
  // An erased person's feedback and read receipts go when the participant service publishes PersonErased.
  const queueRedis = createRedis(config.REDIS_URL, 'queue', logger);
  const erasures = createPersonErasedWorker({ domain, connection: queueRedis, logger });
  // Scheduled announcements: the times live in MongoDB; this run (its pace in Redis) publishes those due, also after a restart.
  const publisher = await startRepeatingJob({
    queueName: 'updates-announcement-publisher',
    redis: stores.redis,
    everyMs: config.ANNOUNCEMENT_PUBLISH_INTERVAL_MS,
    logger,
    run: () => publishDueAnnouncements(domain),
    // The edition, who is in it, and their accounts.
    needs: [config.CONTENT_SERVICE_URL, config.PARTICIPANT_SERVICE_URL, config.AUTH_SERVICE_URL],
  });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'updates service listening');
  return [server.stop, () => publisher.close(), () => erasures.close(), () => queueRedis.quit().then(() => undefined), close, stores.close];
});
