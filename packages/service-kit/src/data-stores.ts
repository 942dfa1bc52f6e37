import { once } from 'node:events';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { ReadinessCheck } from './app.js';
import type { Logger } from './logger.js';
import { closeMongo, connectMongo, isMongoReady } from './mongo.js';
import { createRedis, isRedisReady, type RedisPurpose } from './redis.js';

export interface DataStoresOptions {
  mongoUri: string;
  dbName: string;
  redisUrl: string;
  /** `queue` when BullMQ uses this connection (see createRedis). */
  redisPurpose?: RedisPurpose;
  logger: Logger;
}

export interface DataStores {
  mongo: Connection;
  redis: Redis;
  /** The checks behind /readyz. */
  readiness: Record<string, ReadinessCheck>;
  /** Closes Redis, then MongoDB; the last step of a service's shutdown. */
  close: () => Promise<void>;
}

/**
 * What a service's `createApp` takes, from its main.ts or from a test: its config, its stores
 * (Redis for session revocations and its email queue), and what tests vary.
 */
export interface ServiceAppDeps<Config> extends Pick<DataStores, 'mongo' | 'redis' | 'readiness'> {
  config: Config;
  logger: Logger;
  /** BullMQ key prefix of the queues it adds to; tests pick a unique one, production uses BullMQ's default like the consumers. */
  emailQueuePrefix?: string;
  /** The clock of its deadlines and schedules; tests set it. */
  now?: () => Date;
}

/**
 * The two stores every service uses. Start-up waits for MongoDB (a service without its database
 * cannot start) but not for Redis: it connects in the background and /readyz says when it answers.
 */
export async function connectDataStores({ mongoUri, dbName, redisUrl, redisPurpose = 'commands', logger }: DataStoresOptions): Promise<DataStores> {
  const mongo = await connectMongo({ uri: mongoUri, dbName, logger });
  const redis = createRedis(redisUrl, redisPurpose, logger);
  return {
    mongo,
    redis,
    readiness: { mongo: () => isMongoReady(mongo), redis: () => isRedisReady(redis) },
    close: async () => {
      if (redis.status !== 'end') {
        // quit() resolves on Redis's reply, before the socket is gone; 'end' means closed for good.
        const ended = once(redis, 'end');
        // quit() needs a live connection; when Redis is away there is nothing to flush.
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
        await ended;
      }
      await closeMongo(mongo);
    },
  };
}
