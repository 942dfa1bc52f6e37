import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema, personErasedJobId, type PersonErasedEvent } from '@trek/contracts';
import { createEventPublisher } from '@trek/service-kit';

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
  const publishers = Object.fromEntries(
    Object.entries(CONSUMER_QUEUES).map(([consumer, queue]) => [
      consumer,
      createEventPublisher({ connection, prefix, queue, event: 'PersonErased', schema: personErasedEventSchema, jobId: ({ userId }) => personErasedJobId(userId), removeOnComplete: true }),
    ]),
  ) as Record<PersonErasedConsumer, ReturnType<typeof createEventPublisher<PersonErasedEvent>>>;
  return {
    publish: (consumer, event) => publishers[consumer].publish(event),
    async close() {
      await Promise.all(Object.values(publishers).map((publisher) => publisher.close()));
    },
  };
}
