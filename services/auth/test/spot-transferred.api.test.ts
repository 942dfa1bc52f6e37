import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { INTERNAL_KEY_HEADER, QUEUES, spotTransferredEventJobId, type SpotTransferredEvent } from '@trek/contracts';
import { createLogger, createRedis } from '@trek/service-kit';
import { testInfrastructure } from '@trek/testing';
import { createSpotTransferredWorker } from '../src/jobs/spot-transferred.worker.js';
import { bearer, createParticipant, registerOrganizer, startAuthApp, TEST_INTERNAL_KEY, type AuthTestApp } from './auth-app.fixture.js';

const logger = createLogger('auth-spot-transferred-test', 'silent');
let ctx: AuthTestApp;
let organizerToken: string;
let queueRedis: Redis;
let events: Queue;
let worker: ReturnType<typeof createSpotTransferredWorker>;

beforeAll(async () => {
  ctx = await startAuthApp();
  organizerToken = (await registerOrganizer(ctx.app)).token;
  const prefix = `test-${randomUUID()}`;
  queueRedis = createRedis(testInfrastructure().redisUrl, 'queue', logger);
  events = new Queue(QUEUES.authSpotTransferred, { connection: queueRedis, prefix });
  worker = createSpotTransferredWorker({ domain: ctx.service.domain, connection: queueRedis, prefix, logger });
});

afterAll(async () => {
  await worker.close();
  await events.close();
  await queueRedis.quit();
  await ctx.close();
});

/** Publishes the event as the participant service does (job id from the spot and transfer) and waits until the consumer finished it. */
async function spotTransferred(fromUserId: string, spotId = randomBytes(12).toString('hex'), transferNumber = 1): Promise<{ sessionsEnded: boolean }> {
  const completed = once(worker, 'completed') as Promise<[Job, { sessionsEnded: boolean }]>;
  const event: SpotTransferredEvent = { spotId, transferNumber, fromUserId, year: 2026, transferredAt: new Date().toISOString() };
  await events.add('SpotTransferred', event, { jobId: spotTransferredEventJobId(spotId, transferNumber), removeOnComplete: true });
  const [, outcome] = await completed;
  return outcome;
}

const me = (token: string) => request(ctx.app).get('/api/auth/me').set(bearer(token));

describe('SpotTransferred in the auth service', () => {
  it('when a spot is transferred, then every session of the former holder ends, another participant stays signed in, and the former holder can sign in again', async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    const other = await createParticipant(ctx.app, organizerToken);

    expect(await spotTransferred(sender.id)).toEqual({ sessionsEnded: true });

    expect((await me(sender.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(200);
    const again = await request(ctx.app).post('/api/auth/login').send({ email: sender.email, password: sender.password });
    expect((await me(again.body.token)).status).toBe(200);
  });

  it('when the same transfer arrives again, then the former holder is signed out as before and nothing fails', async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    const spotId = randomBytes(12).toString('hex');
    expect(await spotTransferred(sender.id, spotId)).toEqual({ sessionsEnded: true });
    expect(await spotTransferred(sender.id, spotId)).toEqual({ sessionsEnded: true });
    expect((await me(sender.token)).status).toBe(401);
  });

  it('when the former holder has no account any more, then the event completes with no session to end', async () => {
    expect(await spotTransferred(randomBytes(12).toString('hex'))).toEqual({ sessionsEnded: false });
  });

  it('when someone calls the former end-sessions route, then it does not exist: sessions end only on the event', async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    expect((await request(ctx.app).post(`/internal/accounts/${sender.id}/end-sessions`).set(INTERNAL_KEY_HEADER, TEST_INTERNAL_KEY).send({})).status).toBe(404);
    expect((await me(sender.token)).status).toBe(200);
  });
});
