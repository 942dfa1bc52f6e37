import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, spotReleasedEventSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import { releaseSpot, type ReleaseSpotDeps } from '../domain/offers/release-spot.js';

export interface SpotReleasedWorkerOptions {
  domain: ReleaseSpotDeps;
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}

/** Consumes `SpotReleased` from this service's own queue (the participant service publishes it). */
export function createSpotReleasedWorker({ domain, connection, prefix, logger }: SpotReleasedWorkerOptions): Worker<unknown, { freed: boolean }> {
  const worker = new Worker<unknown, { freed: boolean }>(
    QUEUES.applicationsSpotReleased,
    async (job) => {
      const parsed = spotReleasedEventSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid SpotReleased event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return releaseSpot(domain, parsed.data);
    },
    // One at a time: two releases of one edition never judge its free seats at once.
    { connection, prefix, concurrency: 1 },
  );
  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, freed: outcome.freed }, 'released spot handled'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'SpotReleased attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'SpotReleased worker error'));
  return worker;
}
