import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { DEFAULT_ADMISSION_SETTINGS, QUEUES, spotReleasedJobId, type SpotReleasedEvent } from '@trek/contracts';
import { createLogger, createRedis } from '@trek/service-kit';
import { generateTestKeys, testInfrastructure } from '@trek/testing';
import { TEST_INTERNAL_KEY, startAuthApp, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { releaseSpot } from '../src/domain/offers/release-spot.js';
import { createSpotReleasedWorker } from '../src/jobs/spot-released.worker.js';
import { bearer, openEdition, startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

const keys = generateTestKeys();
const logger = createLogger('applications-spot-released-test', 'silent');
let ctx: ApplicationsTestApp;
let auth: AuthTestApp;
let rosa: string;
let queueRedis: Redis;
let events: Queue;
let queueEvents: QueueEvents;
let eventsRedis: Redis;
let worker: ReturnType<typeof createSpotReleasedWorker>;

beforeAll(async () => {
  // With its email worker: a confirmed applicant's account is made as in production.
  auth = await startAuthApp({ keys, mail: true });
  ctx = await startApplicationsApp({ keys, authServiceUrl: auth.url, authInternalKey: TEST_INTERNAL_KEY });
  rosa = ctx.organizerToken('0123456789abcdef01234567');
  const prefix = `test-${randomUUID()}`;
  queueRedis = createRedis(testInfrastructure().redisUrl, 'queue', logger);
  events = new Queue(QUEUES.applicationsSpotReleased, { connection: queueRedis, prefix });
  eventsRedis = queueRedis.duplicate();
  queueEvents = new QueueEvents(QUEUES.applicationsSpotReleased, { connection: eventsRedis, prefix });
  await queueEvents.waitUntilReady();
  worker = createSpotReleasedWorker({ domain: ctx.service.domain, connection: queueRedis, prefix, logger });
});

afterAll(async () => {
  await worker.close();
  await queueEvents.close();
  await eventsRedis.quit();
  await events.close();
  await queueRedis.quit();
  await ctx.close();
  await auth.close();
});

async function submit() {
  const application = validApplication();
  const res = await request(ctx.app).post('/api/applications').send(application);
  const list = await request(ctx.app).get('/api/admin/applications').query({ search: res.body.ref }).set(bearer(rosa));
  return { ...application, id: list.body.applications[0].id as string };
}

const offerEmailsTo = (email: string) => ctx.sink.messages.filter((message) => message.to.includes(email) && /\/offer#/.test(message.text));
async function offerToken(email: string): Promise<string> {
  const message = await ctx.sink.waitFor((candidate) => candidate.to.includes(email) && /\/offer#/.test(candidate.text));
  return /\/offer#([A-Za-z0-9_-]+)/.exec(message.text)?.[1] ?? '';
}
const detail = async (id: string) => (await request(ctx.app).get(`/api/admin/applications/${id}`).set(bearer(rosa))).body;

describe('SpotReleased in the applications service', () => {
  it('when a confirmed participant gives up their spot without a recipient, then their seat goes to the first waitlisted applicant, once', async () => {
    ctx.content.edition = { ...openEdition(), year: 2042, startDate: '2042-03-15', endDate: '2042-03-22', day0Date: '2042-03-14', admissions: { ...DEFAULT_ADMISSION_SETTINGS, totalSpots: 1 } };
    const [holder, waiting] = [await submit(), await submit()];
    await request(ctx.app).post('/api/admin/applications/decisions').set(bearer(rosa)).send({ applicationIds: [holder.id], decision: 'accepted' });
    await request(ctx.app).post('/api/admin/applications/decisions').set(bearer(rosa)).send({ applicationIds: [waiting.id], decision: 'waitlisted' });
    await request(ctx.app).post('/api/admin/applications/decisions/release').set(bearer(rosa));
    expect((await request(ctx.app).post('/api/offers/confirm').send({ token: await offerToken(holder.universityEmail) })).body.state).toBe('confirmed');
    const accountId = (await detail(holder.id)).participantAccountId as string;
    expect(offerEmailsTo(waiting.universityEmail)).toHaveLength(0);

    const event: SpotReleasedEvent = { spotId: 'spot-1', transferNumber: 1, userId: accountId, year: 2042, releasedAt: new Date().toISOString() };
    const job = await events.add('SpotReleased', event, { jobId: spotReleasedJobId(event) });
    expect(await job.waitUntilFinished(queueEvents)).toEqual({ freed: true });

    expect((await detail(holder.id)).status).toBe('declined');
    await offerToken(waiting.universityEmail);
    expect((await detail(waiting.id)).status).toBe('accepted');
    const board = await request(ctx.app).get('/api/admin/applications/admissions').set(bearer(rosa));
    expect(board.body.capacity).toEqual({ totalSpots: 1, confirmed: 0, openOffers: 1, free: 0 });

    // Delivered again: nothing more is freed and nobody else is offered a seat.
    expect(await releaseSpot(ctx.service.domain, event)).toEqual({ freed: false });
    expect(offerEmailsTo(waiting.universityEmail)).toHaveLength(1);
  });

  it('when the spot did not come from an offer, then nothing changes', async () => {
    expect(await releaseSpot(ctx.service.domain, { spotId: 'spot-2', transferNumber: 1, userId: '0123456789abcdef0123aaaa', year: 2042, releasedAt: new Date().toISOString() })).toEqual({ freed: false });
  });
});
