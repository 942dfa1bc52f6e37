import request from 'supertest';
import { ConfigError } from '@trek/service-kit';
import { generateTestKeys, testInfrastructure } from '@trek/testing';
import { readConfig } from '../src/config.js';
import { startContentApp, type ContentTestApp } from './content-app.fixture.js';

const { mongoUri, redisUrl } = testInfrastructure();

describe('content service', () => {
  let content: ContentTestApp;

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  it('answers /healthz and, with MongoDB and Redis up, /readyz', async () => {
    expect((await request(content.app).get('/healthz')).status).toBe(200);
    const ready = await request(content.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: true, redis: true });
  });

  it('when a required variable is missing, then start-up fails naming it', () => {
    const env = { PORT: '0', MONGODB_URI: mongoUri, REDIS_URL: redisUrl, JWT_PUBLIC_KEY: generateTestKeys().publicKey };
    expect(readConfig(env)).toMatchObject({ MONGODB_DB: 'trek_content', SEED_DEMO_CONTENT: true });
    expect(readConfig({ ...env, SEED_DEMO_CONTENT: 'false' })).toMatchObject({ SEED_DEMO_CONTENT: false });

    const { MONGODB_URI: _missing, ...withoutMongo } = env;
    expect(() => readConfig(withoutMongo)).toThrow(ConfigError);
    expect(() => readConfig(withoutMongo)).toThrow(/MONGODB_URI/);
  });
});
