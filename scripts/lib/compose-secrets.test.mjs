import assert from 'node:assert/strict';
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { COMPOSE_SECRETS, DATABASE_SERVICES, writeComposeSecrets } from './compose-secrets.mjs';

/** @type {string} */
let dir;
beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'trek-compose-secrets-')), 'secrets');
});
afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

const read = (/** @type {string} */ name) => readFile(join(dir, name), 'utf8');
const production = { dev: false };

test('every generated secret is written; the SMTP URL and the S3 key are left to the operator', async () => {
  const report = await writeComposeSecrets(dir, production);
  assert.deepEqual(report.missing.map((secret) => secret.name), ['smtp_url', 's3_secret_access_key']);
  assert.deepEqual([...report.created, ...report.missing.map((secret) => secret.name)].sort(), COMPOSE_SECRETS.map((secret) => secret.name).sort());
});

test('the folder is its owner\'s only; the files are readable through it by the containers\' users', async () => {
  await writeComposeSecrets(dir, production);
  assert.equal((await stat(dir)).mode & 0o777, 0o700);
  assert.equal((await stat(join(dir, 'jwt_private_key'))).mode & 0o777, 0o644);
});

test('the public key is the private key\'s, and the Redis URL and ACL carry its password', async () => {
  await writeComposeSecrets(dir, production);
  const publicKey = createPublicKey(createPrivateKey(await read('jwt_private_key'))).export({ type: 'spki', format: 'pem' });
  assert.equal((await read('jwt_public_key')).trim(), String(publicKey).trim());
  assert.equal(Buffer.from((await read('field_encryption_key')).trim(), 'base64').length, 32);
  const redisPassword = (await read('redis_password')).trim();
  assert.equal((await read('redis_url')).trim(), `redis://:${redisPassword}@redis:6379`);
  assert.equal((await read('redis_users_acl')).trim(), `user default on #${createHash('sha256').update(redisPassword).digest('hex')} ~* &* +@all`);
});

test('each service gets a MongoDB URL of its own: its user, its database, a password no other service has', async () => {
  await writeComposeSecrets(dir, production);
  const passwords = new Set();
  for (const service of DATABASE_SERVICES) {
    const url = new URL((await read(`mongodb_uri_${service}`)).trim());
    assert.equal(`${url.protocol}//${url.host}${url.pathname}`, `mongodb://mongo:27017/trek_${service}`);
    assert.equal(url.username, service);
    assert.equal(url.searchParams.get('authSource'), `trek_${service}`);
    assert.ok(decodeURIComponent(url.password).length >= 24);
    passwords.add(url.password);
  }
  assert.equal(passwords.size, DATABASE_SERVICES.length);
  assert.ok(!passwords.has(encodeURIComponent((await read('mongo_root_password')).trim())));
});

test('a second run keeps every file, and a URL written later reuses the password already there', async () => {
  await writeComposeSecrets(dir, production);
  const before = await read('jwt_private_key');
  await rm(join(dir, 'redis_url'));
  await writeFile(join(dir, 'redis_password'), 'p@ss/word\n');
  const report = await writeComposeSecrets(dir, production);
  assert.deepEqual(report.created, ['redis_url']);
  assert.equal(await read('jwt_private_key'), before);
  assert.equal((await read('redis_url')).trim(), 'redis://:p%40ss%2Fword@redis:6379');
});

test('the dev profile gets Mailpit as the SMTP server and a MinIO key', async () => {
  const report = await writeComposeSecrets(dir, { ...production, dev: true });
  assert.deepEqual(report.missing, []);
  assert.equal((await read('smtp_url')).trim(), 'smtp://mailpit:1025');
  assert.ok((await read('s3_secret_access_key')).trim().length >= 8);
});
