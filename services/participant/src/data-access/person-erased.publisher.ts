import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema, personErasedJobId, type PersonErasedEvent } from '@trek/contracts';

/** Each consumer owns its queue; the event goes to every one of them. */
const CONSUMER_QUEUES = [QUEUES.uploadPersonErased, QUEUES.notificationsPersonErased] as const;

export interface PersonErasedPublisher {
  /** Adds the event to each consumer's queue (job id from the person, so publishing twice is one job while it waits). */
  publish(event: PersonErasedEvent): Promise<void>;
  close(): Promise<void>;
}

/**
 * BullMQ producer of `PersonErased`. A consumed event is removed at once: it names the person's
 * email, which nothing needs afterwards. A failed one is kept for operators to retry.
 */
export function createPersonErasedPublisher(connection: Redis, prefix?: string): PersonErasedPublisher {
  const queues = CONSUMER_QUEUES.map(
    (name) =>
      new Queue(name, {
        connection,
        prefix,
        defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: { count: 1_000 } },
      }),
  );
  return {
    async publish(event) {
      const data = personErasedEventSchema.parse(event);
      await Promise.all(queues.map((queue) => queue.add('PersonErased', data, { jobId: personErasedJobId(data.userId) })));
    },
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
