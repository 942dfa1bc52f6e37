import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, spotTransferredEventJobId, spotTransferredEventSchema, type SpotTransferredEvent } from '@trek/contracts';

export interface SpotTransferredPublisher {
  /** Adds the event to the auth service's queue (job id from the spot and transfer, so publishing twice is one job while it waits). */
  publish(event: SpotTransferredEvent): Promise<void>;
  close(): Promise<void>;
}

/** BullMQ producer of `SpotTransferred`; a failed job is kept for operators to retry. */
export function createSpotTransferredPublisher(connection: Redis, prefix?: string): SpotTransferredPublisher {
  const queue = new Queue(QUEUES.authSpotTransferred, {
    connection,
    prefix,
    defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: { count: 1_000 }, removeOnFail: { count: 1_000 } },
  });
  return {
    async publish(event) {
      const data = spotTransferredEventSchema.parse(event);
      await queue.add('SpotTransferred', data, { jobId: spotTransferredEventJobId(data.spotId, data.transferNumber) });
    },
    close: () => queue.close(),
  };
}
