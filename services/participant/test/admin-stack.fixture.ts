import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import express, { type Express } from 'express';
import request from 'supertest';
import type { z } from 'zod';
import { DEFAULT_EDITION_SETTINGS, INTERNAL_KEY_HEADER, internalPasswordLinkUrlPath, pastEditionsSchema, publicEditionSchema, type Account, type Language, type PublicEdition } from '@trek/contracts';
import { createLogger, createRedis } from '@trek/service-kit';
import { bearer, generateTestKeys, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
// The real auth service in-process: participant accounts are created and listed through its API, as in production.
import { createAuthApp } from '../../auth/src/app.js';
import { readAuthConfig } from '../../auth/src/config.js';
import { createSpotTransferredWorker } from '../../auth/src/jobs/spot-transferred.worker.js';
import { createPersonErasedWorker } from '../../updates/src/jobs/person-erased.worker.js';
import { startUpdatesApp, type UpdatesFixtureOptions, type UpdatesTestApp } from '../../updates/test/updates-app.fixture.js';
import { ORGANIZER_INBOX, startParticipantApp, type FixtureOptions, type ParticipantTestApp } from './participant-app.fixture.js';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const stop = (server: Server) => new Promise((resolve) => server.close(resolve));

/** The content service's public edition and edition history endpoints, answering what the test sets (or 503 when `down`). */
export interface EditionStub {
  url: string;
  edition: PublicEdition;
  history: z.input<typeof pastEditionsSchema>;
  down: boolean;
}

async function startEditionStub(): Promise<EditionStub & { server: Server }> {
  const stub = { url: '', edition: publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS), history: { editions: [] }, down: false, server: createServer() };
  const answers: Record<string, () => unknown> = { '/api/public/edition': () => stub.edition, '/api/public/edition/history': () => stub.history };
  stub.server.on('request', (req, res) => {
    const answer = req.url === undefined ? undefined : answers[req.url];
    if (stub.down || !answer) {
      res.writeHead(stub.down ? 503 : 404, { 'content-type': 'application/json' }).end('{"message":"unavailable"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer()));
  });
  stub.url = await listen(stub.server);
  return stub;
}

export interface AdminStack {
  /** The participant service; its `app` answers the updates service's paths too, as the gateway does. */
  t: ParticipantTestApp;
  /** The updates service (announcements, feedback), reading people from the participant service's internal API. */
  u: UpdatesTestApp;
  /** The updates service's `PersonErased` consumer, on the queue the participant service publishes to. */
  updatesErasures: ReturnType<typeof createPersonErasedWorker>;
  /** What the updates service was started with, to start another instance on its data. */
  updatesOptions: UpdatesFixtureOptions;
  content: EditionStub;
  organizer: string;
  organizerId: string;
  /** Creates a participant account in the auth service; its id is the participant's user id. */
  createAccount: (fullName: string, email?: string) => Promise<Account>;
  disableAccount: (id: string) => Promise<void>;
  /** Erases the account in auth (disabled, its name and email replaced), as an erasure on request does first. */
  eraseAccount: (id: string) => Promise<void>;
  /** Signs the account in on the site in this language (its emails follow the language it last used). */
  signInIn: (account: Account, language: Language) => Promise<void>;
  /** Signs in with auth as a person does; answers the session token. */
  signIn: (email: string, password?: string) => Promise<string>;
  /**
   * As someone who got a set-password link by email: the link auth owes them (its newest email to
   * them), used to choose a password; answers the session token it signs them in with.
   */
  setPasswordFromEmail: (email: string, password?: string) => Promise<string>;
  /** The auth service's address and its database's collections (accounts, owed emails). */
  authUrl: string;
  authCollection: (name: 'users' | 'email_outbox' | 'spot_recipient_accounts' | 'password_links') => ReturnType<Connection['collection']>;
  close: () => Promise<void>;
}

const INTERNAL_KEY = 'test-internal-key-for-set-password-links';

/** The gateway's routes of the updates service (see gateway/src/domain/route.table.ts). */
const UPDATES_PATHS = ['/api/participant/announcements', '/api/participant/announcement-reads', '/api/participant/feedback', '/api/admin/announcements', '/api/admin/feedback', '/api/admin/audit/updates'];

/** One app answering both services' paths, as the gateway routes them. */
function asGateway(participantApp: Express, updatesApp: Express): Express {
  const app = express();
  app.use((req, res, next) => {
    const toUpdates = UPDATES_PATHS.some((path) => req.path === path || req.path.startsWith(`${path}/`));
    (toUpdates ? updatesApp : participantApp)(req, res, next);
  });
  return app;
}

let counter = 0;

/** The participant service with a real auth service and a content stub, sharing one signing key pair. */
export async function startAdminStack(options: Omit<FixtureOptions, 'authServiceUrl' | 'contentServiceUrl' | 'keys'> = {}): Promise<AdminStack> {
  const keys = generateTestKeys();
  const { mongoUri, redisUrl } = testInfrastructure();
  const authConfig = readAuthConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: uniqueDatabaseName('auth'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    ORGANIZER_SETUP_KEY: 'test-organizer-setup-key',
    AUTH_INTERNAL_KEY: INTERNAL_KEY,
  });
  const authMongo: Connection = await mongoose.createConnection(mongoUri, { dbName: authConfig.MONGODB_DB }).asPromise();
  const authRedis = new Redis(redisUrl);
  const auth = await createAuthApp({ config: authConfig, mongo: authMongo, redis: authRedis, logger: createLogger('auth-test', 'silent') });
  const authServer = createServer(auth.app);
  const authUrl = await listen(authServer);
  const content = await startEditionStub();
  // Each service calls the other: the updates server listens first and gets its app once the participant service runs.
  const updatesServer = createServer();
  const updatesUrl = await listen(updatesServer);
  const participant = await startParticipantApp({ ...options, keys, authServiceUrl: authUrl, contentServiceUrl: content.url, updatesServiceUrl: updatesUrl });
  const participantServer = createServer(participant.app);
  const participantUrl = await listen(participantServer);
  const updatesOptions = { keys, authServiceUrl: authUrl, contentServiceUrl: content.url, participantServiceUrl: participantUrl, organizerEmails: options.organizerEmails ?? ORGANIZER_INBOX };
  const u = await startUpdatesApp(updatesOptions);
  updatesServer.on('request', u.app);
  // Auth and the updates service consume the participant service's events from their own queues, as in production.
  const eventLogger = createLogger('event-consumers-test', 'silent');
  const eventRedis = createRedis(redisUrl, 'queue', eventLogger);
  const erasures = createPersonErasedWorker({ domain: u.service.domain, connection: eventRedis, prefix: participant.emailQueuePrefix, logger: eventLogger });
  const transfers = createSpotTransferredWorker({ domain: auth.domain, connection: eventRedis, prefix: participant.emailQueuePrefix, logger: eventLogger });
  const t = { ...participant, app: asGateway(participant.app, u.app) };
  const organizerId = '0123456789abcdef01234567';
  const organizer = t.organizerToken(organizerId);

  return {
    t,
    u,
    updatesErasures: erasures,
    updatesOptions,
    content,
    organizer,
    organizerId,
    createAccount: async (fullName, email = `participant.${Date.now()}.${++counter}@stanford.edu`) => {
      const res = await request(authUrl).post('/api/admin/accounts').set(bearer(organizer)).send({ email, fullName, password: 'a-long-password' });
      if (res.status !== 201) throw new Error(`account not created: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.account as Account;
    },
    disableAccount: async (id) => {
      const res = await request(authUrl).patch(`/api/admin/accounts/${id}`).set(bearer(organizer)).send({ disabled: true });
      if (res.status !== 200) throw new Error(`account not disabled: ${res.status}`);
    },
    eraseAccount: async (id) => {
      const res = await request(authUrl).post(`/api/admin/accounts/${id}/erase`).set(bearer(organizer)).send({});
      if (res.status !== 200) throw new Error(`account not erased: ${res.status}`);
    },
    authUrl,
    authCollection: (name) => authMongo.collection(name),
    signIn: async (email, password = 'a-long-password') => {
      const res = await request(authUrl).post('/api/auth/login').send({ email, password });
      if (res.status !== 200) throw new Error(`not signed in: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    setPasswordFromEmail: async (email, password = 'a-long-password') => {
      const [owed] = await authMongo.collection('email_outbox').find({ 'email.to': email, 'email.passwordLinkId': { $exists: true } }).sort({ owedAt: -1 }).limit(1).toArray();
      if (!owed) throw new Error(`no set-password link was emailed to ${email}`);
      const link = await request(authUrl).post(internalPasswordLinkUrlPath(owed.email.passwordLinkId)).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({});
      if (link.status !== 200) throw new Error(`no link: ${link.status} ${JSON.stringify(link.body)}`);
      const token = new URL(link.body.url).hash.replace('#token=', '');
      const res = await request(authUrl).post('/api/auth/set-password').send({ token, password });
      if (res.status !== 200) throw new Error(`password not set: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    signInIn: async (account, language) => {
      const res = await request(authUrl).post('/api/auth/login').set('Accept-Language', language).send({ email: account.email, password: 'a-long-password' });
      if (res.status !== 200) throw new Error(`not signed in: ${res.status}`);
    },
    close: async () => {
      await stop(participantServer);
      await stop(updatesServer);
      await erasures.close();
      await transfers.close();
      await eventRedis.quit();
      await u.close();
      await t.close();
      await stop(content.server);
      await stop(authServer);
      await auth.close();
      await authMongo.dropDatabase();
      await authMongo.close();
      await authRedis.quit();
    },
  };
}
