import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import { erasePersonUploads } from '../domain/erase-person-uploads.js';
import type { UploadDomain } from '../domain/upload-context.js';

export interface PersonErasedWorkerOptions extends Pick<UploadDomain, 'storage' | 'media'> {
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string;
  logger: Logger;
}

/** Consumes `PersonErased` from this service's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ connection, prefix, logger, storage, media }: PersonErasedWorkerOptions): Worker<unknown, { deleted: number }> {
  const worker = new Worker<unknown, { deleted: number }>(
    QUEUES.uploadPersonErased,
    async (job) => {
      const parsed = personErasedEventSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid PersonErased event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return erasePersonUploads({ storage, media }, parsed.data.userId);
    },
    { connection, prefix, concurrency: 1 },
  );
  // Counts only: the event names a person, the log does not.
  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, deleted: outcome.deleted }, 'uploads of an erased person deleted'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'PersonErased attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'PersonErased worker error'));
  return worker;
}
