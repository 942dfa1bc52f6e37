import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import { createEventWorker, type EventWorker, type Logger } from '@trek/service-kit';
import { eraseUpdatesOfErasedPerson, type EraseUpdatesOfErasedPersonDeps } from '../domain/person-data.js';

/** Consumes `PersonErased` from this service's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ domain, connection, prefix, logger }: { domain: EraseUpdatesOfErasedPersonDeps; connection: Redis; prefix?: string | undefined; logger: Logger }): EventWorker<{ feedback: number; announcementReads: number }> {
  return createEventWorker({
    queue: QUEUES.updatesPersonErased,
    event: 'PersonErased',
    schema: personErasedEventSchema,
    handle: (event) => eraseUpdatesOfErasedPerson(domain, event),
    done: 'feedback and read receipts of an erased person deleted',
    connection,
    prefix,
    logger,
  });
}
