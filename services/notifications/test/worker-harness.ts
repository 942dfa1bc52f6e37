import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Queue, type Worker } from 'bullmq';
import { QUEUES } from '@trek/contracts';
import { EmailOutbox, connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { createEmailLogRepository, type EmailLogRepository } from '../src/data-access/email-log.repository.js';
import type { ActiveOrganizerSource } from '../src/data-access/active-organizers.client.js';
import type { EmailLinkSource } from '../src/data-access/email-links.client.js';
import type { OrganizerNoticeRouting } from '../src/domain/organizer-notices.js';
import { createOrganizerNoticeRouting } from '../src/organizer-notice-routing.js';
import type { DeliveryOutcome } from '../src/domain/deliver-email.js';
import type { MailTransport } from '../src/mail/mail.transport.js';
import { createEmailWorker } from '../src/worker/email.worker.js';

export type Settled =
  | { state: 'completed'; outcome: DeliveryOutcome }
  | { state: 'failed'; error: Error; attemptsMade: number };

export interface WorkerHarness {
  stores: DataStores;
  /** Its BullMQ key prefix, for other queues a test runs beside it. */
  prefix: string;
  emailLog: EmailLogRepository;
  /** The producers' way in, on this harness's own key prefix. */
  outbox: EmailOutbox;
  /** Direct access for jobs the outbox would refuse or with test-sized retry options. */
  queue: Queue;
  worker: Worker<unknown, DeliveryOutcome>;
  /** Present when the harness was given organizers: who gets organizer notices. */
  organizerNotices?: OrganizerNoticeRouting;
  /** Resolves when the job completes or fails for good (not on a failed attempt that will be retried). */
  settled: (jobId: string) => Promise<Settled>;
  /** Resolves on the job's next failed attempt, final or not. */
  nextFailure: (jobId: string) => Promise<{ error: Error; attemptsMade: number }>;
  close: () => Promise<void>;
}

/** A worker on its own database and BullMQ prefix, so suites running in parallel never see each other's jobs. */
export async function startWorkerHarness(
  transport: MailTransport,
  passwordLinks?: EmailLinkSource,
  organizers?: { source: ActiveOrganizerSource; now: () => Date },
): Promise<WorkerHarness> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const logger = createLogger('notifications-test', 'silent');
  const prefix = `test-${randomUUID()}`;
  const stores = await connectDataStores({
    mongoUri,
    dbName: uniqueDatabaseName('notifications'),
    redisUrl,
    redisPurpose: 'queue',
    logger,
  });
  if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  const emailLog = await createEmailLogRepository(stores.mongo);
  const organizerNotices = organizers
    ? await createOrganizerNoticeRouting({ mongo: stores.mongo, organizers: organizers.source, publicSiteUrl: 'http://trek.test', now: organizers.now })
    : undefined;
  const worker = createEmailWorker({
    connection: stores.redis,
    prefix,
    emailLog,
    transport,
    ...(passwordLinks ? { passwordLinks } : {}),
    ...(organizerNotices ? { organizerNotices } : {}),
    logger,
  });
  const outbox = new EmailOutbox(stores.redis, { prefix });
  const queue = new Queue(QUEUES.email, { connection: stores.redis, prefix });

  const settled = (jobId: string) =>
    new Promise<Settled>((resolve) => {
      const onCompleted = (job: { id?: string }, outcome: DeliveryOutcome) => {
        if (job.id !== jobId) return;
        stop();
        resolve({ state: 'completed', outcome });
      };
      const onFailed = (job: { id?: string; finishedOn?: number; attemptsMade: number } | undefined, error: Error) => {
        // Only the last failure moves the job to `failed` and stamps finishedOn.
        if (job?.id !== jobId || !job.finishedOn) return;
        stop();
        resolve({ state: 'failed', error, attemptsMade: job.attemptsMade });
      };
      const stop = () => {
        worker.off('completed', onCompleted);
        worker.off('failed', onFailed);
      };
      worker.on('completed', onCompleted);
      worker.on('failed', onFailed);
    });

  const nextFailure = (jobId: string) =>
    new Promise<{ error: Error; attemptsMade: number }>((resolve) => {
      const onFailed = (job: { id?: string; attemptsMade: number } | undefined, error: Error) => {
        if (job?.id !== jobId) return;
        worker.off('failed', onFailed);
        resolve({ error, attemptsMade: job.attemptsMade });
      };
      worker.on('failed', onFailed);
    });

  return {
    stores,
    prefix,
    emailLog,
    outbox,
    queue,
    worker,
    ...(organizerNotices ? { organizerNotices } : {}),
    settled,
    nextFailure,
    close: async () => {
      await worker.close();
      await Promise.all([outbox.close(), queue.close()]);
      transport.close();
      await stores.close();
    },
  };
}
