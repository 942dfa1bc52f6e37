import { EmailOutbox, connectDataStores, createEditionSource, createLogger, listen, runMain } from '@trek/service-kit';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { createActiveOrganizersClient } from './data-access/active-organizers.client.js';
import { createDigestsSentRepository } from './data-access/digests-sent.repository.js';
import { createEmailLogRepository } from './data-access/email-log.repository.js';
import { createOfferLinkClient, createPasswordLinkClient } from './data-access/email-links.client.js';
import { createMailTransport } from './mail/mail.transport.js';
import { createOrganizerNoticeRouting } from './organizer-notice-routing.js';
import { createDigestWorker } from './worker/digest.worker.js';
import { createEmailWorker } from './worker/email.worker.js';
import { createPersonErasedWorker } from './worker/person-erased.worker.js';

/** The digest reads the edition settings at each check; a minute old is fresh enough for a time of day. */
const EDITION_CACHE_MS = 60_000;

const logger = createLogger('notifications');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({
    mongoUri: config.MONGODB_URI,
    dbName: config.MONGODB_DB,
    redisUrl: config.REDIS_URL,
    redisPurpose: 'queue',
    logger,
  });
  const emailLog = await createEmailLogRepository(stores.mongo);
  const transport = createMailTransport(config);
  const passwordLinks = createPasswordLinkClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY);
  const offerLinks = createOfferLinkClient(config.APPLICATIONS_SERVICE_URL, config.APPLICATIONS_INTERNAL_KEY);
  const now = () => new Date();
  const organizers = createActiveOrganizersClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY);
  const organizerNotices = await createOrganizerNoticeRouting({ mongo: stores.mongo, organizers, publicSiteUrl: config.PUBLIC_SITE_URL, now });
  const worker = createEmailWorker({ connection: stores.redis, emailLog, transport, passwordLinks, offerLinks, organizerNotices, logger });
  const erasures = createPersonErasedWorker({ connection: stores.redis, emailLog, transport, logger });
  const digestEmails = new EmailOutbox(stores.redis);
  const digest = await createDigestWorker({
    connection: stores.redis,
    edition: createEditionSource(config.CONTENT_SERVICE_URL, EDITION_CACHE_MS),
    checkEveryMs: config.DIGEST_CHECK_INTERVAL_MS,
    organizers,
    digestEvents: organizerNotices.digestEvents,
    digestsSent: await createDigestsSentRepository(stores.mongo),
    sendEmail: (jobId, email) => digestEmails.send(jobId, email),
    publicSiteUrl: config.PUBLIC_SITE_URL,
    now,
    logger,
  });
  const server = await listen(
    createApp({ config, emailLog, notificationSettings: organizerNotices.settings, redis: stores.redis, logger, readiness: stores.readiness }),
    config.PORT,
    config.HOST,
  );
  logger.info(
    { port: server.port, delivery: config.SMTP_URL ? 'smtp' : `capture to ${config.MAIL_CAPTURE_DIR}` },
    'notifications worker started',
  );

  // The worker first finishes the emails in hand, so none is left half-logged.
  return [() => digest.close(), () => worker.close(), () => erasures.close(), () => digestEmails.close(), server.stop, () => transport.close(), stores.close];
});
