import { tmpdir } from 'node:os';
import { once } from 'node:events';
import request from 'supertest';
import { ConfigError, connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { generateTestKeys, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { createApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { createMediaRepository } from '../src/data-access/media.repository.js';
import { createMediaStorage } from '../src/data-access/media.storage.js';
import { RecordingImageQueue } from './upload-app.fixture.js';

const { mongoUri, redisUrl } = testInfrastructure();
const logger = createLogger('upload-test', 'silent');

describe('upload service', () => {
  let stores: DataStores;

  beforeAll(async () => {
    stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('upload'), redisUrl, logger });
    if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  });

  afterAll(async () => {
    await stores.close();
  });

  it('answers /healthz and, with MongoDB and Redis up, /readyz', async () => {
    const config = readConfig({ PORT: '0', MONGODB_URI: mongoUri, REDIS_URL: redisUrl, JWT_PUBLIC_KEY: generateTestKeys().publicKey, STORAGE_DIR: tmpdir() });
    const storage = createMediaStorage(config);
    const images = new RecordingImageQueue();
    const media = await createMediaRepository(stores.mongo);
    const app = createApp({ config, redis: stores.redis, storage, media, images, logger, readiness: stores.readiness });
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: true, redis: true });
  });

  it('when a required variable is missing, then start-up fails naming it', () => {
    const env = { PORT: '0', MONGODB_URI: mongoUri, REDIS_URL: redisUrl, JWT_PUBLIC_KEY: generateTestKeys().publicKey, STORAGE_DIR: tmpdir() };
    expect(readConfig(env)).toMatchObject({ MONGODB_DB: 'trek_upload' });

    const { MONGODB_URI: _missing, ...withoutMongo } = env;
    expect(() => readConfig(withoutMongo)).toThrow(ConfigError);
    expect(() => readConfig(withoutMongo)).toThrow(/MONGODB_URI/);
  });

  it('when neither a storage folder nor an S3 bucket is configured, then start-up fails naming STORAGE_DIR; S3 settings choose S3', () => {
    const env = { PORT: '0', MONGODB_URI: mongoUri, REDIS_URL: redisUrl, JWT_PUBLIC_KEY: generateTestKeys().publicKey };
    expect(() => readConfig(env)).toThrow(/STORAGE_DIR/);
    expect(() => readConfig({ ...env, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    const s3 = readConfig({ ...env, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' });
    expect(createMediaStorage(s3).description).toBe('s3 media');
    expect(createMediaStorage(readConfig({ ...env, STORAGE_DIR: '/tmp/x' })).description).toBe('disk /tmp/x');
  });
});
