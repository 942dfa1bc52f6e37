import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema, personErasedJobId, type PersonErasedEvent } from '@trek/contracts';

/** Each consumer owns its queue. */
const CONSUMER_QUEUES = {
  uploads: QUEUES.uploadPersonErased,
  notifications: QUEUES.notificationsPersonErased,
  applications: QUEUES.applicationsPersonErased,
  updates: QUEUES.updatesPersonErased,
} as const;
export type PersonErasedConsumer = keyof typeof CONSUMER_QUEUES;

export interface PersonErasedPublisher {
  /** Adds the event to that consumer's queue (job id from the person, so publishing twice is one job while it waits). */
  publish(consumer: PersonErasedConsumer, event: PersonErasedEvent): Promise<void>;
  close(): Promise<void>;
}

/**
 * BullMQ producer of `PersonErased`. A consumed event is removed at once: it names the person's
 * email, which nothing needs afterwards. A failed one is kept for operators to retry.
 */
export function createPersonErasedPublisher(connection: Redis, prefix?: string): PersonErasedPublisher {
  const queueOf = (name: string) =>
    new Queue(name, {
      connection,
      prefix,
      defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: true, removeOnFail: { count: 1_000 } },
    });
  const queues = {
    uploads: queueOf(CONSUMER_QUEUES.uploads),
    notifications: queueOf(CONSUMER_QUEUES.notifications),
    applications: queueOf(CONSUMER_QUEUES.applications),
    updates: queueOf(CONSUMER_QUEUES.updates),
  };
  return {
    async publish(consumer, event) {
      const data = personErasedEventSchema.parse(event);
      await queues[consumer].add('PersonErased', data, { jobId: personErasedJobId(data.userId) });
    },
    async close() {
      await Promise.all(Object.values(queues).map((queue) => queue.close()));
    },
  };
}
