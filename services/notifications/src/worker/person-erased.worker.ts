import type { Redis } from 'ioredis';
import { QUEUES, personErasedEventSchema } from '@trek/contracts';
import { createEventWorker, type Logger } from '@trek/service-kit';
import type { EmailLogRepository } from '../data-access/email-log.repository.js';
import { eraseEmailContents } from '../domain/erase-email-contents.js';
import type { MailTransport } from '../mail/mail.transport.js';
import { createEmailJobContents } from './email-jobs.js';

export interface PersonErasedWorkerOptions {
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  /** BullMQ key prefix of both this queue and the email queue. */
  prefix?: string;
  emailLog: EmailLogRepository;
  transport: MailTransport;
  logger: Logger;
}

/** Consumes `PersonErased` from this worker's own queue (the participant service publishes it). */
export function createPersonErasedWorker({ connection, prefix, emailLog, transport, logger }: PersonErasedWorkerOptions) {
  const emailJobs = createEmailJobContents(connection, logger, prefix);
  const worker = createEventWorker({
    queue: QUEUES.notificationsPersonErased,
    event: 'PersonErased',
    schema: personErasedEventSchema,
    handle: (event) => eraseEmailContents({ emailLog, transport, emailJobs }, event.accountEmail),
    done: 'emails of an erased person reduced to delivery records',
    connection,
    prefix,
    logger,
  });
  worker.on('closed', () => void emailJobs.close());
  return worker;
}
