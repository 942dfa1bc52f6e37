import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, deliveredEmailJobSchema, emailJobSchema, type DeliveredEmailJob } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import { EmailLinkUnusableError } from '../data-access/email-links.client.js';
import { deliverEmail, type DeliveryDependencies, type DeliveryOutcome } from '../domain/deliver-email.js';

export interface EmailWorkerOptions extends DeliveryDependencies {
  /** A `queue`-purpose connection (BullMQ needs maxRetriesPerRequest: null); the worker duplicates it for blocking reads. */
  connection: Redis;
  /** BullMQ key prefix; must match the producers' EmailOutbox. Tests pass a unique one. */
  prefix?: string;
  logger: Logger;
}

/** SMTP is I/O-bound: a few messages in flight per worker, more workers to scale out. */
const CONCURRENCY = 4;

export function createEmailWorker({ connection, prefix, logger, ...dependencies }: EmailWorkerOptions): Worker<unknown, DeliveryOutcome> {
  const worker = new Worker<unknown, DeliveryOutcome>(
    QUEUES.email,
    async (job: Job<unknown, DeliveryOutcome>) => {
      // Run again after its data was already reduced (the completion itself was lost): it was delivered.
      if (deliveredEmailJobSchema.safeParse(job.data).success) return 'already-delivered';
      const parsed = emailJobSchema.safeParse(job.data);
      if (!parsed.success) {
        // A malformed job fails the same way on every try; retrying would only delay the alarm.
        throw new UnrecoverableError(`Invalid email job: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      if (!job.id) throw new UnrecoverableError('Email job has no id');
      const attempt = job.attemptsMade + 1;
      try {
        const outcome = await deliverEmail({ jobId: job.id, email: parsed.data, attempt, isLastAttempt: attempt >= (job.opts.attempts ?? 1) }, dependencies);
        // The completed job stays in Redis for the producers' relay to see; its words and recipients need not.
        const delivered: DeliveredEmailJob = { kind: parsed.data.kind, delivered: true };
        await job.updateData(delivered);
        return outcome;
      } catch (error) {
        // A link that was used, answered, expired or replaced meanwhile: sending later would not help.
        if (error instanceof EmailLinkUnusableError) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    { connection, prefix, concurrency: CONCURRENCY },
  );

  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, kind: job.name, outcome }, 'email job done'));
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, kind: job?.name, attempts: job?.attemptsMade, err: error }, 'email job attempt failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'email worker error'));
  return worker;
}
