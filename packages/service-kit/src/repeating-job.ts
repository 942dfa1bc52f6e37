import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import { untilServicesReady } from './service-readiness.js';

export interface RepeatingJobOptions {
  /** The queue, owned by the service that runs the job (e.g. `participant-privacy-purge`). */
  queueName: string;
  /** Duplicated with the options BullMQ's blocking worker needs (`maxRetriesPerRequest: null`); the caller keeps the original. */
  redis: Redis;
  /** BullMQ key prefix; tests pick a unique one. */
  prefix?: string;
  everyMs: number;
  logger: Logger;
  /** The work; it must be idempotent (a run can repeat after a crash, or follow another closely). */
  run: () => Promise<unknown>;
  /**
   * The base URLs of the services a run reads. The job is scheduled once each answers `/readyz`
   * (asked in the background; the caller goes on at once), so a start beside them fails no run.
   */
  needs?: readonly string[];
}

export interface RepeatingJob {
  close: () => Promise<void>;
}

const SCHEDULER_ID = 'repeat';
/**
 * A run is tried again after 2, 4, 8, 16 and 32 s before it counts as failed: the first run comes
 * at start, when the services it reads (started beside this one) may not answer yet.
 */
const REPEATING_JOB_TRIES = 6;
const FIRST_RETRY_DELAY_MS = 2_000;
/**
 * A job that runs every `everyMs` through a BullMQ job scheduler: the schedule lives in Redis, so
 * a restart neither loses nor doubles it (upserting the same scheduler id replaces it), and with
 * several replicas each run is taken by one worker only. A failed run is tried again shortly, and
 * logged as an error (then left to its next time) only when its last try fails.
 */
export async function startRepeatingJob({ queueName, redis, prefix, everyMs, logger, run, needs = [] }: RepeatingJobOptions): Promise<RepeatingJob> {
  const connection = redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
  const queue = new Queue(queueName, { connection, prefix });
  let worker: Worker | undefined;
  const schedule = async () => {
    await queue.upsertJobScheduler(SCHEDULER_ID, { every: everyMs }, {
      name: queueName,
      opts: {
        attempts: REPEATING_JOB_TRIES,
        backoff: { type: 'exponential', delay: FIRST_RETRY_DELAY_MS },
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      },
    });
    worker = new Worker(queueName, async () => run(), { connection, prefix, concurrency: 1 });
    worker.on('failed', (job, error) => {
      if (job && job.attemptsMade < REPEATING_JOB_TRIES) logger.debug({ err: error, queue: queueName, tries: job.attemptsMade }, 'a scheduled job failed; it is tried again shortly');
      else logger.error({ err: error, queue: queueName }, 'a scheduled job failed; it runs again at its next time');
    });
    worker.on('error', (error) => logger.warn({ err: error, queue: queueName }, 'scheduled job worker error'));
  };
  const stopping = new AbortController();
  let scheduled: Promise<void>;
  if (needs.length === 0) {
    await schedule();
    scheduled = Promise.resolve();
  } else {
    scheduled = untilServicesReady(needs, { waiting: `the scheduled job ${queueName}`, logger, signal: stopping.signal })
      .then(schedule)
      .catch((error: unknown) => {
        if (!stopping.signal.aborted) logger.error({ err: error, queue: queueName }, 'a scheduled job could not be scheduled');
      });
  }
  return {
    close: async () => {
      stopping.abort();
      await scheduled;
      await worker?.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
