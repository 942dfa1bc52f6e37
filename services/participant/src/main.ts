import { connectDataStores, createLogger, createRedis, listen, runMain, startRepeatingJob } from '@trek/service-kit';
import { createApp } from './app.js';
import { purgeDueLogistics } from './domain/logistics/logistics-retention.js';
import { sendDueSetupReminders } from './domain/reminders/setup-reminders.js';
import { readConfig } from './config.js';
import { createOfferConfirmedWorker } from './jobs/offer-confirmed.worker.js';

const logger = createLogger('participant');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, contexts, close } = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness });
  // Hourly: logistics past their retention are deleted (idempotent; the schedule lives in Redis).
  const purge = await startRepeatingJob({
    queueName: 'participant-retention-purge',
    redis: stores.redis,
    everyMs: 3_600_000,
    logger,
    run: () => purgeDueLogistics(contexts.logistics, contexts.logistics.now()),
    // Each edition's end and retention.
    needs: [config.CONTENT_SERVICE_URL],
  });
  // Every 15 minutes: setup reminders whose time has come go out (each once per participant; see setup-reminders.ts).
  const setupReminders = await startRepeatingJob({
    queueName: 'participant-setup-reminders',
    redis: stores.redis,
    everyMs: 900_000,
    logger,
    run: () => sendDueSetupReminders(contexts.reminders),
    // The editions, and the enabled participant accounts.
    needs: [config.CONTENT_SERVICE_URL, config.AUTH_SERVICE_URL],
  });
  if (!contexts.reminders.activeParticipants) logger.warn('AUTH_INTERNAL_KEY is not set: scheduled setup reminders cannot read participant accounts and send nothing');
  // An applicant who confirmed their admission offer gets their spot (the applications service publishes OfferConfirmed).
  const queueRedis = createRedis(config.REDIS_URL, 'queue', logger);
  const offersConfirmed = createOfferConfirmedWorker({ domain: contexts.people, connection: queueRedis, logger });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port, transferDeadlineOverride: config.TRANSFER_DEADLINE?.toISOString() ?? null }, 'participant service listening');
  return [server.stop, purge.close, setupReminders.close, () => offersConfirmed.close(), () => queueRedis.quit().then(() => undefined), close, stores.close];
});
