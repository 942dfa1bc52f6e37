import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, spotTransferredEventSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import type { AuthDomain } from '../domain/auth-context.js';
import { endSessionsOf } from '../domain/spot-recipients.js';

export interface SpotTransferredWorkerOptions {
  domain: Pick<AuthDomain, 'users' | 'revocations'>;
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string | undefined;
  logger: Logger;
}

/**
 * Consumes `SpotTransferred` from this service's own queue (the participant service publishes it):
 * every session of the former holder ends. An account that no longer exists has none to end.
 */
export function createSpotTransferredWorker({ domain, connection, prefix, logger }: SpotTransferredWorkerOptions): Worker<unknown, { sessionsEnded: boolean }> {
  const worker = new Worker<unknown, { sessionsEnded: boolean }>(
    QUEUES.authSpotTransferred,
    async (job) => {
      const parsed = spotTransferredEventSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid SpotTransferred event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return { sessionsEnded: await endSessionsOf(domain, parsed.data.fromUserId) };
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('completed', (job, outcome) => logger.info({ jobId: job.id, ...outcome }, "a former spot holder's sessions ended"));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'SpotTransferred attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'SpotTransferred worker error'));
  return worker;
}
