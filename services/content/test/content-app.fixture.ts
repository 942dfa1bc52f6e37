import { once } from 'node:events';
import type { Express } from 'express';
import { connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { generateTestKeys, signTestToken, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { createContentApp } from '../src/app.js';
import type { ContentDomain } from '../src/domain/content-context.js';
import { readConfig } from '../src/config.js';

export const logger = createLogger('content-test', 'silent');

export interface ContentTestApp {
  app: Express;
  domain: ContentDomain;
  stores: DataStores;
  organizerToken: string;
  organizerId: string;
  participantToken: string;
  /** A token signed like the auth service's, for any role and user. */
  tokenFor: (role: 'ORGANIZER' | 'PARTICIPANT', userId: string) => string;
  close: () => Promise<void>;
}

/**
 * The content service in-process on its own database, with real FerretDB and Redis and tokens
 * signed as the auth service signs them. A second app on the same database stands for a second replica.
 */
export async function startContentApp(options: { dbName?: string } = {}): Promise<ContentTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const keys = generateTestKeys();
  const config = readConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: options.dbName ?? uniqueDatabaseName('content'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
  });
  const stores = await connectDataStores({ mongoUri, dbName: config.MONGODB_DB, redisUrl, logger });
  if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  const { app, domain } = await createContentApp({ config, mongo: stores.mongo, redis: stores.redis, logger });
  const organizerId = 'a'.repeat(24);
  return {
    app,
    domain,
    stores,
    organizerId,
    organizerToken: signTestToken(keys, { role: 'ORGANIZER', userId: organizerId }),
    participantToken: signTestToken(keys, { role: 'PARTICIPANT' }),
    tokenFor: (role, userId) => signTestToken(keys, { role, userId }),
    close: async () => {
      if (!options.dbName) await stores.mongo.dropDatabase();
      await stores.close();
    },
  };
}

export { bearer } from '@trek/testing';
