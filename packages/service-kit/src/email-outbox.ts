import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, emailJobSchema, type EmailJob } from '@trek/contracts';

export interface EmailOutboxOptions {
  /** BullMQ key prefix (default `bull`); the notifications worker must use the same one. Tests pick a unique one. */
  prefix?: string;
}

/**
 * Adds email jobs for the notifications worker. The job id comes from the event that caused the
 * email, so adding the same one twice (a retry, a replayed outbox) sends it once.
 */
export class EmailOutbox {
  private readonly queue: Queue;

  constructor(connection: Redis, { prefix }: EmailOutboxOptions = {}) {
    this.queue = new Queue(QUEUES.email, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: 10,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: { count: 5_000 },
        removeOnFail: { count: 5_000 },
      },
    });
  }

  async send(jobId: string, job: EmailJob): Promise<void> {
    await this.queue.add(job.kind, emailJobSchema.parse(job), { jobId });
  }

  /** Adds several jobs in one round trip; ids already on the queue are left as they are. */
  async sendMany(jobs: Array<{ jobId: string; email: EmailJob }>): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(jobs.map(({ jobId, email }) => ({ name: email.kind, data: emailJobSchema.parse(email), opts: { jobId } })));
  }

  /** The job's state in Redis; `unknown` when Redis does not have it (lost, or removed long after completing). */
  async jobState(jobId: string): Promise<string> {
    return this.queue.getJobState(jobId);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
