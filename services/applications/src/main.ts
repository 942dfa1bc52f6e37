import { connectDataStores, createLogger, createRedis, listen, runMain, startRepeatingJob, untilServicesReady } from '@trek/service-kit';
import { createApp } from './app.js';
import { purgeDueApplications } from './domain/application-privacy.js';
import { runOffersRelay } from './domain/offers/confirmation-follow-up.js';
import { preloadOrganizerReads } from './domain/review-applications.js';
import { readConfig } from './config.js';
import { createPersonErasedWorker } from './jobs/person-erased.worker.js';
import { createSpotReleasedWorker } from './jobs/spot-released.worker.js';

const logger = createLogger('applications');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, domain, close } = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness });
  // Hourly: applications not accepted past their retention are deleted (idempotent; the schedule lives in Redis).
  const purge = await startRepeatingJob({
    queueName: 'applications-retention-purge',
    redis: stores.redis,
    everyMs: 3_600_000,
    logger,
    run: () => purgeDueApplications(domain, domain.now()),
    // Each edition's deadline and retention.
    needs: [config.CONTENT_SERVICE_URL],
  });
  // The consumer waits for Redis; the commands connection above fails fast, so a submission never hangs.
  const queueRedis = createRedis(config.REDIS_URL, 'queue', logger);
  const erasures = createPersonErasedWorker({ domain, connection: queueRedis, logger });
  const releases = createSpotReleasedWorker({ domain, connection: queueRedis, logger });
  // Every minute: offers past their deadline expire (their spots go to the waitlist); stopped confirmations are finished.
  const offers = await startRepeatingJob({
    queueName: 'applications-offers-relay',
    redis: stores.redis,
    everyMs: 60_000,
    logger,
    run: () => runOffersRelay(domain, domain.now()),
    // The edition's waitlist rules, and the accounts confirmed offers get.
    needs: [config.CONTENT_SERVICE_URL, config.AUTH_SERVICE_URL],
  });
  // The current edition's applications are read once content answers (it names the edition), so
  // the first organizer read after a start or deploy does not wait for that read.
  const warmUp = new AbortController();
  void untilServicesReady([config.CONTENT_SERVICE_URL], { waiting: 'the first read of the applications', logger, signal: warmUp.signal })
    .then(() => preloadOrganizerReads(domain))
    .catch((error: unknown) => {
      if (!warmUp.signal.aborted) logger.warn({ err: error }, "could not read the edition's applications ahead of the first organizer read");
    });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'applications service listening');
  return [() => warmUp.abort(), server.stop, purge.close, offers.close, () => erasures.close(), () => releases.close(), () => queueRedis.quit().then(() => undefined), close, stores.close];
});
