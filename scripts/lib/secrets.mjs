import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A fresh ES256 (P-256) key pair as PEM: PKCS#8 private key, SPKI public key. */
export function generateJwtKeyPair() {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/**
 * A random secret that fits anywhere (URL-safe base64): 24 bytes give 32 characters.
 * @param {number} [bytes]
 */
export function generateSecret(bytes = 24) {
  return randomBytes(bytes).toString('base64url');
}

/**
 * @typedef {object} JwtKeys
 * @property {string} privateKey PEM (PKCS#8), held by the auth service only
 * @property {string} publicKey PEM (SPKI), for the gateway and every service
 * @property {string} source where they came from, for the start-up summary
 */

/**
 * The ES256 (P-256) key pair tokens are signed with: JWT_PRIVATE_KEY/JWT_PUBLIC_KEY when set;
 * otherwise the pair in <data>/keys, generated on the first start and reused afterwards (so
 * sessions survive a restart).
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<JwtKeys>}
 */
export async function ensureJwtKeys(dataDir, env) {
  if (env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY) {
    return { privateKey: env.JWT_PRIVATE_KEY, publicKey: env.JWT_PUBLIC_KEY, source: 'JWT_PRIVATE_KEY and JWT_PUBLIC_KEY' };
  }
  if (env.JWT_PRIVATE_KEY || env.JWT_PUBLIC_KEY) {
    throw new Error('Set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, or neither (then a key pair is generated in the data folder).');
  }
  const keysDir = join(dataDir, 'keys');
  const privateKeyPath = join(keysDir, 'jwt-private.pem');
  const publicKeyPath = join(keysDir, 'jwt-public.pem');
  await mkdir(keysDir, { recursive: true, mode: 0o700 });

  let privateKey;
  if (existsSync(privateKeyPath)) {
    privateKey = await readFile(privateKeyPath, 'utf8');
    const details = createPrivateKey(privateKey).asymmetricKeyDetails;
    if (details?.namedCurve !== 'prime256v1') {
      throw new Error(`${privateKeyPath} is not a P-256 (ES256) private key; delete it to have a new pair generated.`);
    }
  } else {
    privateKey = generateJwtKeyPair().privateKey;
    await writeFile(privateKeyPath, privateKey, { mode: 0o600 });
  }
  // writeFile's mode applies only to a new file; an existing key may have been copied in loosely.
  await chmod(privateKeyPath, 0o600);

  // The public key is always derived from the private one, so the two can never disagree.
  const publicKey = /** @type {string} */ (createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }));
  await writeFile(publicKeyPath, publicKey, { mode: 0o644 });
  return { privateKey, publicKey, source: keysDir };
}

/**
 * @typedef {object} SetupKey
 * @property {string} key
 * @property {string} source
 */

/**
 * The key that lets the first organizers register: ORGANIZER_SETUP_KEY when set; otherwise a
 * development key generated once into <data>/organizer-setup-key and reused.
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<SetupKey>}
 */
export async function ensureOrganizerSetupKey(dataDir, env) {
  if (env.ORGANIZER_SETUP_KEY) return { key: env.ORGANIZER_SETUP_KEY, source: 'ORGANIZER_SETUP_KEY' };
  const path = join(dataDir, 'organizer-setup-key');
  if (existsSync(path)) {
    const stored = (await readFile(path, 'utf8')).trim();
    if (stored) return { key: stored, source: path };
  }
  await mkdir(dataDir, { recursive: true });
  const key = generateSecret();
  await writeFile(path, `${key}\n`, { mode: 0o600 });
  return { key, source: path };
}

/**
 * @typedef {object} FieldEncryptionKey
 * @property {string} key 32 bytes, base64
 * @property {string} source
 */

/**
 * The AES-256-GCM key the participant service encrypts passport numbers and birth dates with:
 * FIELD_ENCRYPTION_KEY when set; otherwise a key generated once into <data>/field-encryption-key
 * and reused (a new key would leave the stored values unreadable).
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<FieldEncryptionKey>}
 */
export async function ensureFieldEncryptionKey(dataDir, env) {
  if (env.FIELD_ENCRYPTION_KEY) {
    if (Buffer.from(env.FIELD_ENCRYPTION_KEY, 'base64').length !== 32) throw new Error('FIELD_ENCRYPTION_KEY must be 32 bytes encoded as base64.');
    return { key: env.FIELD_ENCRYPTION_KEY, source: 'FIELD_ENCRYPTION_KEY' };
  }
  const path = join(dataDir, 'field-encryption-key');
  if (existsSync(path)) {
    const stored = (await readFile(path, 'utf8')).trim();
    if (Buffer.from(stored, 'base64').length !== 32) throw new Error(`${path} does not hold a 32-byte base64 key; restore it from a backup (a new key cannot read the stored passport numbers).`);
    return { key: stored, source: path };
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  await writeFile(path, `${key}\n`, { mode: 0o600 });
  return { key, source: path };
}
