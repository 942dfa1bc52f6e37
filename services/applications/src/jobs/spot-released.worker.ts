import type { Redis } from 'ioredis';
import { QUEUES, spotReleasedEventSchema } from '@trek/contracts';
import { createEventWorker, type EventWorker, type Logger } from '@trek/service-kit';
import { releaseSpot, type ReleaseSpotDeps } from '../domain/offers/release-spot.js';

export interface SpotReleasedWorkerOptions {
  domain: ReleaseSpotDeps;
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}

/**
 * Consumes `SpotReleased` from this service's own queue (the participant service publishes it).
 * The kit's worker takes one job at a time: two releases of one edition never judge its free seats at once.
 */
export function createSpotReleasedWorker({ domain, connection, prefix, logger }: SpotReleasedWorkerOptions): EventWorker<{ freed: boolean }> {
  return createEventWorker({
    queue: QUEUES.applicationsSpotReleased,
    event: 'SpotReleased',
    schema: spotReleasedEventSchema,
    handle: (event) => releaseSpot(domain, event),
    done: 'released spot handled',
    connection,
    prefix,
    logger,
  });
}
