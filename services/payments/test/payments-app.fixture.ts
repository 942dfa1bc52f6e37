import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import {
  DEFAULT_EDITION_SETTINGS,
  INTERNAL_ACTIVE_PARTICIPANTS_PATH,
  INTERNAL_EDITION_SPOTS_PATH,
  INTERNAL_KEY_HEADER,
  publicEditionSchema,
  type ActiveParticipant,
  type EditionSpot,
  type PublicEdition,
} from '@trek/contracts';
import { connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { generateTestKeys, signTestToken, startEditionStub, testInfrastructure, uniqueDatabaseName, type EditionStub, type TestKeys } from '@trek/testing';
import { createApp, type PaymentsApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

const PARTICIPANT_KEY = 'test-key-of-the-participant-internal-api';
const AUTH_KEY = 'test-key-of-the-auth-internal-api-for-payments';

/**
 * The participant service's spots and auth's participant accounts, as their internal APIs answer
 * them (each checks its own key): what the test puts here is what the payments service reads.
 */
export interface PeopleStub {
  url: string;
  spots: EditionSpot[];
  accounts: ActiveParticipant[];
  /** While true, the spots answer 503 (the participant service is down). */
  spotsDown: boolean;
  close: () => Promise<void>;
}

async function startPeopleStub(): Promise<PeopleStub> {
  const server = createServer();
  const stub: PeopleStub = { url: '', spots: [], accounts: [], spotsDown: false, close: () => new Promise((resolve) => server.close(() => resolve())) };
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === INTERNAL_EDITION_SPOTS_PATH) {
      if (req.headers[INTERNAL_KEY_HEADER] !== PARTICIPANT_KEY) return json(401, { message: 'Not allowed' });
      if (stub.spotsDown) return json(503, { message: 'down' });
      const year = Number(url.searchParams.get('year'));
      return json(200, { spots: stub.spots.filter((spot) => spot.year === year) });
    }
    if (url.pathname === INTERNAL_ACTIVE_PARTICIPANTS_PATH) {
      if (req.headers[INTERNAL_KEY_HEADER] !== AUTH_KEY) return json(401, { message: 'Not allowed' });
      return json(200, { participants: stub.accounts });
    }
    return json(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

export interface PaymentsTestApp {
  app: Express;
  service: PaymentsApp;
  stores: DataStores;
  keys: TestKeys;
  content: EditionStub<PublicEdition>;
  people: PeopleStub;
  emailQueuePrefix: string;
  /** The service's clock: tests move it. */
  clock: { now: Date };
  participantToken: (userId: string) => string;
  organizerToken: (userId?: string, name?: string) => string;
  close: () => Promise<void>;
}

/** A user id as the auth service issues them (24 hex characters). */
export const newUserId = () => randomBytes(12).toString('hex');

let spotNumber = 0;
/** A spot of 2026 (or `year`), confirmed a minute after the one made before it. */
export const spotOf = (holderUserId: string | null, year = 2026): EditionSpot => ({
  spotId: `spot-${randomUUID()}`,
  year,
  createdAt: new Date(Date.UTC(year - 1, 11, 1) + ++spotNumber * 60_000).toISOString(),
  holderUserId,
  heldSince: holderUserId === null ? null : new Date(Date.UTC(year - 1, 11, 1) + spotNumber * 60_000).toISOString(),
  released: null,
});

/** The spot as participant answers it once its holder gave it up without a recipient (its seat went back to the waitlist). */
export const releasedSpot = (spot: EditionSpot, formerHolderUserId: string): EditionSpot => ({ ...spot, holderUserId: null, heldSince: null, released: { at: new Date(Date.UTC(2026, 0, 5)).toISOString(), formerHolderUserId } });

export const accountOf = (id: string, fullName: string, language: 'en' | 'es' = 'en'): ActiveParticipant => ({ id, email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.edu`, fullName, language });

/** The payments service in-process with its own database and queue prefix; the 2026 edition (deposit due 2025-12-31). */
export async function startPaymentsApp(): Promise<PaymentsTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const keys = generateTestKeys();
  const logger = createLogger('payments-test', 'silent');
  const prefix = `test-${randomUUID()}`;
  const content = await startEditionStub(publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS));
  const people = await startPeopleStub();
  const clock = { now: new Date('2025-12-10T12:00:00Z') };
  const config = readConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: uniqueDatabaseName('payments'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    PARTICIPANT_SERVICE_URL: people.url,
    PARTICIPANT_INTERNAL_KEY: PARTICIPANT_KEY,
    AUTH_SERVICE_URL: people.url,
    AUTH_INTERNAL_KEY: AUTH_KEY,
    CONTENT_SERVICE_URL: content.url,
    EDITION_CACHE_MS: '0',
    PUBLIC_SITE_URL: 'http://trek.test',
  });
  const stores = await connectDataStores({ mongoUri, dbName: config.MONGODB_DB, redisUrl, logger });
  if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  const service = await createApp({ config, mongo: stores.mongo, redis: stores.redis, logger, readiness: stores.readiness, emailQueuePrefix: prefix, now: () => clock.now });
  return {
    app: service.app,
    service,
    stores,
    keys,
    content,
    people,
    emailQueuePrefix: prefix,
    clock,
    participantToken: (userId) => signTestToken(keys, { role: 'PARTICIPANT', userId }),
    organizerToken: (userId = newUserId(), name = 'Olga Organizer') => signTestToken(keys, { role: 'ORGANIZER', userId, name }),
    close: async () => {
      await service.close();
      await stores.mongo.dropDatabase().catch(() => undefined);
      await stores.close();
      await content.close();
      await people.close();
    },
  };
}
