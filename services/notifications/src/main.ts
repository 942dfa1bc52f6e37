import { connectDataStores, createLogger, listen, runMain } from '@trek/service-kit';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { createEmailLogRepository } from './data-access/email-log.repository.js';
import { createPasswordLinkClient } from './data-access/password-links.client.js';
import { createMailTransport } from './mail/mail.transport.js';
import { createEmailWorker } from './worker/email.worker.js';

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
  const emailLog = await createEmailLogRepository(stores.mongo, logger);
  const transport = createMailTransport(config);
  const passwordLinks = createPasswordLinkClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY);
  const worker = createEmailWorker({ connection: stores.redis, emailLog, transport, passwordLinks, logger });
  const server = await listen(
    createApp({ config, emailLog, redis: stores.redis, logger, readiness: stores.readiness }),
    config.PORT,
    config.HOST,
  );
  logger.info(
    { port: server.port, delivery: config.SMTP_URL ? 'smtp' : `capture to ${config.MAIL_CAPTURE_DIR}` },
    'notifications worker started',
  );

  // The worker first finishes the emails in hand, so none is left half-logged.
  return [() => worker.close(), server.stop, () => transport.close(), stores.close];
});
