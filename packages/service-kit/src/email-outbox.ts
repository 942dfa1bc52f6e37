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

  /**
   * Adds several jobs in one round trip; ids already on the queue are left as they are. An email
   * that does not match the email job schema is not added, and answered with the reason, so one
   * bad email does not hold back the others.
   */
  async sendMany(jobs: Array<{ jobId: string; email: EmailJob }>): Promise<{ refused: Array<{ jobId: string; reason: string }> }> {
    const refused: Array<{ jobId: string; reason: string }> = [];
    const accepted: Array<{ name: string; data: EmailJob; opts: { jobId: string } }> = [];
    for (const { jobId, email } of jobs) {
      const parsed = emailJobSchema.safeParse(email);
      if (parsed.success) accepted.push({ name: parsed.data.kind, data: parsed.data, opts: { jobId } });
      else refused.push({ jobId, reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
    }
    if (accepted.length > 0) await this.queue.addBulk(accepted);
    return { refused };
  }

  /** The job's state in Redis; `unknown` when Redis does not have it (lost, or removed long after completing). */
  async jobState(jobId: string): Promise<string> {
    return this.queue.getJobState(jobId);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
