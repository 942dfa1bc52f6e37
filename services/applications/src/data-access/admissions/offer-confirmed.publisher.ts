import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, offerConfirmedEventSchema, offerConfirmedJobId, type OfferConfirmedEvent } from '@trek/contracts';

export interface OfferConfirmedPublisher {
  /** Adds the event to the participant service's queue (job id from the offer, so publishing twice is one job). */
  publish(event: OfferConfirmedEvent): Promise<void>;
  close(): Promise<void>;
}

/** BullMQ producer of `OfferConfirmed`, on the queue its consumer (the participant service) owns. */
export function createOfferConfirmedPublisher(connection: Redis, prefix?: string): OfferConfirmedPublisher {
  const queue = new Queue(QUEUES.participantOfferConfirmed, {
    connection,
    prefix,
    defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: { count: 1_000 }, removeOnFail: { count: 1_000 } },
  });
  return {
    async publish(event) {
      const data = offerConfirmedEventSchema.parse(event);
      await queue.add('OfferConfirmed', data, { jobId: offerConfirmedJobId(data.offerId) });
    },
    close: () => queue.close(),
  };
}
