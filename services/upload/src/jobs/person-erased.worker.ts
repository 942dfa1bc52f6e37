import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import { createEventWorker, type Logger } from '@trek/service-kit';
import { erasePersonUploads } from '../domain/erase-person-uploads.js';
import type { UploadDomain } from '../domain/upload-context.js';

export interface PersonErasedWorkerOptions extends Pick<UploadDomain, 'storage' | 'media'> {
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string;
  logger: Logger;
}

/** Consumes `PersonErased` from this service's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ connection, prefix, logger, storage, media }: PersonErasedWorkerOptions) {
  return createEventWorker({
    queue: QUEUES.uploadPersonErased,
    event: 'PersonErased',
    schema: personErasedEventSchema,
    handle: (event) => erasePersonUploads({ storage, media }, event.userId),
    done: 'uploads of an erased person deleted',
    connection,
    prefix,
    logger,
  });
}
