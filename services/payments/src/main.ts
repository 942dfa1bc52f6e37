import { connectDataStores, createLogger, listen, runMain, startRepeatingJob } from '@trek/service-kit';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { sendDueDepositReminders } from './domain/payment-reminders.js';

const logger = createLogger('payments');

runMain(logger, async () => {
  const config = readConfig();
  logger.level = config.LOG_LEVEL;
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl: config.REDIS_URL, logger });
  const { app, domain, close } = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness });
  // Deposits past their due date get one reminder per spot and due date (the schedule lives in Redis).
  const reminders = await startRepeatingJob({
    queueName: 'payments-deposit-reminders',
    redis: stores.redis,
    everyMs: config.PAYMENT_REMINDER_EVERY_MS,
    logger,
    run: () => sendDueDepositReminders(domain),
    // The edition's settings, its spots and their holders.
    needs: [config.CONTENT_SERVICE_URL, config.PARTICIPANT_SERVICE_URL, config.AUTH_SERVICE_URL],
  });
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port }, 'payments service listening');
  return [server.stop, reminders.close, close, stores.close];
});
