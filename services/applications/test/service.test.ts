import request from 'supertest';
import { ConfigError } from '@trek/service-kit';
import { generateTestKeys, testInfrastructure } from '@trek/testing';
import { readConfig } from '../src/config.js';
import { startApplicationsApp, type ApplicationsTestApp } from './applications-app.fixture.js';

const { mongoUri, redisUrl } = testInfrastructure();

describe('applications service', () => {
  let ctx: ApplicationsTestApp;
  beforeAll(async () => {
    ctx = await startApplicationsApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers /healthz and, with MongoDB and Redis up, /readyz', async () => {
    expect((await request(ctx.app).get('/healthz')).status).toBe(200);
    const ready = await request(ctx.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: true, redis: true });
  });
});

describe('configuration', () => {
  const env = { PORT: '0', MONGODB_URI: mongoUri, REDIS_URL: redisUrl, JWT_PUBLIC_KEY: generateTestKeys().publicKey, AUTH_SERVICE_URL: 'http://127.0.0.1:4001', CONTENT_SERVICE_URL: 'http://127.0.0.1:4002', APPLICATIONS_INTERNAL_KEY: 'an-internal-key-of-at-least-32-characters' };

  it('when the key of its internal API is missing or short, then start-up is refused (no default)', () => {
    const { APPLICATIONS_INTERNAL_KEY: _key, ...withoutKey } = env;
    expect(() => readConfig(withoutKey)).toThrow(/APPLICATIONS_INTERNAL_KEY/);
    expect(() => readConfig({ ...env, APPLICATIONS_INTERNAL_KEY: 'short' })).toThrow(/APPLICATIONS_INTERNAL_KEY: must be at least 32 characters/);
  });

  it('when a required variable is missing, then start-up fails naming it', () => {
    expect(readConfig(env)).toMatchObject({ MONGODB_DB: 'trek_applications', EDITION_CACHE_MS: 15_000, ORGANIZER_NOTIFICATION_EMAILS: [] });
    // The year and the mailbox are the edition settings' (content service), not configuration.
    expect(readConfig({ ...env, EDITION_YEAR: '2030', CONTACT_EMAIL: 'old@example.org' })).not.toHaveProperty('EDITION_YEAR');
    const { CONTENT_SERVICE_URL: _content, ...withoutContent } = env;
    expect(() => readConfig(withoutContent)).toThrow(/CONTENT_SERVICE_URL/);
    const { MONGODB_URI: _missing, ...withoutMongo } = env;
    expect(() => readConfig(withoutMongo)).toThrow(ConfigError);
    expect(() => readConfig(withoutMongo)).toThrow(/MONGODB_URI/);
  });

  it('when organizer addresses are listed with spaces and capitals, then they are read as a clean list; a bad one stops start-up', () => {
    expect(readConfig({ ...env, ORGANIZER_NOTIFICATION_EMAILS: ' Ana@Trek.org, ,bo@trek.org ' }).ORGANIZER_NOTIFICATION_EMAILS).toEqual([
      'ana@trek.org',
      'bo@trek.org',
    ]);
    expect(() => readConfig({ ...env, ORGANIZER_NOTIFICATION_EMAILS: 'ana@trek.org, not-an-address' })).toThrow(/ORGANIZER_NOTIFICATION_EMAILS/);
  });
});
