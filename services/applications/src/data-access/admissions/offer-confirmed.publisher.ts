import type { Redis } from 'ioredis';
import { QUEUES, offerConfirmedEventSchema, offerConfirmedJobId } from '@trek/contracts';
import { createEventPublisher } from '@trek/service-kit';

/** `OfferConfirmed`, on the queue its consumer (the participant service) owns (job id from the offer). */
export const createOfferConfirmedPublisher = (connection: Redis, prefix?: string) =>
  createEventPublisher({ connection, prefix, queue: QUEUES.participantOfferConfirmed, event: 'OfferConfirmed', schema: offerConfirmedEventSchema, jobId: ({ offerId }) => offerConfirmedJobId(offerId) });

export type OfferConfirmedPublisher = ReturnType<typeof createOfferConfirmedPublisher>;
