import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { ensureFieldEncryptionKey, ensureJwtKeys, ensureOrganizerSetupKey } from './secrets.mjs';

/** @type {string} */
let dataDir;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'trek-secrets-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('the first start generates a P-256 pair, private key readable by its owner only', async () => {
  const keys = await ensureJwtKeys(dataDir, {});
  assert.equal(createPrivateKey(keys.privateKey).asymmetricKeyDetails?.namedCurve, 'prime256v1');
  const signature = sign('sha256', Buffer.from('token'), keys.privateKey);
  assert.ok(verify('sha256', Buffer.from('token'), createPublicKey(keys.publicKey), signature));
  assert.equal((await stat(join(dataDir, 'keys', 'jwt-private.pem'))).mode & 0o777, 0o600);
  assert.equal(await readFile(join(dataDir, 'keys', 'jwt-public.pem'), 'utf8'), keys.publicKey);
});

test('later starts reuse the pair, so tokens stay valid across restarts', async () => {
  const first = await ensureJwtKeys(dataDir, {});
  const second = await ensureJwtKeys(dataDir, {});
  assert.equal(second.privateKey, first.privateKey);
  assert.equal(second.publicKey, first.publicKey);
});

test('keys from the environment win and nothing is written', async () => {
  const keys = await ensureJwtKeys(dataDir, { JWT_PRIVATE_KEY: 'private-pem', JWT_PUBLIC_KEY: 'public-pem' });
  assert.deepEqual([keys.privateKey, keys.publicKey], ['private-pem', 'public-pem']);
  await assert.rejects(stat(join(dataDir, 'keys')));
});

test('only one of the two key variables is refused', async () => {
  await assert.rejects(ensureJwtKeys(dataDir, { JWT_PUBLIC_KEY: 'public-pem' }), /both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY/);
});

test('the organizer setup key is generated once, long enough for the auth service, and reused', async () => {
  const first = await ensureOrganizerSetupKey(dataDir, {});
  assert.ok(first.key.length >= 12);
  assert.equal((await stat(first.source)).mode & 0o777, 0o600);
  assert.equal((await ensureOrganizerSetupKey(dataDir, {})).key, first.key);
});

test('ORGANIZER_SETUP_KEY wins over the stored key', async () => {
  await ensureOrganizerSetupKey(dataDir, {});
  assert.deepEqual(await ensureOrganizerSetupKey(dataDir, { ORGANIZER_SETUP_KEY: 'from-the-environment' }), {
    key: 'from-the-environment',
    source: 'ORGANIZER_SETUP_KEY',
  });
});

test('the field encryption key is 32 random bytes, generated once, private to its owner, and FIELD_ENCRYPTION_KEY wins', async () => {
  const first = await ensureFieldEncryptionKey(dataDir, {});
  assert.equal(Buffer.from(first.key, 'base64').length, 32);
  assert.equal((await stat(join(dataDir, 'field-encryption-key'))).mode & 0o777, 0o600);
  assert.equal((await ensureFieldEncryptionKey(dataDir, {})).key, first.key);

  const fromEnv = Buffer.alloc(32, 7).toString('base64');
  assert.deepEqual(await ensureFieldEncryptionKey(dataDir, { FIELD_ENCRYPTION_KEY: fromEnv }), { key: fromEnv, source: 'FIELD_ENCRYPTION_KEY' });
  await assert.rejects(ensureFieldEncryptionKey(dataDir, { FIELD_ENCRYPTION_KEY: 'too-short' }), /32 bytes/);
});
