import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

export type RedisPurpose = 'commands' | 'queue';

/**
 * `commands` fails fast while Redis is unreachable (a request must not hang on it);
 * `queue` is what BullMQ requires (it retries by itself and blocks on purpose).
 */
export function createRedis(url: string, purpose: RedisPurpose, logger: Logger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    lazyConnect: false,
    ...(purpose === 'queue'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) logger.warn({ err: error, purpose }, 'Redis unavailable; retrying');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) logger.info({ purpose }, 'Redis connection restored');
    warned = false;
  });
  return redis;
}

export function isRedisReady(redis: Redis): boolean {
  return redis.status === 'ready';
}
