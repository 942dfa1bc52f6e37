import type { Redis } from 'ioredis';
import { QUEUES, spotTransferredEventJobId, spotTransferredEventSchema } from '@trek/contracts';
import { createEventPublisher } from '@trek/service-kit';

/** `SpotTransferred`, on the auth service's queue (job id from the spot and transfer). */
export const createSpotTransferredPublisher = (connection: Redis, prefix?: string) =>
  createEventPublisher({ connection, prefix, queue: QUEUES.authSpotTransferred, event: 'SpotTransferred', schema: spotTransferredEventSchema, jobId: ({ spotId, transferNumber }) => spotTransferredEventJobId(spotId, transferNumber) });

export type SpotTransferredPublisher = ReturnType<typeof createSpotTransferredPublisher>;
