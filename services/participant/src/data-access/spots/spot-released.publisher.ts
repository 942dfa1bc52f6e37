import type { Redis } from 'ioredis';
import { QUEUES, spotReleasedEventSchema, spotReleasedJobId } from '@trek/contracts';
import { createEventPublisher } from '@trek/service-kit';

/**
 * `SpotReleased`, on the applications service's queue (job id from the spot and transfer). The
 * transfer relay publishes a spot still waiting for a recipient again on every run: the kept
 * completed job (the last thousand) makes a repeat nothing, and the consumer is idempotent anyway.
 */
export const createSpotReleasedPublisher = (connection: Redis, prefix?: string) =>
  createEventPublisher({ connection, prefix, queue: QUEUES.applicationsSpotReleased, event: 'SpotReleased', schema: spotReleasedEventSchema, jobId: spotReleasedJobId });

export type SpotReleasedPublisher = ReturnType<typeof createSpotReleasedPublisher>;
