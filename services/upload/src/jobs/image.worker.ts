import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, imageJobSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import { processImage, type ProcessImageOutcome } from '../domain/process-image.js';
import type { UploadDomain } from '../domain/upload-context.js';

export interface ImageWorkerOptions extends Pick<UploadDomain, 'storage' | 'media'> {
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string;
  logger: Logger;
}

/** Image work is CPU-bound (libvips has its own threads): two at a time per process. */
const CONCURRENCY = 2;

export function createImageWorker({ connection, prefix, logger, storage, media }: ImageWorkerOptions): Worker<unknown, ProcessImageOutcome> {
  const worker = new Worker<unknown, ProcessImageOutcome>(
    QUEUES.images,
    async (job) => {
      const parsed = imageJobSchema.safeParse(job.data);
      // A malformed job fails the same way on every try.
      if (!parsed.success) throw new UnrecoverableError(`Invalid image job: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return processImage(parsed.data, { storage, media });
    },
    { connection, prefix, concurrency: CONCURRENCY },
  );
  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, outcome }, 'image job done'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'image job attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'image worker error'));
  return worker;
}
