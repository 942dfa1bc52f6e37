import { createLogger, connectDataStores } from '@trek/service-kit';
import { startSmtpSink, testInfrastructure, uniqueDatabaseName, type SmtpSink } from '@trek/testing';
// Other services' suites run this worker in-process, as in production, so they read delivered mail from a real SMTP server.
import { createEmailLogRepository } from '../src/data-access/email-log.repository.js';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { createOrganizerNoticeRouting } from '../src/organizer-notice-routing.js';
import { createEmailWorker } from '../src/worker/email.worker.js';

export interface EmailDelivery {
  sink: SmtpSink;
  close: () => Promise<void>;
}

/** Delivers the jobs on the service's email queue (its BullMQ prefix) to an SMTP sink. */
export async function startEmailDelivery(prefix: string): Promise<EmailDelivery> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const logger = createLogger('notifications-test', 'silent');
  const sink = await startSmtpSink();
  const stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('notifications'), redisUrl, redisPurpose: 'queue', logger });
  const transport = createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' });
  const worker = createEmailWorker({
    connection: stores.redis,
    prefix,
    emailLog: await createEmailLogRepository(stores.mongo),
    transport,
    // These suites run no auth, so there are no organizer accounts: notices reach the extra list alone.
    organizerNotices: await createOrganizerNoticeRouting({ mongo: stores.mongo, organizers: { list: async () => [] }, publicSiteUrl: 'http://trek.test' }),
    logger,
  });
  return {
    sink,
    close: async () => {
      await worker.close();
      transport.close();
      await sink.stop();
      await stores.mongo.dropDatabase().catch(() => undefined);
      await stores.close();
    },
  };
}
