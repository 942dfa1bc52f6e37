import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Options } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { testInfrastructure } from '@trek/testing';
import { RecoveringRedisStore } from '../src/middleware/rate-limit.store.js';

describe('rate limit store', () => {
  it('when Redis was unreachable at first, then counting works once it is back', async () => {
    const redis = new Redis(testInfrastructure().redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const store = new RecoveringRedisStore(redis, `test-${randomBytes(6).toString('hex')}:`);
    store.init({ windowMs: 60_000 } as Options);
    try {
      // The failed command is what starts the lazy connection; the store must not stay broken by it.
      await expect(store.increment('203.0.113.9')).rejects.toThrow();
      if (redis.status !== 'ready') await once(redis, 'ready');
      await expect(store.increment('203.0.113.9')).resolves.toMatchObject({ totalHits: 1 });
      await expect(store.increment('203.0.113.9')).resolves.toMatchObject({ totalHits: 2 });
    } finally {
      redis.disconnect();
    }
  });
});
