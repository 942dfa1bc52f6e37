import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, imageJobId, imageJobSchema, type ImageJob } from '@trek/contracts';
import type { ImageJobQueue } from '../domain/upload-context.js';

/** BullMQ producer of image jobs; the job id comes from the key, so a repeated add is one job. */
export class BullImageJobQueue implements ImageJobQueue {
  private readonly queue: Queue;

  /** `connection`: a fail-fast (`commands`) connection, so adding never waits for Redis; `prefix` must match the worker's (tests pick a unique one). */
  constructor(connection: Redis, prefix?: string) {
    this.queue = new Queue(QUEUES.images, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: { count: 1_000 },
        removeOnFail: { count: 1_000 },
      },
    });
  }

  async enqueue(job: ImageJob): Promise<void> {
    await this.queue.add('display-versions', imageJobSchema.parse(job), { jobId: imageJobId(job.key) });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
