import request from 'supertest';
import { freePort, spawnManaged, waitForPort, type ManagedProcess } from '@trek/testing';
import { startApplicationsApp, validApplication, type ApplicationsTestApp } from './applications-app.fixture.js';

/** A Redis of this suite's own, so stopping it disturbs no other suite. */
function startRedis(port: number): ManagedProcess {
  return spawnManaged('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
}

let port: number;
let redis: ManagedProcess;
let ctx: ApplicationsTestApp;

beforeAll(async () => {
  port = await freePort();
  redis = startRedis(port);
  await waitForPort(port, { what: 'redis-server' });
  ctx = await startApplicationsApp({ redisUrl: `redis://127.0.0.1:${port}` });
});

afterAll(async () => {
  await ctx.close();
  await redis.stop();
});

describe('when Redis is unreachable at submission', () => {
  it('then the application is still stored and answered with its reference, and its emails go out once Redis is back', async () => {
    const stopped = new Promise((resolve) => ctx.stores.redis.once('end', resolve).once('close', resolve));
    await redis.stop();
    await stopped;

    const application = validApplication();
    const res = await request(ctx.app).post('/api/applications').send(application);
    expect(res.status).toBe(201);
    const ref = res.body.ref as string;
    expect(ref).toMatch(/^MT26-/);

    redis = startRedis(port);
    await waitForPort(port, { what: 'redis-server' });

    const confirmation = await ctx.sink.waitFor((email) => email.subject.includes(ref) && email.to.includes(application.universityEmail), 30_000);
    expect(confirmation.text).toContain(ref);
    await ctx.sink.waitFor((email) => email.subject.startsWith(`New application ${ref}`), 30_000);

    const detail = await request(ctx.app)
      .get('/api/admin/applications')
      .query({ search: ref })
      .set({ authorization: `Bearer ${ctx.organizerToken()}` });
    expect(detail.status).toBe(200);
    const full = await request(ctx.app)
      .get(`/api/admin/applications/${detail.body.applications[0].id}`)
      .set({ authorization: `Bearer ${ctx.organizerToken()}` });
    expect(full.body.emails).toEqual([
      { kind: 'application-confirmation', jobId: `application-confirmation-${ref}`, state: 'queued', queuedAt: expect.any(String) },
      { kind: 'new-application', jobId: `new-application-${ref}`, state: 'queued', queuedAt: expect.any(String) },
    ]);
  });
});

describe('when Redis is not up yet at start-up', () => {
  let laterPort: number;
  let laterRedis: ManagedProcess | undefined;
  let late: ApplicationsTestApp;

  beforeAll(async () => {
    laterPort = await freePort();
    late = await startApplicationsApp({ redisUrl: `redis://127.0.0.1:${laterPort}`, waitForRedis: false });
  });

  afterAll(async () => {
    laterRedis ??= startRedis(laterPort);
    await waitForPort(laterPort, { what: 'redis-server' });
    await late.close();
    await laterRedis.stop();
  });

  it('then the service starts, takes applications, and sends their emails once Redis comes up', async () => {
    const application = validApplication();
    const res = await request(late.app).post('/api/applications').send(application);
    expect(res.status).toBe(201);

    laterRedis = startRedis(laterPort);
    await waitForPort(laterPort, { what: 'redis-server' });
    const confirmation = await late.sink.waitFor((email) => email.subject.includes(res.body.ref) && email.to.includes(application.universityEmail), 30_000);
    expect(confirmation.text).toContain(res.body.ref);
  });
});

describe('when Redis restarts empty while confirmation emails wait on the queue', () => {
  const COUNT = 30;
  let emptyPort: number;
  let emptyRedis: ManagedProcess;
  let lossy: ApplicationsTestApp;

  beforeAll(async () => {
    emptyPort = await freePort();
    emptyRedis = startRedis(emptyPort);
    await waitForPort(emptyPort, { what: 'redis-server' });
    lossy = await startApplicationsApp({ redisUrl: `redis://127.0.0.1:${emptyPort}`, organizerEmails: '' });
  });

  afterAll(async () => {
    await lossy.close();
    await emptyRedis.stop();
  });

  it(`then all ${COUNT} are still delivered, each exactly once`, async () => {
    // The worker holds off, so the jobs are only in Redis when it goes.
    await lossy.worker.pause(true);
    const refs = await Promise.all(
      Array.from({ length: COUNT }, async () => {
        const res = await request(lossy.app).post('/api/applications').send(validApplication());
        expect(res.status).toBe(201);
        return res.body.ref as string;
      }),
    );
    await lossy.service.relay.run();
    // A confirmation and an organizer notice each.
    expect(await lossy.queue.getWaitingCount()).toBe(2 * COUNT);

    const reconnected = new Promise((resolve) => lossy.stores.redis.once('ready', resolve));
    await emptyRedis.stop();
    emptyRedis = startRedis(emptyPort);
    await waitForPort(emptyPort, { what: 'redis-server' });
    await reconnected;
    lossy.worker.resume();

    for (const ref of refs) await lossy.sink.waitFor((email) => email.subject.includes(ref), 60_000);
    for (const ref of refs) expect(lossy.sink.messages.filter((email) => email.subject.includes(ref))).toHaveLength(1);
  }, 120_000);
});
