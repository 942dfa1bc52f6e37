import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import { createEventWorker, type Logger } from '@trek/service-kit';
import { eraseApplicationsOfErasedPerson, type EraseApplicationsOfErasedPersonDeps } from '../domain/application-privacy.js';

/** Consumes `PersonErased` from this service's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ domain, connection, prefix, logger }: { domain: EraseApplicationsOfErasedPersonDeps; connection: Redis; prefix?: string | undefined; logger: Logger }) {
  return createEventWorker({
    queue: QUEUES.applicationsPersonErased,
    event: 'PersonErased',
    schema: personErasedEventSchema,
    handle: (event) => eraseApplicationsOfErasedPerson(domain, event),
    done: 'applications of an erased person deleted',
    connection,
    prefix,
    logger,
  });
}
