import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ConfigError } from '@trek/service-kit';
import { generateTestKeys, testInfrastructure } from '@trek/testing';
import { readConfig } from '../src/config.js';
import { startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

const { mongoUri, redisUrl } = testInfrastructure();

describe('participant service', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz and, with MongoDB and Redis up, /readyz', async () => {
    expect((await request(t.app).get('/healthz')).status).toBe(200);
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: true, redis: true });
  });

  const env = {
    PORT: '0',
    MONGODB_URI: mongoUri,
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: generateTestKeys().publicKey,
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    AUTH_SERVICE_URL: 'http://127.0.0.1:4001',
    CONTENT_SERVICE_URL: 'http://127.0.0.1:4002',
    APPLICATIONS_SERVICE_URL: 'http://127.0.0.1:4003',
    UPDATES_SERVICE_URL: 'http://127.0.0.1:4004',
    PARTICIPANT_INTERNAL_KEY: 'participant-internal-key-of-32-characters',
  };

  it('when a required variable is missing, then start-up fails naming it', () => {
    expect(readConfig(env)).toMatchObject({ MONGODB_DB: 'trek_participant' });

    const { MONGODB_URI: _missing, ...withoutMongo } = env;
    expect(() => readConfig(withoutMongo)).toThrow(ConfigError);
    expect(() => readConfig(withoutMongo)).toThrow(/MONGODB_URI/);

    const { AUTH_SERVICE_URL: _auth, CONTENT_SERVICE_URL: _content, ...withoutServices } = env;
    expect(() => readConfig(withoutServices)).toThrow(/AUTH_SERVICE_URL[\s\S]*CONTENT_SERVICE_URL/);
  });

  it('when the field encryption key is missing or not 32 bytes, then start-up fails naming it without echoing it', () => {
    const { FIELD_ENCRYPTION_KEY: _missing, ...withoutKey } = env;
    expect(() => readConfig(withoutKey)).toThrow(/FIELD_ENCRYPTION_KEY/);
    const shortKey = randomBytes(16).toString('base64');
    expect(() => readConfig({ ...env, FIELD_ENCRYPTION_KEY: shortKey })).toThrow(/FIELD_ENCRYPTION_KEY: must be 32 bytes/);
    expect(() => readConfig({ ...env, FIELD_ENCRYPTION_KEY: shortKey })).not.toThrow(shortKey);
  });

  it('when no transfer deadline is configured, then none overrides the edition settings; a bad one fails start-up', () => {
    expect(readConfig(env).TRANSFER_DEADLINE).toBeUndefined();
    expect(readConfig({ ...env, TRANSFER_DEADLINE: '2027-02-01' }).TRANSFER_DEADLINE?.toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(() => readConfig({ ...env, TRANSFER_DEADLINE: 'soon' })).toThrow(/TRANSFER_DEADLINE/);
  });
});
