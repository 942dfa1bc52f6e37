import type { Redis } from 'ioredis';
import { QUEUES, offerConfirmedEventSchema } from '@trek/contracts';
import { createEventWorker, type Logger } from '@trek/service-kit';
import type { PeopleContext } from '../domain/people/people.context.js';
import { giveSpotForConfirmedOffer } from '../domain/spots/offer-confirmed.js';

/** Consumes `OfferConfirmed` from this service's own queue (the applications service publishes it). */
export function createOfferConfirmedWorker({ domain, connection, prefix, logger }: { domain: Pick<PeopleContext, 'participants' | 'participantEditions'>; connection: Redis; prefix?: string | undefined; logger: Logger }) {
  return createEventWorker({
    queue: QUEUES.participantOfferConfirmed,
    event: 'OfferConfirmed',
    schema: offerConfirmedEventSchema,
    handle: (event) => giveSpotForConfirmedOffer(domain, event),
    done: 'spot given for a confirmed offer',
    connection,
    prefix,
    logger,
  });
}
