import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES, type EmailJob } from '@trek/contracts';
import { eventually, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { EmailOutbox, EmailOutboxStore, connectDataStores, createEmailOutboxRelay, createLogger, type DataStores } from '../src/index.js';

const { mongoUri, redisUrl } = testInfrastructure();
const logger = createLogger('kit-test', 'silent');
const email = (subject: string): EmailJob => ({ kind: 'test', to: ['someone@mexicotrek.example'], subject, text: 'Hello' });

let stores: DataStores;
let store: EmailOutboxStore;
let outbox: EmailOutbox;
let queue: Queue;
let clock: Date;

beforeEach(async () => {
  stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('kit-outbox'), redisUrl, logger });
  if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  store = new EmailOutboxStore(stores.mongo);
  await store.ready();
  const prefix = `kit-${randomUUID()}`;
  outbox = new EmailOutbox(stores.redis, { prefix });
  queue = new Queue(QUEUES.email, { connection: stores.redis, prefix });
  clock = new Date('2026-12-01T10:00:00Z');
});

afterEach(async () => {
  await outbox.close();
  await queue.close();
  await stores.mongo.dropDatabase();
  await stores.close();
});

/** Runs a worker until it has completed one job. */
async function completeWithAWorker(): Promise<void> {
  const workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(QUEUES.email, async () => 'sent', { connection: workerConnection, prefix: queue.opts.prefix });
  await once(worker, 'completed');
  await worker.close();
  await workerConnection.quit();
}

const relayWith = () =>
  createEmailOutboxRelay({ store, queue: outbox, redis: stores.redis, logger, intervalMs: 60_000, confirmAfterMs: 10_000, now: () => clock });

describe('EmailOutboxStore', () => {
  it('when the same email is owed twice, then it is owed once', async () => {
    expect(await store.owe([{ jobId: 'welcome-1', email: email('Welcome') }])).toBe(1);
    expect(await store.owe([{ jobId: 'welcome-1', email: email('Welcome') }])).toBe(0);
    expect(await store.statuses(['welcome-1', 'never-owed'])).toEqual([{ jobId: 'welcome-1', kind: 'test', state: 'pending', queuedAt: null }]);
  });

  it('when a settlement is repeated after a crash between its record and forgetting the owed email, then the email stays settled once', async () => {
    await store.owe([{ jobId: 'welcome-9', email: email('Welcome') }]);
    const [entry] = await store.due(clock, 10);
    await store.settle([entry!], 'delivered', clock);
    await store.owe([{ jobId: 'welcome-10', email: email('Welcome') }], clock);
    await store.settle([entry!, { jobId: 'welcome-10', email: email('Welcome'), queuedAt: null }], 'delivered', clock);
    expect((await store.statuses(['welcome-9', 'welcome-10'])).map((status) => status.state)).toEqual(['delivered', 'delivered']);
  });

  it('when emails are owed together with one already owed, then the others are owed and only they count', async () => {
    await store.owe([{ jobId: 'notice-2', email: email('Notice') }]);
    expect(await store.owe(['notice-1', 'notice-2', 'notice-3'].map((jobId) => ({ jobId, email: email(jobId) })))).toBe(2);
    expect((await store.statuses(['notice-1', 'notice-2', 'notice-3'])).map((status) => status.state)).toEqual(['pending', 'pending', 'pending']);
  });

  it('when a day of emails is owed again at start, then those delivered and those still owed are not owed twice', async () => {
    const day = Array.from({ length: 10 }, (_, index) => ({ jobId: `day-${index}`, email: email(`Day ${index}`) }));
    await store.owe(day, clock);
    await store.settle((await store.due(clock, 10)).slice(0, 3), 'delivered', clock);
    const later = [{ jobId: 'day-10', email: email('Day 10') }, { jobId: 'day-11', email: email('Day 11') }];
    expect(await store.owe([...day, ...later], clock)).toBe(2);
    const states = (await store.statuses([...day, ...later].map((owed) => owed.jobId))).map((status) => status.state);
    expect(states.filter((state) => state === 'delivered')).toHaveLength(3);
    expect(states.filter((state) => state === 'pending')).toHaveLength(9);
  });
});

describe('the outbox relay', () => {
  it('when an email is owed, then it is queued once, and settled as delivered once the worker completed its job', async () => {
    await store.owe([{ jobId: 'welcome-2', email: email('Welcome') }]);
    const relay = relayWith();
    await relay.run();
    await relay.run();
    expect((await queue.getJobs(['waiting'])).map((job) => job.id)).toEqual(['welcome-2']);
    expect((await store.statuses(['welcome-2']))[0]?.state).toBe('queued');

    await completeWithAWorker();
    clock = new Date(clock.getTime() + 10_000);
    await relay.run();
    expect((await store.statuses(['welcome-2']))[0]?.state).toBe('delivered');

    // A delivered email is not owed again, whoever asks.
    expect(await store.owe([{ jobId: 'welcome-2', email: email('Welcome') }])).toBe(0);
  });

  it('when an owed email is not a valid email job, then it is settled as failed and the emails owed with it are queued all the same', async () => {
    const tooLongSubject = email('x'.repeat(1_000));
    await store.owe([
      { jobId: 'welcome-5', email: email('Welcome') },
      { jobId: 'broken-1', email: tooLongSubject },
      { jobId: 'welcome-6', email: email('Welcome too') },
    ]);

    await relayWith().run();

    expect((await queue.getJobs(['waiting'])).map((job) => job.id).sort()).toEqual(['welcome-5', 'welcome-6']);
    expect(await store.statuses(['welcome-5', 'broken-1', 'welcome-6'])).toEqual([
      expect.objectContaining({ jobId: 'welcome-5', state: 'queued' }),
      expect.objectContaining({ jobId: 'broken-1', state: 'failed' }),
      expect.objectContaining({ jobId: 'welcome-6', state: 'queued' }),
    ]);
  });

  it('when an event owes its emails and queues them at once, then they are on the queue without a relay run, and settled at their first check', async () => {
    const relay = relayWith();
    expect(await relay.oweAndQueue([{ jobId: 'welcome-7', email: email('Welcome') }], clock)).toBe(true);
    const job = await eventually(() => queue.getJob('welcome-7'), (queued) => queued !== undefined, { what: 'welcome-7 on the queue' });
    expect(job?.data).toEqual(email('Welcome'));
    expect(await store.statuses(['welcome-7'])).toEqual([{ jobId: 'welcome-7', kind: 'test', state: 'queued', queuedAt: clock }]);

    await completeWithAWorker();
    clock = new Date(clock.getTime() + 10_000);
    await relay.run();
    expect((await store.statuses(['welcome-7']))[0]?.state).toBe('delivered');
  });

  it('when an event is repeated after its email was delivered, then the email owed again ends delivered once, without a new job', async () => {
    const relay = relayWith();
    await relay.oweAndQueue([{ jobId: 'welcome-11', email: email('Welcome') }], clock);
    await eventually(() => queue.getJob('welcome-11'), (queued) => queued !== undefined, { what: 'welcome-11 on the queue' });
    await completeWithAWorker();
    clock = new Date(clock.getTime() + 10_000);
    await relay.run();

    expect(await relay.oweAndQueue([{ jobId: 'welcome-11', email: email('Welcome') }], clock)).toBe(true);
    clock = new Date(clock.getTime() + 10_000);
    await relay.run();

    expect(await store.statuses(['welcome-11'])).toEqual([expect.objectContaining({ jobId: 'welcome-11', state: 'delivered' })]);
    expect(await queue.getJobCounts('waiting', 'completed')).toEqual({ waiting: 0, completed: 1 });
  });

  it('when an email owed and queued at once never reached the queue, then its first check queues it again', async () => {
    const relay = relayWith();
    await relay.oweAndQueue([{ jobId: 'welcome-8', email: email('Welcome') }], clock);
    await eventually(() => queue.getJob('welcome-8'), (queued) => queued !== undefined, { what: 'welcome-8 on the queue' });
    await queue.obliterate({ force: true });

    clock = new Date(clock.getTime() + 10_000);
    await relay.run();
    expect((await queue.getJob('welcome-8'))?.data).toEqual(email('Welcome'));
  });

  it('when the database refuses an email right after its record was stored, then the relay owes and queues it on its next run', async () => {
    const dbName = stores.mongo.name;
    await stores.mongo.close();
    const relay = relayWith();
    expect(await relay.oweAndQueue([{ jobId: 'welcome-4', email: email('Welcome') }])).toBe(false);

    await stores.mongo.openUri(mongoUri, { dbName });
    await relay.run();
    expect((await queue.getJob('welcome-4'))?.data).toEqual(email('Welcome'));
    expect((await store.statuses(['welcome-4']))[0]?.state).toBe('queued');
  });

  it('when Redis lost a queued job, then the relay queues it again at its next check', async () => {
    await store.owe([{ jobId: 'welcome-3', email: email('Welcome') }]);
    const relay = relayWith();
    await relay.run();
    await queue.obliterate({ force: true });

    await relay.run();
    expect(await queue.getJob('welcome-3')).toBeUndefined();
    clock = new Date(clock.getTime() + 10_000);
    await relay.run();
    expect((await queue.getJob('welcome-3'))?.data).toEqual(email('Welcome'));
  });

  it('when the relay is stopped with more owed than it queues at once, then it stops without queuing them and they stay owed', async () => {
    await store.owe(
      Array.from({ length: 600 }, (_, index) => ({ jobId: `bulk-${index}`, email: email(`Bulk ${index}`) })),
      clock,
    );
    const relay = relayWith();
    relay.start();
    await relay.stop();
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    expect((await store.due(clock, 1000)).filter((entry) => entry.queuedAt === null)).toHaveLength(600);
  });
});
