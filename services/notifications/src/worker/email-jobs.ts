import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type DeliveredEmailJob } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';

/** Every state in which BullMQ still holds a job's data (an active one is being sent right now). */
const HELD_STATES = ['waiting', 'delayed', 'prioritized', 'completed', 'failed'] as const;

export interface EmailJobContents {
  /**
   * Reduces every email job addressed to this address to its kind (`DeliveredEmailJob`), so Redis
   * keeps no body for it and a job still waiting is never sent. Answers how many changed.
   */
  dropContentsAddressedTo(email: string): Promise<number>;
  /** Asks Redis to rewrite its append-only file, so the bodies just dropped leave it too. */
  rewriteAppendOnlyFile(): Promise<void>;
  close(): Promise<void>;
}

const addressedTo = (data: unknown, email: string) => {
  const to = (data as { to?: unknown } | null)?.to;
  return Array.isArray(to) && to.some((recipient) => typeof recipient === 'string' && recipient.toLowerCase() === email);
};

export function createEmailJobContents(connection: Redis, logger: Logger, prefix?: string): EmailJobContents {
  const queue = new Queue(QUEUES.email, { connection, prefix });
  return {
    async dropContentsAddressedTo(email) {
      const address = email.toLowerCase();
      let changed = 0;
      for (const job of await queue.getJobs([...HELD_STATES])) {
        if (!job || !addressedTo(job.data, address)) continue;
        const kept: DeliveredEmailJob = { kind: (job.data as { kind: DeliveredEmailJob['kind'] }).kind, delivered: true };
        await job.updateData(kept);
        changed += 1;
      }
      return changed;
    },

    async rewriteAppendOnlyFile() {
      // Only where Redis keeps an append-only file; a rewrite already running is fine too.
      const persistence = await connection.info('persistence');
      if (!/^aof_enabled:1\s*$/m.test(persistence)) return;
      await connection.bgrewriteaof().catch((error: unknown) => logger.warn({ err: error }, 'Redis did not start an append-only file rewrite'));
    },

    close: () => queue.close(),
  };
}
