import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import { eraseUpdatesOfErasedPerson, type EraseUpdatesOfErasedPersonDeps } from '../domain/person-data.js';

export interface PersonErasedWorkerOptions {
  domain: EraseUpdatesOfErasedPersonDeps;
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}

type Outcome = Awaited<ReturnType<typeof eraseUpdatesOfErasedPerson>>;

/** Consumes `PersonErased` from this service's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ domain, connection, prefix, logger }: PersonErasedWorkerOptions): Worker<unknown, Outcome> {
  const worker = new Worker<unknown, Outcome>(
    QUEUES.updatesPersonErased,
    async (job) => {
      const parsed = personErasedEventSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid PersonErased event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return eraseUpdatesOfErasedPerson(domain, parsed.data);
    },
    { connection, prefix, concurrency: 1 },
  );
  // Counts only: the event names a person, the log does not.
  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, ...outcome }, 'feedback and read receipts of an erased person deleted'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'PersonErased attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'PersonErased worker error'));
  return worker;
}
