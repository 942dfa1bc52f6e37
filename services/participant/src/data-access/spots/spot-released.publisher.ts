import type { Redis } from 'ioredis';
import { QUEUES, spotReleasedEventSchema, spotReleasedJobId } from '@trek/contracts';
import { createEventPublisher } from '@trek/service-kit';

/**
 * `SpotReleased`, on the applications service's queue (job id from the spot and transfer). A
 * transfer's follow-up publishes it once and records the `released` step; a crash between the two
 * publishes it again, which the job id and the idempotent consumer make nothing.
 */
export const createSpotReleasedPublisher = (connection: Redis, prefix?: string) =>
  createEventPublisher({ connection, prefix, queue: QUEUES.applicationsSpotReleased, event: 'SpotReleased', schema: spotReleasedEventSchema, jobId: spotReleasedJobId });

export type SpotReleasedPublisher = ReturnType<typeof createSpotReleasedPublisher>;
