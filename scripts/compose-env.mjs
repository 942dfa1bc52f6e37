// Writes the secret files docker compose mounts (see deploy/README.md) into TREK_SECRETS_DIR,
// default ./secrets: `node scripts/compose-env.mjs`. Files already there are kept, so running it
// again is harmless; it lists what is left to write by hand (the SMTP URL, the S3 secret key).
// `--dev` also fills those for the dev profile (Mailpit, MinIO) and prints its .env lines:
// `node scripts/compose-env.mjs --dev > .env`.
// Plain node built-ins only: it runs on a host with nothing installed.
import { relative, resolve } from 'node:path';
import { writeComposeSecrets } from './lib/compose-secrets.mjs';
import { generateSecret } from './lib/secrets.mjs';
import { repoRoot } from './lib/repo.mjs';

const dev = process.argv.includes('--dev');
const secretsDir = resolve(repoRoot, process.env.TREK_SECRETS_DIR || 'secrets');
const report = await writeComposeSecrets(secretsDir, { dev, mongoUsername: process.env.MONGO_ROOT_USERNAME || 'trek' });

const shown = relative(process.cwd(), secretsDir) || '.';
const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
if (report.created.length) log(`Wrote ${report.created.join(', ')} into ${shown}/.`);
if (report.kept.length) log(`Kept ${report.kept.join(', ')} (already there).`);
for (const secret of report.missing) log(`Still to write: ${shown}/${secret.name}: ${secret.holds}.`);

if (dev) {
  const lines = [
    '# The dev profile: Mailpit catches the mail, MinIO stores the uploads (see deploy/README.md).',
    'COMPOSE_PROFILES=dev',
    'S3_ENDPOINT=http://minio:9000',
    'S3_BUCKET=trek-media',
    `S3_ACCESS_KEY_ID=trek-${generateSecret(6)}`,
    'S3_FORCE_PATH_STYLE=true',
    'SEED_DEMO_CONTENT=true',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
