import { once } from 'node:events';
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { offerConfirmedJobId, QUEUES, type OfferConfirmedEvent } from '@trek/contracts';
import { createLogger, createRedis } from '@trek/service-kit';
import { testInfrastructure } from '@trek/testing';
import { createOfferConfirmedWorker } from '../src/jobs/offer-confirmed.worker.js';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

const logger = createLogger('offer-confirmed-test', 'silent');
let t: ParticipantTestApp;
let queueRedis: Redis;
let events: Queue;
let worker: ReturnType<typeof createOfferConfirmedWorker>;

beforeAll(async () => {
  t = await startParticipantApp();
  queueRedis = createRedis(testInfrastructure().redisUrl, 'queue', logger);
  events = new Queue(QUEUES.participantOfferConfirmed, { connection: queueRedis, prefix: t.emailQueuePrefix });
  worker = createOfferConfirmedWorker({ domain: t.service.contexts.people, connection: queueRedis, prefix: t.emailQueuePrefix, logger });
});

afterAll(async () => {
  await worker.close();
  await events.close();
  await queueRedis.quit();
  await t.close();
});

/** Publishes the event as the applications service does (job id from the offer) and waits until it is consumed. */
async function offerConfirmed(event: OfferConfirmedEvent): Promise<{ spotId: string }> {
  const completed = once(worker, 'completed') as Promise<[Job, { spotId: string }]>;
  await events.add('OfferConfirmed', event, { jobId: offerConfirmedJobId(event.offerId), removeOnComplete: true });
  const [, outcome] = await completed;
  return outcome;
}

describe('OfferConfirmed in the participant service', () => {
  it("when an applicant confirms their offer, then their account joins the offer's edition and holds one spot of it from an application, however often the event arrives", async () => {
    const userId = newUserId();
    const event = { offerId: newUserId(), userId, year: 2027, confirmedAt: '2026-12-01T10:00:00.000Z' };

    const { spotId } = await offerConfirmed(event);
    expect(await offerConfirmed(event)).toEqual({ spotId });

    expect(await t.collection('spots').find({ year: 2027 }).toArray()).toEqual([expect.objectContaining({ _id: spotId, source: 'application' })]);
    expect(await t.collection('spot_holdings').find({ userId }).toArray()).toEqual([expect.objectContaining({ spotId, holderNumber: 0, year: 2027 })]);
    expect(await t.collection('participant_editions').find({ userId }).toArray()).toEqual([expect.objectContaining({ year: 2027 })]);
  });
});
