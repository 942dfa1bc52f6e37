import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Logger } from './logger.js';

/**
 * Past-tense events between services (DESIGN.md): each on a BullMQ queue its consumer owns, with a
 * job id derived from the event, so publishing it twice while it waits is one job, and consumed
 * idempotently. The queue names, event schemas and job ids are in `@trek/contracts`.
 */

export interface EventPublisher<T> {
  /** Validates the event and adds it to its consumer's queue. */
  publish(event: T): Promise<void>;
  close(): Promise<void>;
}

export interface EventPublisherOptions<T> {
  connection: Redis;
  /** BullMQ key prefix; tests pick a unique one. */
  prefix?: string | undefined;
  /** The consumer's queue. */
  queue: string;
  /** The event's name (`SpotTransferred`), the jobs' name. */
  event: string;
  schema: z.ZodType<T>;
  jobId: (event: T) => string;
  /** Remove a consumed event at once (one that names a person: nothing needs it afterwards); else the last thousand are kept. */
  removeOnComplete?: boolean;
}

/** A producer of one event. A failed job is retried with backoff, then kept for operators to retry. */
export function createEventPublisher<T>({ connection, prefix, queue: name, event, schema, jobId, removeOnComplete = false }: EventPublisherOptions<T>): EventPublisher<T> {
  const queue = new Queue(name, {
    connection,
    prefix,
    defaultJobOptions: { attempts: 10, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: removeOnComplete ? true : { count: 1_000 }, removeOnFail: { count: 1_000 } },
  });
  return {
    async publish(data) {
      const parsed = schema.parse(data);
      await queue.add(event, parsed, { jobId: jobId(parsed) });
    },
    close: () => queue.close(),
  };
}

export interface EventWorkerOptions<T, R extends object> {
  /** This service's own queue of the event. */
  queue: string;
  /** The event's name (`PersonErased`), for the logs. */
  event: string;
  schema: z.ZodType<T>;
  /** The reaction; it must be idempotent (a job can run again after a crash). */
  handle: (event: T) => Promise<R>;
  /** What a completed job did, logged with its outcome (counts), never with the event, which may name a person. */
  done: string;
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}

/** A running consumer of one event; `R` is what a handled event answers (logged as its outcome). */
export type EventWorker<R extends object> = Worker<unknown, R>;

/** A consumer of one event, one job at a time; an event that does not parse fails for good. */
export function createEventWorker<T, R extends object>({ queue, event, schema, handle, done, connection, prefix, logger }: EventWorkerOptions<T, R>): EventWorker<R> {
  const worker = new Worker<unknown, R>(
    queue,
    async (job) => {
      const parsed = schema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid ${event} event: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
      return handle(parsed.data);
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('completed', (job, outcome: object) => logger.info({ jobId: job.id, ...outcome }, done));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, `${event} attempt failed`));
  worker.on('error', (error) => logger.error({ err: error }, `${event} worker error`));
  return worker;
}
