import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import type { EmailLogRepository } from '../data-access/email-log.repository.js';
import { eraseEmailContents } from '../domain/erase-email-contents.js';
import type { MailTransport } from '../mail/mail.transport.js';
import { createEmailJobContents } from './email-jobs.js';

export interface PersonErasedWorkerOptions {
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  /** BullMQ key prefix of both this queue and the email queue. */
  prefix?: string;
  emailLog: EmailLogRepository;
  transport: MailTransport;
  logger: Logger;
}

type Outcome = { entries: number; jobs: number };

/** Consumes `PersonErased` from this worker's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ connection, prefix, emailLog, transport, logger }: PersonErasedWorkerOptions): Worker<unknown, Outcome> {
  const emailJobs = createEmailJobContents(connection, logger, prefix);
  const worker = new Worker<unknown, Outcome>(
    QUEUES.notificationsPersonErased,
    async (job) => {
      const parsed = personErasedEventSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid PersonErased event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return eraseEmailContents({ emailLog, transport, emailJobs }, parsed.data.accountEmail);
    },
    { connection, prefix, concurrency: 1 },
  );
  // Counts only: the event names a person, the log does not.
  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, ...outcome }, 'emails of an erased person reduced to delivery records'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'PersonErased attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'PersonErased worker error'));
  worker.on('closed', () => void emailJobs.close());
  return worker;
}
