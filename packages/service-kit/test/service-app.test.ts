import request from 'supertest';
import { z } from 'zod';
import { Redis } from 'ioredis';
import { generateTestKeys, signTestToken, testInfrastructure, TEST_AUDIENCE, TEST_ISSUER } from '@trek/testing';
import {
  AppError,
  SessionRevocations,
  createAuthGuards,
  createLogger,
  createServiceApp,
  createTokenVerifier,
  callerOf,
  parseInput,
} from '../src/index.js';

const keys = generateTestKeys();
const redis = new Redis(testInfrastructure().redisUrl);
const revocations = new SessionRevocations(redis);
const guards = createAuthGuards(
  createTokenVerifier({ publicKey: keys.publicKey, issuer: TEST_ISSUER, audience: TEST_AUDIENCE }),
  revocations,
);
const nameSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });

const app = createServiceApp({
  name: 'kit-test',
  logger: createLogger('kit-test', 'silent'),
  readiness: { redis: () => redis.status === 'ready', broken: () => Promise.reject(new Error('down')) },
  routes: (router) => {
    router.post('/echo', (req, res) => {
      res.json(parseInput(nameSchema, req.body));
    });
    router.get('/organizers-only', guards.requireRole('ORGANIZER'), (req, res) => {
      res.json({ userId: callerOf(req).userId });
    });
    router.get('/items/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
    router.get('/conflict', () => {
      throw AppError.conflict('Already there');
    });
    router.get('/database-away', () => {
      // What the MongoDB driver throws while the server restarts.
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { name: 'MongoNetworkError' });
    });
    router.get('/crash', () => {
      throw new Error('secret internals');
    });
  },
});

afterAll(async () => {
  await redis.quit();
});

describe('service app', () => {
  it('when a body fails the shared schema, then it answers 400 with the message and a field map', async () => {
    const res = await request(app).post('/echo').send({ name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('when a body carries a query operator instead of a string, then it is refused', async () => {
    const res = await request(app).post('/echo').send({ name: { $ne: null } });
    expect(res.status).toBe(400);
  });

  it('when the JSON is malformed, then it answers 400 in the JSON error shape', async () => {
    const res = await request(app).post('/echo').set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('when a handler throws an AppError, then its status and safe message are sent', async () => {
    const res = await request(app).get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Already there' });
  });

  it('when a handler crashes, then the client gets a generic 500 and no internals', async () => {
    const res = await request(app).get('/crash');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('when a path has a malformed percent-encoding, then 400 with a clear message, not a 500', async () => {
    const res = await request(app).get('/items/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The address is not valid: it has a malformed percent-encoding' });
  });

  it('when the database cannot be reached, then 503 asks to try again, without internals', async () => {
    const res = await request(app).get('/database-away');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });
  });

  it('answers unknown paths with a JSON 404 and echoes a request id', async () => {
    const res = await request(app).get('/nope').set('x-request-id', 'abc-123');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('reports liveness always and readiness per check', async () => {
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ redis: true, broken: false });
  });
});

describe('auth guards', () => {
  it('when no token is sent, then 401', async () => {
    const res = await request(app).get('/organizers-only');
    expect(res.status).toBe(401);
  });

  it('when the token is signed by another key, then 401', async () => {
    const forged = signTestToken(generateTestKeys(), { role: 'ORGANIZER' });
    const res = await request(app).get('/organizers-only').set('authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
  });

  it('when the token is for another audience, then 401', async () => {
    const token = signTestToken(keys, { role: 'ORGANIZER', audience: 'someone-else' });
    const res = await request(app).get('/organizers-only').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
  });

  it('when the role is wrong, then 403, and a forged role header changes nothing', async () => {
    const token = signTestToken(keys, { role: 'PARTICIPANT' });
    const res = await request(app)
      .get('/organizers-only')
      .set('authorization', `Bearer ${token}`)
      .set('x-user-role', 'ORGANIZER');
    expect(res.status).toBe(403);
  });

  it('when the role matches, then the caller comes from the token', async () => {
    const token = signTestToken(keys, { role: 'ORGANIZER', userId: 'u1' });
    const res = await request(app).get('/organizers-only').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'u1' });
  });

  it('when a signed-in caller is answered, then no cache may keep the answer', async () => {
    const token = signTestToken(keys, { role: 'ORGANIZER', userId: 'u1' });
    const res = await request(app).get('/organizers-only').set('authorization', `Bearer ${token}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the session was revoked, then its token is refused', async () => {
    const token = signTestToken(keys, { role: 'ORGANIZER', sessionId: 'revoked-session' });
    await revocations.revokeSession({ sessionId: 'revoked-session', expiresAt: Math.floor(Date.now() / 1000) + 60 });
    const res = await request(app).get('/organizers-only').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
  });

  it('when all of a user\'s sessions were revoked, then tokens issued before are refused', async () => {
    const token = signTestToken(keys, { role: 'ORGANIZER', userId: 'u-disabled' });
    await revocations.revokeAllSessions('u-disabled');
    const res = await request(app).get('/organizers-only').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
  });
});
