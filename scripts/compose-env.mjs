// Prepares a clone for docker compose (see deploy/README.md); run it once before `docker compose up`.
//   node scripts/compose-env.mjs               the whole system on this host: every secret into
//                                              ./secrets (TREK_SECRETS_DIR), and a .env for the dev
//                                              profile (Mailpit catches the mail, MinIO stores the uploads)
//   node scripts/compose-env.mjs --production  the secrets it can generate; the SMTP URL, the S3 key and
//                                              .env are yours to write (it lists what is left)
// Files already there are kept, .env included, so running it again is harmless.
// Plain node built-ins only: it runs on a host with nothing installed.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { writeComposeSecrets } from './lib/compose-secrets.mjs';
import { generateSecret } from './lib/secrets.mjs';
import { repoRoot } from './lib/repo.mjs';

const dev = !process.argv.includes('--production');
const secretsDir = resolve(repoRoot, process.env.TREK_SECRETS_DIR || 'secrets');
const report = await writeComposeSecrets(secretsDir, { dev });

const shown = (/** @type {string} */ path) => relative(process.cwd(), path) || '.';
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);
if (report.created.length) log(`Wrote ${report.created.join(', ')} into ${shown(secretsDir)}/.`);
if (report.kept.length) log(`Kept ${report.kept.join(', ')} (already there).`);
for (const secret of report.missing) log(`Still to write: ${shown(secretsDir)}/${secret.name}: ${secret.holds}.`);

if (dev) {
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) {
    log(`Kept ${shown(envFile)} (already there).`);
  } else {
    const lines = [
      '# The dev profile: Mailpit catches the mail, MinIO stores the uploads (see deploy/README.md).',
      'COMPOSE_PROFILES=dev',
      'S3_ENDPOINT=http://minio:9000',
      'S3_BUCKET=trek-media',
      `S3_ACCESS_KEY_ID=trek-${generateSecret(6)}`,
      'S3_FORCE_PATH_STYLE=true',
      'SEED_DEMO_CONTENT=true',
    ];
    await writeFile(envFile, `${lines.join('\n')}\n`, { mode: 0o600 });
    log(`Wrote ${shown(envFile)} (the dev profile: Mailpit and MinIO).`);
  }
  log('Next: docker compose up --build -d, then open http://localhost:8080 (every email on http://127.0.0.1:8025).');
}
