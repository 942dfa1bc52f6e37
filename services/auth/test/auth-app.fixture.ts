import type { Express } from 'express';
import { Redis } from 'ioredis';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { generateTestKeys, testInfrastructure, uniqueDatabaseName, type TestKeys } from '@trek/testing';
import { createLogger } from '@trek/service-kit';
import { createAuthApp } from '../src/app.js';
import { readAuthConfig } from '../src/config.js';

export const SETUP_KEY = 'test-organizer-setup-key';

export interface AuthTestApp {
  app: Express;
  dbName: string;
  mongo: Connection;
  redis: Redis;
  close: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * The auth service in-process on its own database, with real keys, FerretDB and Redis. Another
 * service's tests pass their `keys`, so the tokens auth issues pass that service's check.
 */
export async function startAuthApp(options: { dbName?: string; setupKey?: string; keys?: TestKeys } = {}): Promise<AuthTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const keys = options.keys ?? generateTestKeys();
  const config = readAuthConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: options.dbName ?? uniqueDatabaseName('auth'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    ORGANIZER_SETUP_KEY: options.setupKey ?? SETUP_KEY,
  });
  const mongo = await mongoose.createConnection(mongoUri, { dbName: config.MONGODB_DB }).asPromise();
  const redis = new Redis(redisUrl);
  const app = await createAuthApp({ config, mongo, redis, logger: createLogger('auth-test', 'silent') });
  return {
    app,
    dbName: config.MONGODB_DB,
    mongo,
    redis,
    close: async ({ keepData = false } = {}) => {
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

export async function createParticipant(app: Express, organizerToken: string, password = 'participant pass 1') {
  const email = uniqueEmail('participant');
  const created = await request(app)
    .post('/api/admin/accounts')
    .set('authorization', `Bearer ${organizerToken}`)
    .send({ email, fullName: 'Pablo Participant', password });
  const login = await request(app).post('/api/auth/login').send({ email, password });
  return { id: created.body.account.id as string, email, password, token: login.body.token as string };
}

export { bearer } from '@trek/testing';
