import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import type { Express } from 'express';
import type { Collection } from 'mongoose';
import { QUEUES } from '@trek/contracts';
import { connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { testInfrastructure, uniqueDatabaseName, type TestKeys } from '@trek/testing';
import { createApp, type UpdatesApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

/** The key the participant service's internal API expects in the tests (the admin stack gives both services this one). */
export const TEST_PARTICIPANT_INTERNAL_KEY = 'test-participant-internal-key-for-updates';
/** The auth service's internal key in the admin stack. */
const TEST_AUTH_INTERNAL_KEY = 'test-internal-key-for-set-password-links';

export interface UpdatesFixtureOptions {
  keys: TestKeys;
  authServiceUrl: string;
  contentServiceUrl: string;
  participantServiceUrl: string;
  organizerEmails: string;
  /** Start on this database (kept as it is) instead of a new one, e.g. to restart on the first one's data. */
  databaseName?: string;
}

export interface UpdatesTestApp {
  app: Express;
  service: UpdatesApp;
  stores: DataStores;
  /** The service's email queue (its own BullMQ prefix), to read the jobs it added. */
  emailQueue: Queue;
  emailQueuePrefix: string;
  databaseName: string;
  collection: (name: 'announcements' | 'announcement_reads' | 'announcement_recipients' | 'group_emails' | 'feedback' | 'feedback_replies' | 'email_outbox' | 'audit_events') => Collection;
  close: () => Promise<void>;
}

/** The updates service in-process with its own database and queue prefix. */
export async function startUpdatesApp(options: UpdatesFixtureOptions): Promise<UpdatesTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const logger = createLogger('updates-test', 'silent');
  const prefix = `test-${randomUUID()}`;
  const config = readConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: options.databaseName ?? uniqueDatabaseName('updates'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: options.keys.publicKey,
    AUTH_SERVICE_URL: options.authServiceUrl,
    CONTENT_SERVICE_URL: options.contentServiceUrl,
    PARTICIPANT_SERVICE_URL: options.participantServiceUrl,
    PARTICIPANT_INTERNAL_KEY: TEST_PARTICIPANT_INTERNAL_KEY,
    AUTH_INTERNAL_KEY: TEST_AUTH_INTERNAL_KEY,
    ORGANIZER_NOTIFICATION_EMAILS: options.organizerEmails,
    EDITION_CACHE_MS: '0',
    PUBLIC_SITE_URL: 'http://trek.test',
  });
  const stores = await connectDataStores({ mongoUri, dbName: config.MONGODB_DB, redisUrl, logger });
  if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  const service = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness, emailQueuePrefix: prefix });
  const emailQueue = new Queue(QUEUES.email, { connection: stores.redis, prefix });
  return {
    app: service.app,
    service,
    stores,
    emailQueue,
    emailQueuePrefix: prefix,
    databaseName: config.MONGODB_DB,
    collection: (name) => stores.mongo.collection(name),
    close: async () => {
      await emailQueue.close();
      await service.close();
      await stores.close();
    },
  };
}
