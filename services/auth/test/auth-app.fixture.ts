import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { INTERNAL_KEY_HEADER, QUEUES, internalPasswordLinkUrlPath } from '@trek/contracts';
import { generateTestKeys, startSmtpSink, testInfrastructure, uniqueDatabaseName, type CapturedEmail, type SmtpSink, type TestKeys } from '@trek/testing';
import { connectDataStores, createLogger, type DataStores, type Logger } from '@trek/service-kit';
// The notifications worker in-process, as in production: it asks this auth app for each set-password link when it sends.
import { createEmailLogRepository } from '../../notifications/src/data-access/email-log.repository.js';
import { createPasswordLinkClient } from '../../notifications/src/data-access/email-links.client.js';
import { createMailTransport } from '../../notifications/src/mail/mail.transport.js';
import { createEmailWorker } from '../../notifications/src/worker/email.worker.js';
import { createAuthApp, type AuthApp } from '../src/app.js';
import { readAuthConfig } from '../src/config.js';

export const SETUP_KEY = 'test-organizer-setup-key';
/** What auth and the notifications worker share in the tests (AUTH_INTERNAL_KEY). */
export const TEST_INTERNAL_KEY = 'test-internal-key-for-set-password-links';
export const PUBLIC_SITE_URL = 'http://trek.test';

/** The clock set-password links are dated and checked by; a test moves it forward. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

/** Delivered email and what the worker kept: the SMTP sink, the queue's jobs and the email log. */
export interface TestMail {
  sink: SmtpSink;
  /** What BullMQ keeps in Redis for an email job (the job's data, as the worker reads it); null once it is gone. */
  jobData: (jobId: string) => Promise<unknown>;
  /** The worker's database, where its email log lives. */
  notificationsDb: DataStores['mongo'];
  /** The set-password link in the newest email to `email` (waits for it). */
  linkTo: (email: string, after?: (message: CapturedEmail) => boolean) => Promise<{ message: CapturedEmail; url: string; token: string }>;
}

export interface AuthTestApp {
  app: Express;
  service: AuthApp;
  dbName: string;
  mongo: Connection;
  redis: Redis;
  clock: TestClock;
  /** Present with `mail: true`. */
  mail?: TestMail;
  /** The auth app on a loopback port (with `mail: true`: the worker calls its internal API there). */
  url?: string;
  close: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface AuthAppOptions {
  dbName?: string;
  setupKey?: string;
  keys?: TestKeys;
  /** Run the notifications worker and an SMTP sink beside it, so set-password emails are delivered. */
  mail?: boolean;
  /** Extra settings (e.g. PASSWORD_RESET_MAX_PER_EMAIL). */
  env?: Record<string, string>;
  logger?: Logger;
}

const LINK = /http:\/\/trek\.test\/set-password#token=([A-Za-z0-9_-]+)/;

/**
 * The auth service in-process on its own database, with real keys, FerretDB and Redis. Another
 * service's tests pass their `keys`, so the tokens auth issues pass that service's check.
 */
export async function startAuthApp(options: AuthAppOptions = {}): Promise<AuthTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const keys = options.keys ?? generateTestKeys();
  const logger = options.logger ?? createLogger('auth-test', 'silent');
  const config = readAuthConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: options.dbName ?? uniqueDatabaseName('auth'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    ORGANIZER_SETUP_KEY: options.setupKey ?? SETUP_KEY,
    AUTH_INTERNAL_KEY: TEST_INTERNAL_KEY,
    PUBLIC_SITE_URL,
    // No random wait before "Forgot password?" work: tests wait for it with `background.idle()` or the email.
    PASSWORD_RESET_MAX_DELAY_MS: '0',
    ...options.env,
  });
  let offsetMs = 0;
  const clock: TestClock = { now: () => new Date(Date.now() + offsetMs), advance: (ms) => void (offsetMs += ms) };
  const prefix = `test-${randomUUID()}`;
  const mongo = await mongoose.createConnection(mongoUri, { dbName: config.MONGODB_DB }).asPromise();
  const redis = new Redis(redisUrl);
  const service = await createAuthApp({ config, mongo, redis, logger, emailQueuePrefix: prefix, now: clock.now });

  let server: Server | undefined;
  let url: string | undefined;
  let stopMail = async () => {};
  let mail: TestMail | undefined;
  if (options.mail) {
    server = createServer(service.app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sink = await startSmtpSink();
    const workerStores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('notifications'), redisUrl, redisPurpose: 'queue', logger });
    const transport = createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' });
    const worker = createEmailWorker({
      connection: workerStores.redis,
      prefix,
      emailLog: await createEmailLogRepository(workerStores.mongo),
      transport,
      passwordLinks: createPasswordLinkClient(url, TEST_INTERNAL_KEY),
      logger,
    });
    mail = {
      sink,
      jobData: async (jobId) => {
        const data = await redis.hget(`${prefix}:${QUEUES.email}:${jobId}`, 'data');
        return data === null ? null : (JSON.parse(data) as unknown);
      },
      notificationsDb: workerStores.mongo,
      linkTo: async (email, after = () => true) => {
        const message = await sink.waitFor((candidate) => candidate.to.includes(email) && LINK.test(candidate.text) && after(candidate));
        const [url, token] = LINK.exec(message.text)!;
        return { message, url: url!, token: token! };
      },
    };
    stopMail = async () => {
      await worker.close();
      transport.close();
      await sink.stop();
      await workerStores.mongo.dropDatabase().catch(() => undefined);
      await workerStores.close();
    };
  }

  return {
    app: service.app,
    service,
    dbName: config.MONGODB_DB,
    mongo,
    redis,
    clock,
    ...(mail ? { mail } : {}),
    ...(url ? { url } : {}),
    close: async ({ keepData = false } = {}) => {
      await service.close();
      await stopMail();
      if (server) await new Promise((resolve) => server!.close(resolve));
      if (!keepData) await mongo.dropDatabase();
      await mongo.close();
      await redis.quit();
    },
  };
}

let counter = 0;
export const uniqueEmail = (name = 'user') => `${name}.${Date.now()}.${++counter}@example.edu`;

export async function registerOrganizer(app: Express, overrides: Record<string, unknown> = {}) {
  const body = {
    fullName: 'Olivia Organizer',
    email: uniqueEmail('organizer'),
    password: 'correct horse battery',
    organizerLoginKey: SETUP_KEY,
    agreedToTerms: true,
    role: 'ORGANIZER',
    ...overrides,
  };
  const res = await request(app).post('/api/auth/register').send(body);
  return { res, body, token: res.body.token as string };
}

/** A participant account with a password the organizer chose (no link), signed in. */
export async function createParticipant(app: Express, organizerToken: string, password = 'participant pass 1') {
  const email = uniqueEmail('participant');
  const created = await request(app)
    .post('/api/admin/accounts')
    .set('authorization', `Bearer ${organizerToken}`)
    .send({ email, fullName: 'Pablo Participant', password });
  const login = await request(app).post('/api/auth/login').send({ email, password });
  return { id: created.body.account.id as string, email, password, token: login.body.token as string };
}

/**
 * The token of a set-password link, made the way the notifications worker has it made when the
 * email goes out (auth's internal API), for tests that need the link but not the email.
 */
export async function linkToken(app: Express, linkId: string): Promise<string> {
  const res = await request(app).post(internalPasswordLinkUrlPath(linkId)).set(INTERNAL_KEY_HEADER, TEST_INTERNAL_KEY);
  if (res.status !== 200) throw new Error(`no link for ${linkId}: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(res.body.url as string).hash.replace('#token=', '');
}

export { bearer } from '@trek/testing';
