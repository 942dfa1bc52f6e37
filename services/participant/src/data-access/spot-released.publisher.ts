import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, spotReleasedEventSchema, spotReleasedJobId, type SpotReleasedEvent } from '@trek/contracts';

export interface SpotReleasedPublisher {
  /** Adds the event to the applications service's queue; the job id is the transfer's, so publishing it again adds nothing. */
  publish(event: SpotReleasedEvent): Promise<void>;
  close(): Promise<void>;
}

/** A month: the transfer relay publishes a transfer still waiting for a recipient again on every run; a kept job makes that a no-op. */
const KEEP_COMPLETED_SECONDS = 30 * 24 * 3_600;

/** BullMQ producer of `SpotReleased`, on the queue its consumer (the applications service) owns. */
export function createSpotReleasedPublisher(connection: Redis, prefix?: string): SpotReleasedPublisher {
  const queue = new Queue(QUEUES.applicationsSpotReleased, {
    connection,
    prefix,
    defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: { age: KEEP_COMPLETED_SECONDS }, removeOnFail: { count: 1_000 } },
  });
  return {
    async publish(event) {
      const data = spotReleasedEventSchema.parse(event);
      await queue.add('SpotReleased', data, { jobId: spotReleasedJobId(data) });
    },
    async close() {
      await queue.close();
    },
  };
}
