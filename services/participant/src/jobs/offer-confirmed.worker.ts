import { UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, offerConfirmedEventSchema } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import type { PeopleContext } from '../domain/people/people.context.js';

export interface OfferConfirmedWorkerOptions {
  domain: Pick<PeopleContext, 'participants' | 'participantEditions'>;
  /** A `queue`-purpose connection; BullMQ duplicates it for its blocking reads. */
  connection: Redis;
  prefix?: string;
  logger: Logger;
}

/**
 * Consumes `OfferConfirmed` (the applications service publishes it): the applicant's account
 * joins the offer's edition and holds a spot of it (source `application`). Idempotent: the
 * edition is recorded once and a person holds one spot per edition (unique indexes).
 */
export function createOfferConfirmedWorker({ domain, connection, prefix, logger }: OfferConfirmedWorkerOptions): Worker<unknown, { spotId: string }> {
  const worker = new Worker<unknown, { spotId: string }>(
    QUEUES.participantOfferConfirmed,
    async (job) => {
      const parsed = offerConfirmedEventSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`Invalid OfferConfirmed event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      const { userId, year, confirmedAt } = parsed.data;
      const at = new Date(confirmedAt);
      await domain.participantEditions.record(userId, year, at);
      const record = await domain.participants.findOrCreate(userId, year, at, 'application');
      return { spotId: record.spot?.spotId ?? '' };
    },
    { connection, prefix, concurrency: 1 },
  );
  worker.on('completed', (job) => logger.info({ jobId: job.id }, 'spot given for a confirmed offer'));
  worker.on('failed', (job, error) => logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'OfferConfirmed attempt failed'));
  worker.on('error', (error) => logger.error({ err: error }, 'OfferConfirmed worker error'));
  return worker;
}
