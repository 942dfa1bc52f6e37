import { connectDataStores, createLogger, createRedis, listen, runMain, startRepeatingJob } from '@trek/service-kit';
import { createApp } from './app.js';
import { purgeDueApplications } from './domain/application-privacy.js';
import { runOffersRelay } from './domain/offers/confirmation-follow-up.js';
import { readConfig } from './config.js';
import { createPersonErasedWorker } from './jobs/person-erased.worker.js';
import { createSpotReleasedWorker } from './jobs/spot-released.worker.js';
import { OrganizerReadsWarmUp } from './organizer-reads-warm-up.js';

const logger = createLogger('applications');
/** The longest `/readyz` waits for the organizer's first reads (organizer-reads-warm-up.ts). */
const ORGANIZER_READS_WARM_WITHIN_MS = 10_000;

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const warmUp = new OrganizerReadsWarmUp(ORGANIZER_READS_WARM_WITHIN_MS);
  const readiness = { ...stores.readiness, organizerReads: warmUp.isWarmEnough };
  const { app, domain, close } = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness });
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
  warmUp.start(domain, config.CONTENT_SERVICE_URL, logger);
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'applications service listening');
  return [() => warmUp.stop(), server.stop, purge.close, offers.close, () => erasures.close(), () => releases.close(), () => queueRedis.quit().then(() => undefined), close, stores.close];
});
