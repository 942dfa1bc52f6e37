import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APPS, GATEWAY, SERVICES, appEnvironment } from './services.mjs';

/** @returns {import('./services.mjs').StackContext} */
function context(env = {}) {
  const ports = Object.fromEntries(APPS.map((app, index) => [app.name, 41_000 + index]));
  return {
    env: { PATH: '/usr/bin', ...env },
    mongoUri: 'mongodb://127.0.0.1:27017/',
    redisUrl: 'redis://127.0.0.1:6379',
    keys: { privateKey: 'PRIVATE', publicKey: 'PUBLIC' },
    setupKey: 'setup-key-123456',
    fieldEncryptionKey: 'ZmllbGQtZW5jcnlwdGlvbi1rZXktMzItYnl0ZXMhISE=',
    authInternalKey: 'internal-key-of-at-least-32-characters',
    participantInternalKey: 'participant-key-of-at-least-32-characters',
    applicationsInternalKey: 'applications-key-of-at-least-32-characters',
    data: { uploads: '/data/uploads', mail: '/data/mail' },
    ports,
  };
}

/** @param {string} name */
const app = (name) => {
  const found = APPS.find((candidate) => candidate.name === name);
  assert.ok(found, name);
  return found;
};

test('every service gets its own database, the shared Redis, its port and the inherited environment', () => {
  const stack = context();
  for (const service of SERVICES) {
    const env = appEnvironment(service, stack);
    assert.equal(env.MONGODB_URI, stack.mongoUri);
    assert.equal(env.MONGODB_DB, `trek_${service.name}`);
    assert.equal(env.REDIS_URL, stack.redisUrl);
    assert.equal(env.PORT, String(stack.ports[service.name]));
    assert.equal(env.PATH, '/usr/bin');
  }
});

test('only the auth service holds the private key and the setup key; every service checks tokens with the public key', () => {
  for (const service of APPS) {
    const env = appEnvironment(service, context());
    assert.equal(env.JWT_PRIVATE_KEY !== undefined, service.name === 'auth', service.name);
    assert.equal(env.ORGANIZER_SETUP_KEY !== undefined, service.name === 'auth', service.name);
    assert.equal(env.JWT_PUBLIC_KEY, 'PUBLIC', service.name);
  }
});

test('only the participant service holds the field encryption key', () => {
  for (const service of APPS) {
    const env = appEnvironment(service, context());
    assert.equal(env.FIELD_ENCRYPTION_KEY !== undefined, service.name === 'participant', service.name);
  }
});

test('only auth, the notifications worker and the participant and payments services hold the key of auth\'s internal API, and the worker reaches auth', () => {
  const stack = context();
  for (const service of APPS) {
    const env = appEnvironment(service, stack);
    assert.equal(env.AUTH_INTERNAL_KEY !== undefined, ['auth', 'applications', 'notifications', 'participant', 'updates', 'payments'].includes(service.name), service.name);
  }
  assert.equal(appEnvironment(app('notifications'), stack).AUTH_SERVICE_URL, `http://127.0.0.1:${stack.ports.auth}`);
  assert.equal(appEnvironment(app('auth'), stack).PUBLIC_SITE_URL, `http://localhost:${stack.ports.gateway}`);
});

test('only applications and the notifications worker hold the key of applications\' internal API, and the worker reaches applications', () => {
  const stack = context();
  for (const service of APPS) {
    const env = appEnvironment(service, stack);
    assert.equal(env.APPLICATIONS_INTERNAL_KEY !== undefined, ['applications', 'notifications'].includes(service.name), service.name);
  }
  assert.equal(appEnvironment(app('notifications'), stack).APPLICATIONS_SERVICE_URL, `http://127.0.0.1:${stack.ports.applications}`);
});

test('only the participant, updates and payments services hold the key of participant\'s internal API, and each reaches the other', () => {
  const stack = context();
  for (const service of APPS) {
    const env = appEnvironment(service, stack);
    assert.equal(env.PARTICIPANT_INTERNAL_KEY !== undefined, ['participant', 'updates', 'payments'].includes(service.name), service.name);
  }
  assert.equal(appEnvironment(app('updates'), stack).PARTICIPANT_SERVICE_URL, `http://127.0.0.1:${stack.ports.participant}`);
  assert.equal(appEnvironment(app('participant'), stack).UPDATES_SERVICE_URL, `http://127.0.0.1:${stack.ports.updates}`);
  const payments = appEnvironment(app('payments'), stack);
  assert.equal(payments.PARTICIPANT_SERVICE_URL, `http://127.0.0.1:${stack.ports.participant}`);
  assert.equal(payments.AUTH_SERVICE_URL, `http://127.0.0.1:${stack.ports.auth}`);
  assert.equal(payments.CONTENT_SERVICE_URL, `http://127.0.0.1:${stack.ports.content}`);
});

test('the gateway reaches every service on its loopback port and serves the built SPA', () => {
  const stack = context();
  const env = appEnvironment(GATEWAY, stack);
  for (const [variable, name] of [
    ['AUTH_SERVICE_URL', 'auth'],
    ['CONTENT_SERVICE_URL', 'content'],
    ['APPLICATIONS_SERVICE_URL', 'applications'],
    ['PARTICIPANT_SERVICE_URL', 'participant'],
    ['UPDATES_SERVICE_URL', 'updates'],
    ['UPLOAD_SERVICE_URL', 'upload'],
    ['PAYMENTS_SERVICE_URL', 'payments'],
    ['NOTIFICATIONS_SERVICE_URL', 'notifications'],
  ]) {
    assert.equal(env[variable], `http://127.0.0.1:${stack.ports[name]}`);
  }
  assert.match(env.WEB_DIST_DIR ?? '', /web\/dist$/);
  assert.equal(env.MONGODB_URI, undefined);
});

test('the participant service reads accounts from auth and the edition from content', () => {
  const stack = context();
  const env = appEnvironment(app('participant'), stack);
  assert.equal(env.AUTH_SERVICE_URL, `http://127.0.0.1:${stack.ports.auth}`);
  assert.equal(env.CONTENT_SERVICE_URL, `http://127.0.0.1:${stack.ports.content}`);
});

test('local storage folders: uploads on disk, mail captured unless SMTP_URL is set', () => {
  assert.equal(appEnvironment(app('upload'), context()).STORAGE_DIR, '/data/uploads');
  const captured = appEnvironment(app('notifications'), context());
  assert.equal(captured.MAIL_CAPTURE_DIR, '/data/mail');
  assert.equal(captured.SMTP_URL, undefined);
  assert.equal(appEnvironment(app('notifications'), context({ SMTP_URL: 'smtp://mail:25' })).SMTP_URL, 'smtp://mail:25');
});

test('the stack decides ports and databases even if the environment names others', () => {
  const env = appEnvironment(app('content'), context({ PORT: '8080', MONGODB_DB: 'elsewhere' }));
  assert.equal(env.PORT, String(context().ports.content));
  assert.equal(env.MONGODB_DB, 'trek_content');
});

test('development mode unless production is asked for; jest\'s NODE_ENV=test does not leak in', () => {
  assert.equal(appEnvironment(GATEWAY, context()).NODE_ENV, 'development');
  assert.equal(appEnvironment(GATEWAY, context({ NODE_ENV: 'test' })).NODE_ENV, 'development');
  assert.equal(appEnvironment(GATEWAY, context({ NODE_ENV: 'production' })).NODE_ENV, 'production');
  assert.equal(appEnvironment(GATEWAY, context()).LOG_LEVEL, 'info');
  assert.equal(appEnvironment(GATEWAY, context({ LOG_LEVEL: 'warn' })).LOG_LEVEL, 'warn');
});

test('the applications service quotes the gateway as the sign-in address unless PUBLIC_SITE_URL is set', () => {
  assert.equal(appEnvironment(app('applications'), context()).PUBLIC_SITE_URL, `http://localhost:${context().ports.gateway}`);
  const site = 'https://trek.example.org';
  assert.equal(appEnvironment(app('applications'), context({ PUBLIC_SITE_URL: site })).PUBLIC_SITE_URL, site);
});
