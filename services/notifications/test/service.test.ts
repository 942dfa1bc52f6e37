import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import request from 'supertest';
import { ConfigError, connectDataStores, createLogger, type DataStores } from '@trek/service-kit';
import { TEST_AUDIENCE, TEST_ISSUER, generateTestKeys, testInfrastructure, uniqueDatabaseName } from '@trek/testing';
import { createApp } from '../src/app.js';
import { createEmailLogRepository } from '../src/data-access/email-log.repository.js';
import { readConfig } from '../src/config.js';
import { createNotificationSettingsRepository } from '../src/data-access/notification-settings.repository.js';

const { mongoUri, redisUrl } = testInfrastructure();
const serviceDir = join(import.meta.dirname, '..');
const { publicKey } = generateTestKeys();

describe('health', () => {
  let stores: DataStores;

  beforeAll(async () => {
    stores = await connectDataStores({ mongoUri, dbName: uniqueDatabaseName('notifications'), redisUrl, logger: createLogger('test', 'silent') });
    if (stores.redis.status !== 'ready') await once(stores.redis, 'ready');
  });

  afterAll(async () => {
    await stores.close();
  });

  it('answers /healthz and, with MongoDB and Redis up, /readyz', async () => {
    const app = createApp({
      config: { JWT_PUBLIC_KEY: publicKey, JWT_ISSUER: TEST_ISSUER, JWT_AUDIENCE: TEST_AUDIENCE },
      emailLog: await createEmailLogRepository(stores.mongo),
      notificationSettings: createNotificationSettingsRepository(stores.mongo),
      redis: stores.redis,
      logger: createLogger('test', 'silent'),
      readiness: stores.readiness,
    });
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: true, redis: true });
  });
});

describe('config', () => {
  const valid = {
    PORT: '0',
    JWT_PUBLIC_KEY: publicKey,
    MONGODB_URI: mongoUri,
    REDIS_URL: redisUrl,
    MAIL_CAPTURE_DIR: '/tmp/mail',
    AUTH_SERVICE_URL: 'http://127.0.0.1:9',
    AUTH_INTERNAL_KEY: 'an-internal-key-of-at-least-32-characters',
    APPLICATIONS_SERVICE_URL: 'http://127.0.0.1:9',
    APPLICATIONS_INTERNAL_KEY: 'an-internal-key-of-applications-32-characters',
    CONTENT_SERVICE_URL: 'http://127.0.0.1:9',
  };

  it('when MONGODB_URI is missing and neither SMTP_URL nor MAIL_CAPTURE_DIR is set, then one error names both', () => {
    const { MONGODB_URI: _uri, MAIL_CAPTURE_DIR: _dir, ...env } = valid;
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(/MONGODB_URI[\s\S]*MAIL_CAPTURE_DIR: required when SMTP_URL is not set/);
  });

  it('when SMTP_URL is not an smtp URL, then it is refused', () => {
    expect(() => readConfig({ ...valid, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('when the key for auth\'s internal API is missing or short, then it is refused (no default)', () => {
    const { AUTH_INTERNAL_KEY: _key, ...env } = valid;
    expect(() => readConfig(env)).toThrow(/AUTH_INTERNAL_KEY/);
    expect(() => readConfig({ ...valid, AUTH_INTERNAL_KEY: 'short' })).toThrow(/AUTH_INTERNAL_KEY: must be at least 32 characters/);
  });

  it('when the key for applications\' internal API is missing, then it is refused (no default)', () => {
    const { APPLICATIONS_INTERNAL_KEY: _key, ...env } = valid;
    expect(() => readConfig(env)).toThrow(/APPLICATIONS_INTERNAL_KEY/);
  });

  it('applies the defaults', () => {
    expect(readConfig(valid)).toMatchObject({ MONGODB_DB: 'trek_notifications', MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' });
  });
});

describe('process', () => {
  it('starts from the environment, serves /readyz, and exits 0 on SIGTERM', async () => {
    const captureDir = await mkdtemp(join(tmpdir(), 'trek-mail-capture-'));
    const { NODE_OPTIONS: _jestOptions, ...parentEnv } = process.env;
    const child = spawn(process.execPath, ['--conditions=@trek/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serviceDir,
      env: {
        ...parentEnv,
        PORT: '0',
        JWT_PUBLIC_KEY: publicKey,
        MONGODB_URI: mongoUri,
        MONGODB_DB: uniqueDatabaseName('notifications'),
        REDIS_URL: redisUrl,
        MAIL_CAPTURE_DIR: captureDir,
        AUTH_SERVICE_URL: 'http://127.0.0.1:9',
        AUTH_INTERNAL_KEY: 'an-internal-key-of-at-least-32-characters',
        APPLICATIONS_SERVICE_URL: 'http://127.0.0.1:9',
        APPLICATIONS_INTERNAL_KEY: 'an-internal-key-of-applications-32-characters',
        CONTENT_SERVICE_URL: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    const logs: { level: number; msg?: string; port?: number }[] = [];
    const started = new Promise<number | undefined>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const entry = JSON.parse(line) as (typeof logs)[number];
        logs.push(entry);
        if (entry.msg === 'notifications worker started') resolve(entry.port);
      });
      child.once('exit', () => resolve(undefined));
    });

    const port = await started;
    expect(port).toEqual(expect.any(Number));
    expect((await request(`http://127.0.0.1:${port}`).get('/readyz')).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    // pino levels: 50 is error; a failed shutdown step would log one.
    expect(logs.filter((entry) => entry.level >= 50)).toEqual([]);
    await rm(captureDir, { recursive: true, force: true });
  });
});
