import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue, type Worker } from 'bullmq';
import type { Express } from 'express';
import { DEFAULT_ADMISSION_SETTINGS, QUEUES, RETENTION_DEFAULTS, type PublicEdition } from '@trek/contracts';
import { connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import {
  generateTestKeys,
  signTestToken,
  startEditionStub,
  startSmtpSink,
  testInfrastructure,
  uniqueDatabaseName,
  type EditionStub,
  type SmtpSink,
  type TestKeys,
} from '@trek/testing';
// The notifications worker in-process, as in production, so tests read delivered mail from a real SMTP server.
import { createEmailLogRepository } from '../../notifications/src/data-access/email-log.repository.js';
import { createOfferLinkClient, createPasswordLinkClient } from '../../notifications/src/data-access/email-links.client.js';
import { createMailTransport } from '../../notifications/src/mail/mail.transport.js';
import { createOrganizerNoticeRouting } from '../../notifications/src/organizer-notice-routing.js';
import { createEmailWorker } from '../../notifications/src/worker/email.worker.js';
import { createApp, type ApplicationsApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

export const ORGANIZER_INBOX = 'organizers@mexicotrek.example';
export const CONTACT_MAILBOX = 'hello@mexicotrek.example';

/** The edition the content stub answers unless a test changes it: 2026, applications open until 2999. */
export const openEdition = (): PublicEdition => ({
  year: 2026,
  startDate: '2026-03-15',
  endDate: '2026-03-22',
  day0Date: '2026-03-14',
  priceAfterSubsidyUsd: 1650,
  subsidyUsd: 1000,
  depositUsd: 500,
  subsidizedSpots: 50,
  payments: { depositDueDate: '2025-12-31', balanceDueDate: '2026-02-01' },
  applicationDeadline: '2999-11-30',
  transferDeadline: '',
  contactEmail: CONTACT_MAILBOX,
  directoryOpen: false,
  digestTime: '08:00',
  ...RETENTION_DEFAULTS,
  admissions: DEFAULT_ADMISSION_SETTINGS,
});

export interface FixtureOptions {
  redisUrl?: string;
  organizerEmails?: string;
  authServiceUrl?: string;
  /** auth's AUTH_INTERNAL_KEY: the worker asks auth (at authServiceUrl) for set-password links with it. */
  authInternalKey?: string;
  keys?: TestKeys;
  /** Wait for Redis before answering (false when the test has it stopped on purpose). */
  waitForRedis?: boolean;
}

/** The internal key of the service under test: its email worker asks it for offer links with it. */
const APPLICATIONS_INTERNAL_KEY = 'test-internal-key-of-applications-for-offers';

export interface ApplicationsTestApp {
  app: Express;
  applicationsInternalKey: string;
  service: ApplicationsApp;
  stores: DataStores;
  keys: TestKeys;
  sink: SmtpSink;
  /** The content service's edition settings, as the test sets them. */
  content: EditionStub<PublicEdition>;
  /** Every job the service put on its email queue (its own BullMQ prefix). */
  queue: Queue;
  /** The worker's database, where its email log lives. */
  notificationsDb: DataStores['mongo'];
  worker: Worker;
  organizerToken: (userId?: string) => string;
  participantToken: () => string;
  close: () => Promise<void>;
}

/** The applications service in-process with its own database and queue prefix, an email worker and an SMTP sink. */
export async function startApplicationsApp(options: FixtureOptions = {}): Promise<ApplicationsTestApp> {
  const infrastructure = testInfrastructure();
  const redisUrl = options.redisUrl ?? infrastructure.redisUrl;
  const keys = options.keys ?? generateTestKeys();
  const logger = createLogger('applications-test', 'silent');
  const prefix = `test-${randomUUID()}`;
  const content = await startEditionStub(openEdition());
  const config = readConfig({
    PORT: '0',
    MONGODB_URI: infrastructure.mongoUri,
    MONGODB_DB: uniqueDatabaseName('applications'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    AUTH_SERVICE_URL: options.authServiceUrl ?? 'http://127.0.0.1:9',
    ORGANIZER_NOTIFICATION_EMAILS: options.organizerEmails ?? ORGANIZER_INBOX,
    PUBLIC_SITE_URL: 'http://trek.test',
    CONTENT_SERVICE_URL: content.url,
    EDITION_CACHE_MS: '0',
    ...(options.authInternalKey ? { AUTH_INTERNAL_KEY: options.authInternalKey } : {}),
    APPLICATIONS_INTERNAL_KEY,
  });
  const stores = await connectDataStores({ mongoUri: config.MONGODB_URI, dbName: config.MONGODB_DB, redisUrl, logger });
  if (options.waitForRedis !== false && stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  const service = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness, emailQueuePrefix: prefix });
  // Listening too, as the worker asks the service over HTTP for each offer email's link.
  const server = createServer(service.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sink = await startSmtpSink();
  const workerStores = await connectDataStores({
    mongoUri: config.MONGODB_URI,
    dbName: uniqueDatabaseName('notifications'),
    redisUrl,
    redisPurpose: 'queue',
    logger,
  });
  const transport = createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' });
  const worker = createEmailWorker({
    connection: workerStores.redis,
    prefix,
    emailLog: await createEmailLogRepository(workerStores.mongo),
    transport,
    ...(options.authServiceUrl && options.authInternalKey ? { passwordLinks: createPasswordLinkClient(options.authServiceUrl, options.authInternalKey) } : {}),
    offerLinks: createOfferLinkClient(url, APPLICATIONS_INTERNAL_KEY),
    // These suites run no auth, so there are no organizer accounts: notices reach the extra list
    // alone (the notifications suite and the journeys send them to real organizer accounts).
    organizerNotices: await createOrganizerNoticeRouting({ mongo: workerStores.mongo, organizers: { list: async () => [] }, publicSiteUrl: 'http://trek.test' }),
    logger,
  });
  const queue = new Queue(QUEUES.email, { connection: workerStores.redis, prefix });

  return {
    app: service.app,
    applicationsInternalKey: APPLICATIONS_INTERNAL_KEY,
    service,
    stores,
    keys,
    sink,
    content,
    queue,
    notificationsDb: workerStores.mongo,
    worker,
    organizerToken: (userId) => signTestToken(keys, { role: 'ORGANIZER', ...(userId ? { userId } : {}) }),
    participantToken: () => signTestToken(keys, { role: 'PARTICIPANT' }),
    close: async () => {
      await worker.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
      await queue.close();
      transport.close();
      await sink.stop();
      await content.close();
      await stores.mongo.dropDatabase().catch(() => undefined);
      await workerStores.mongo.dropDatabase().catch(() => undefined);
      await workerStores.close();
      await stores.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (name = 'applicant') => `${name}.${Date.now()}.${++counter}@stanford.edu`;

export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    firstNames: 'María José',
    lastName: 'García',
    universityEmail: uniqueEmail(),
    phone: '+1 650 555 0100',
    affiliation: 'MBA 2026, Stanford GSB',
    interest250: 'I want to understand Mexican business from the inside.',
    goals250: 'Build companies between Mexico and the US.',
    favoriteFood: 'Tacos al pastor',
    passportValid: 'YES',
    passportCountry: 'Mexico',
    commitment: 'COMMITTED',
    significantOther: 'NO',
    comments: '',
    referral: 'instagram',
    ...overrides,
  };
}

export { bearer } from '@trek/testing';
