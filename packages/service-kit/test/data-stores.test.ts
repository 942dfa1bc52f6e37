import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUES } from '@trek/contracts';
import { REFUSED_PORT, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { EmailOutbox, connectDataStores, createLogger } from '../src/index.js';

const { mongoUri, redisUrl } = testInfrastructure();
const logger = createLogger('kit-test', 'silent');

describe('connectDataStores', () => {
  it('when both stores answer, then every readiness check passes, and after close none does', async () => {
    const stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('kit'), redisUrl, logger });
    if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
    expect(Object.keys(stores.readiness).sort()).toEqual(['mongo', 'redis']);
    expect(stores.readiness.mongo?.()).toBe(true);
    expect(stores.readiness.redis?.()).toBe(true);

    await stores.close();
    expect(stores.readiness.mongo?.()).toBe(false);
    expect(stores.readiness.redis?.()).toBe(false);
  });

  it('when Redis never answers, then start-up still succeeds, readiness says so, and close returns', async () => {
    const stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('kit'), redisUrl: `redis://127.0.0.1:${REFUSED_PORT}`, logger });
    expect(stores.readiness.mongo?.()).toBe(true);
    expect(stores.readiness.redis?.()).toBe(false);

    await stores.close();
    expect(stores.redis.status).toBe('end');
  });
});

describe('EmailOutbox', () => {
  it('when given a prefix, then jobs land under it, once per job id', async () => {
    const prefix = `kit-${randomUUID()}`;
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const outbox = new EmailOutbox(connection, { prefix });
    const queue = new Queue(QUEUES.email, { connection, prefix });
    const unprefixed = new Queue(QUEUES.email, { connection });
    const email = { kind: 'test', to: ['ana@example.com'], subject: 'Hello', text: 'Hi' } as const;

    await outbox.send('kit-job-1', { ...email, to: [...email.to] });
    await outbox.send('kit-job-1', { ...email, to: [...email.to] });

    expect(await queue.getJobCountByTypes('waiting')).toBe(1);
    expect((await queue.getJob('kit-job-1'))?.data).toEqual(email);
    expect(await unprefixed.getJob('kit-job-1')).toBeUndefined();

    await Promise.all([outbox.close(), queue.close(), unprefixed.close()]);
    await connection.quit();
  });
});
