import { createHash, createPublicKey, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateJwtKeyPair, generateSecret } from './secrets.mjs';

/**
 * The secret files docker-compose.yml mounts, each with what it holds. `generate` makes a value from
 * the files already there (a URL reuses its server's password, the public key is the private key's).
 * @typedef {object} ComposeSecret
 * @property {string} name file name, and the name in docker-compose.yml's `secrets:`
 * @property {string} holds
 * @property {(read: (name: string) => Promise<string | null>, options: SecretsOptions) => Promise<string | null>} generate
 *   null: the operator provides it
 */

/**
 * @typedef {object} SecretsOptions
 * @property {boolean} dev also the values of the dev profile (Mailpit, MinIO)
 */

/**
 * The services with a database of their own, each reached as a MongoDB user of that name with
 * readWrite on `trek_<service>` only (deploy/mongo/service-users.js creates them).
 */
export const DATABASE_SERVICES = ['auth', 'content', 'applications', 'participant', 'updates', 'upload', 'notifications', 'payments'];

/** @param {string} service */
export const databaseOf = (service) => `trek_${service}`;

/** @type {ComposeSecret[]} */
export const COMPOSE_SECRETS = [
  { name: 'jwt_private_key', holds: 'PEM of the ES256 key auth signs tokens with', generate: async () => generateJwtKeyPair().privateKey },
  {
    name: 'jwt_public_key',
    holds: 'PEM of the matching public key',
    generate: async (read) => {
      const privateKey = await read('jwt_private_key');
      if (!privateKey) throw new Error('jwt_private_key must be generated before jwt_public_key');
      return /** @type {string} */ (createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }));
    },
  },
  { name: 'organizer_setup_key', holds: 'the key organizers register with', generate: async () => generateSecret() },
  // Losing it leaves the stored passport numbers and birth dates unreadable: back it up with the data.
  { name: 'field_encryption_key', holds: '32 random bytes, base64', generate: async () => randomBytes(32).toString('base64') },
  { name: 'auth_internal_key', holds: "the key of auth's internal API", generate: async () => generateSecret(32) },
  { name: 'participant_internal_key', holds: "the key of the participant service's internal API", generate: async () => generateSecret(32) },
  { name: 'applications_internal_key', holds: "the key of the applications service's internal API", generate: async () => generateSecret(32) },
  { name: 'mongo_root_password', holds: "MongoDB's root password", generate: async () => generateSecret() },
  ...DATABASE_SERVICES.map((service) => ({
    name: `mongodb_uri_${service}`,
    holds: `MongoDB URL of the user ${service}, which may read and write ${databaseOf(service)} only`,
    generate: async () => serviceMongoUri(service, generateSecret()),
  })),
  { name: 'redis_password', holds: "Redis's password", generate: async () => generateSecret() },
  {
    name: 'redis_users_acl',
    holds: "Redis's ACL file: the default user with the SHA-256 of that password",
    generate: async (read) => redisAcl(/** @type {string} */ (await read('redis_password'))),
  },
  { name: 'redis_url', holds: 'Redis URL with that password', generate: async (read) => redisUrl(/** @type {string} */ (await read('redis_password'))) },
  { name: 'smtp_url', holds: 'smtp://user:password@host:587 (or smtps://) of the mail server', generate: async (_, { dev }) => (dev ? 'smtp://mailpit:1025' : null) },
  { name: 's3_secret_access_key', holds: 'the S3 secret access key', generate: async (_, { dev }) => (dev ? generateSecret() : null) },
];

/**
 * The URL a service connects with: its own user, authenticated against its own database; the
 * password is URL-encoded so any password fits.
 * @param {string} service
 * @param {string} password
 */
export const serviceMongoUri = (service, password) =>
  `mongodb://${service}:${encodeURIComponent(password)}@mongo:27017/${databaseOf(service)}?authSource=${databaseOf(service)}`;

/**
 * Redis reads its users from this file, so the password is on no command line; it holds only the
 * password's SHA-256, so the Redis container never sees the password itself.
 * @param {string} password
 */
export const redisAcl = (password) => `user default on #${createHash('sha256').update(password).digest('hex')} ~* &* +@all`;

/** @param {string} password */
export const redisUrl = (password) => `redis://:${encodeURIComponent(password)}@redis:6379`;

/**
 * @typedef {object} SecretsReport
 * @property {string[]} created
 * @property {string[]} kept files that were there already (never overwritten)
 * @property {ComposeSecret[]} missing what the operator still has to write
 */

/**
 * Writes every secret file that is missing and can be generated; existing files are kept, so a
 * second run changes nothing. The folder is the owner's only; the files are readable by anyone
 * who gets through it, because compose bind-mounts them as they are and the services run as
 * the image's unprivileged user.
 * @param {string} dir
 * @param {SecretsOptions} options
 * @returns {Promise<SecretsReport>}
 */
export async function writeComposeSecrets(dir, options) {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o700);
  const read = async (/** @type {string} */ name) => {
    const path = join(dir, name);
    // An empty file counts as missing: the services would treat it as unset.
    return existsSync(path) ? (await readFile(path, 'utf8')).trim() || null : null;
  };
  /** @type {SecretsReport} */
  const report = { created: [], kept: [], missing: [] };
  for (const secret of COMPOSE_SECRETS) {
    if ((await read(secret.name)) !== null) {
      report.kept.push(secret.name);
      continue;
    }
    const value = await secret.generate(read, options);
    if (value === null) {
      report.missing.push(secret);
      continue;
    }
    await writeFile(join(dir, secret.name), `${value.trim()}\n`, { mode: 0o644 });
    report.created.push(secret.name);
  }
  return report;
}
