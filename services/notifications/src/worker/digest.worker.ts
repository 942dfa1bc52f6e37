import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { QUEUES } from '@trek/contracts';
import type { EditionSource } from '@trek/service-kit';
import { latestDueDigestDay, sendDigestsFor, type DigestDay, type DigestDependencies } from '../domain/daily-digest.js';

export interface DigestWorkerOptions extends DigestDependencies {
  connection: Redis;
  prefix?: string;
  /** The edition settings (content service), which hold the digest's time of day. */
  edition: EditionSource;
  /** How often the scheduler checks whether a digest day has come; without it no check is scheduled (tests call runDue). */
  checkEveryMs?: number;
}

export interface DigestWorker {
  /** What the scheduled check does, then that day's sending, in one call (tests drive it with their clock). */
  runDue(): Promise<{ day: string; sentTo: string[] }>;
  close(): Promise<void>;
}

const SCHEDULER_ID = 'organizer-digest-check';
/** One job per digest day: BullMQ adds a day's job once while it keeps it (30 days), the sent records forever. */
export const digestDayJobId = (day: string) => `organizer-digest-${day}`;
const dayJobSchema = z.object({ day: z.iso.date(), cutoff: z.iso.datetime() });

/**
 * The daily digest on its own queue: a job scheduler (repeatable, one per queue whatever the
 * number of workers or restarts) runs a check every few minutes; the check reads the digest time
 * from the edition settings and adds the newest due day's job under a day-stamped id, so that day
 * is handled once; the day's job sends each organizer their digest.
 */
export async function createDigestWorker({ connection, prefix, edition, checkEveryMs, ...deps }: DigestWorkerOptions): Promise<DigestWorker> {
  const queue = new Queue(QUEUES.digest, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: 8,
      backoff: { type: 'exponential', delay: 30_000 },
      removeOnComplete: { age: 30 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    },
  });
  if (checkEveryMs !== undefined) {
    await queue.upsertJobScheduler(SCHEDULER_ID, { every: checkEveryMs }, { name: 'check', opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  const dueDay = async (): Promise<DigestDay> => latestDueDigestDay(deps.now(), (await edition.current()).digestTime);

  const worker = new Worker(
    QUEUES.digest,
    async (job: Job) => {
      if (job.name === 'check') {
        const { day, cutoff } = await dueDay();
        await queue.add('send', { day, cutoff: cutoff.toISOString() }, { jobId: digestDayJobId(day) });
        return;
      }
      const { day, cutoff } = dayJobSchema.parse(job.data);
      await sendDigestsFor({ day, cutoff: new Date(cutoff) }, deps);
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('failed', (job, error) => deps.logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'daily digest job attempt failed'));
  worker.on('error', (error) => deps.logger.error({ err: error }, 'digest worker error'));

  return {
    async runDue() {
      const digestDay = await dueDay();
      return { day: digestDay.day, sentTo: await sendDigestsFor(digestDay, deps) };
    },
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
