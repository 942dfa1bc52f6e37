// Prints the secrets docker compose needs, as .env lines: `node scripts/compose-env.mjs > .env`.
// Every run makes new ones; keep the file (a new JWT key pair signs everyone out).
import { randomBytes } from 'node:crypto';
import { generateJwtKeyPair, generateSecret } from './lib/secrets.mjs';

/**
 * Compose reads a double-quoted .env value with \n escapes as a multi-line value, which is what a
 * PEM needs; a JSON string is exactly that.
 * @param {string} value
 */
const quoted = (value) => JSON.stringify(value.trim());

const { privateKey, publicKey } = generateJwtKeyPair();
const lines = [
  '# Secrets for docker compose (see deploy/README.md). Keep this file private.',
  `JWT_PRIVATE_KEY=${quoted(privateKey)}`,
  `JWT_PUBLIC_KEY=${quoted(publicKey)}`,
  `ORGANIZER_SETUP_KEY=${generateSecret()}`,
  // Losing it leaves the stored passport numbers and birth dates unreadable: back it up with the data.
  `FIELD_ENCRYPTION_KEY=${randomBytes(32).toString('base64')}`,
  // Only auth and the notifications worker know it: the worker shows it to get set-password links.
  `AUTH_INTERNAL_KEY=${generateSecret(32)}`,
  `S3_ACCESS_KEY_ID=trek-${generateSecret(6)}`,
  `S3_SECRET_ACCESS_KEY=${generateSecret()}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
