import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import type { Express } from 'express';
import type { Collection } from 'mongoose';
import { DEFAULT_EDITION_SETTINGS, publicEditionSchema, QUEUES, type PublicEdition } from '@trek/contracts';
import { connectDataStores, createLogger, type DataStores, type Logger } from '@trek/service-kit';
import { generateTestKeys, signTestToken, startEditionStub, testInfrastructure, uniqueDatabaseName, type EditionStub, type TestKeys } from '@trek/testing';
import { createApp, type ParticipantApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { TEST_PARTICIPANT_INTERNAL_KEY } from '../../updates/test/updates-app.fixture.js';

export const ORGANIZER_INBOX = 'organizers@mexicotrek.example';

export interface FixtureOptions {
  /** The TRANSFER_DEADLINE override; null leaves it to the edition settings of the content service. */
  transferDeadline?: string | null;
  organizerEmails?: string;
  authServiceUrl?: string;
  /** The applications service (data download, erasure); unreachable by default. */
  applicationsServiceUrl?: string;
  /** The updates service (feedback and read receipts in the data download, the erasure and the overview); unreachable by default. */
  updatesServiceUrl?: string;
  /** The content service; by default a stub answering the 2026 edition (`content` of the app). */
  contentServiceUrl?: string;
  keys?: TestKeys;
  /** Where the service logs (silent by default). */
  logger?: Logger;
  /** Start on this database (kept as it is) instead of a new one, e.g. to start a second instance on the first one's data. */
  databaseName?: string;
  /** The FIELD_ENCRYPTION_KEY (base64); a random one by default. */
  fieldEncryptionKey?: string;
  /** The service's clock; the real one by default. */
  now?: () => Date;
}

/** The payments service's key to this service's internal API. */

/** Nothing listens there: a test that reaches it sees the service as down. */
const UNREACHABLE = 'http://127.0.0.1:9';

export interface ParticipantTestApp {
  app: Express;
  service: ParticipantApp;
  stores: DataStores;
  keys: TestKeys;
  /** The content stub's edition settings, when the fixture started one (no `contentServiceUrl` given). */
  content: EditionStub<PublicEdition> | null;
  /** The service's email queue (its own BullMQ prefix), to read the jobs it added. */
  emailQueue: Queue;
  emailQueuePrefix: string;
  collection: (name: ParticipantCollection) => Collection;
  /** The database the service uses, and its field encryption key. */
  databaseName: string;
  fieldEncryptionKey: string;
  /** `name`: the account's full name, as a sign-in carries it. */
  participantToken: (userId: string, name?: string) => string;
  organizerToken: (userId?: string) => string;
  close: () => Promise<void>;
}

export type ParticipantCollection =
  | 'participant_profiles'
  | 'participant_logistics'
  | 'whatsapp_confirmations'
  | 'day0_locks'
  | 'spots'
  | 'spot_holdings'
  | 'transfer_claims'
  | 'transfer_recipients'
  | 'transfer_steps'
  | 'rooms'
  | 'room_publications'
  | 'participant_editions'
  | 'settings'
  | 'audit_events';

/** A user id as the auth service issues them (24 hex characters). */
export const newUserId = () => randomBytes(12).toString('hex');

/** The participant service in-process with its own database and queue prefix. */
export async function startParticipantApp(options: FixtureOptions = {}): Promise<ParticipantTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const keys = options.keys ?? generateTestKeys();
  const logger = options.logger ?? createLogger('participant-test', 'silent');
  const prefix = `test-${randomUUID()}`;
  const fieldEncryptionKey = options.fieldEncryptionKey ?? randomBytes(32).toString('base64');
  const content = options.contentServiceUrl ? null : await startEditionStub(publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS));
  const config = readConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: options.databaseName ?? uniqueDatabaseName('participant'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    FIELD_ENCRYPTION_KEY: fieldEncryptionKey,
    ...(options.transferDeadline === null ? {} : { TRANSFER_DEADLINE: options.transferDeadline ?? '2999-02-01T23:59:59.999Z' }),
    ORGANIZER_NOTIFICATION_EMAILS: options.organizerEmails ?? ORGANIZER_INBOX,
    AUTH_SERVICE_URL: options.authServiceUrl ?? UNREACHABLE,
    CONTENT_SERVICE_URL: options.contentServiceUrl ?? content!.url,
    APPLICATIONS_SERVICE_URL: options.applicationsServiceUrl ?? UNREACHABLE,
    UPDATES_SERVICE_URL: options.updatesServiceUrl ?? UNREACHABLE,
    PARTICIPANT_INTERNAL_KEY: TEST_PARTICIPANT_INTERNAL_KEY,
    // The admin stack's auth holds the same key (its internal API lists participants for scheduled reminders).
    AUTH_INTERNAL_KEY: 'test-internal-key-for-set-password-links',
    EDITION_CACHE_MS: '0',
    PUBLIC_SITE_URL: 'http://trek.test',
  });
  const stores = await connectDataStores({ mongoUri, dbName: config.MONGODB_DB, redisUrl, logger });
  if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  const service = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness, emailQueuePrefix: prefix, now: options.now });
  const emailQueue = new Queue(QUEUES.email, { connection: stores.redis, prefix });

  return {
    app: service.app,
    service,
    stores,
    keys,
    content,
    emailQueue,
    emailQueuePrefix: prefix,
    collection: (name) => stores.mongo.collection(name),
    databaseName: config.MONGODB_DB,
    fieldEncryptionKey,
    participantToken: (userId, name) => signTestToken(keys, { role: 'PARTICIPANT', userId, name }),
    organizerToken: (userId = newUserId()) => signTestToken(keys, { role: 'ORGANIZER', userId }),
    close: async () => {
      await emailQueue.close();
      await service.close();
      await stores.close();
      await content?.close();
    },
  };
}
