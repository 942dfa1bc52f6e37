// `npm run bench:ferretdb`: what one command costs on FerretDB's SQLite backend as a collection
// grows, run as the stack runs it (scripts/lib/infrastructure.mjs) on a temporary folder. For 100,
// 1,000 and 10,000 email-log-sized documents it times an insert, a findOne and an updateOne by
// `_id`, and a findOne by another field, each on the newest documents (the last a scan reaches).
// The figures behind the rule that a write on a busy path is an insert (README, FerretDB).
// Loopback only; measures, asserts nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureFerretDb } from './lib/ferretdb.mjs';
import { ferretDbArguments } from './lib/infrastructure.mjs';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { freePort } from './lib/ports.mjs';
import { waitForPort } from './lib/readiness.mjs';
import { repoRoot } from './lib/repo.mjs';
import { ensurePnpm, installDependencies } from './lib/tools.mjs';

const SIZES = [100, 1_000, 10_000];
const REPEATS = 30;

/** @param {number} index */
const logEntry = (index) => ({
  _id: `application-confirmation-MT26-${String(index).padStart(9, '0')}`,
  jobId: `application-confirmation-MT26-${String(index).padStart(9, '0')}`,
  kind: 'application-confirmation',
  to: ['maria.garcia@stanford.edu'],
  subject: 'We received your Mexico Trek 2026 application (MT26-K7QX-3HZP)',
  status: 'sent',
  error: null,
  attempts: 1,
  createdAt: new Date(),
  sentAt: new Date(),
});

/**
 * Mean milliseconds of `command` over REPEATS runs (each given its run's number).
 * @param {(run: number) => Promise<unknown>} command
 */
async function meanMs(command) {
  const startedAt = performance.now();
  for (let run = 0; run < REPEATS; run++) await command(run);
  return (performance.now() - startedAt) / REPEATS;
}

async function main() {
  const binary = await ensureFerretDb({ ...process.env, MONGODB_URI: '' });
  if (!binary) throw new Error('FerretDB is not available');
  await installDependencies(await ensurePnpm(), { ci: process.env.CI === 'true' });
  // The services' driver (through mongoose), so the repository holds one copy of it.
  const { mongo } = createRequire(join(repoRoot, 'packages/service-kit/package.json'))('mongoose');

  const dir = await mkdtemp(join(tmpdir(), 'trek-ferretdb-bench-'));
  const port = await freePort();
  const ferretdb = spawn(binary, ferretDbArguments({ dir, port }), { stdio: ['ignore', 'ignore', 'inherit'] });
  const client = new mongo.MongoClient(`mongodb://127.0.0.1:${port}/`);
  try {
    await waitForPort(port, { what: 'FerretDB', timeoutMs: 30_000 });
    await client.connect();
    step(`FerretDB: mean of ${REPEATS} commands on collections of ${SIZES.join(', ')} documents`);
    /** @type {string[][]} */
    const rows = [];
    for (const size of SIZES) {
      const entries = client.db('bench').collection(`log_${size}`);
      for (let from = 0; from < size; from += 1_000) {
        await entries.insertMany(Array.from({ length: Math.min(1_000, size - from) }, (_, offset) => logEntry(from + offset)));
      }
      // The newest documents: a scan in insertion order reaches them last.
      const newest = (/** @type {number} */ run) => logEntry(size - 1 - run)._id;
      const insert = await meanMs((run) => entries.insertOne(logEntry(size + run)));
      const findById = await meanMs((run) => entries.findOne({ _id: newest(run) }));
      const updateById = await meanMs((run) => entries.updateOne({ _id: newest(run) }, { $set: { attempts: 2 } }));
      const findByField = await meanMs((run) => entries.findOne({ jobId: newest(run) }));
      rows.push([size.toLocaleString('en'), ...[insert, findById, updateById, findByField].map((ms) => `${ms.toFixed(1)} ms`)]);
    }
    const header = ['documents', 'insertOne', 'findOne _id', 'updateOne _id', 'findOne other field'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
    const line = (/** @type {string[]} */ cells) => `  ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ')}`;
    console.log('');
    console.log(bold(line(header)));
    for (const row of rows) console.log(line(row));
  } finally {
    await client.close();
    ferretdb.kill();
    if (ferretdb.exitCode === null) await once(ferretdb, 'exit');
    await rm(dir, { recursive: true, force: true });
  }
}

await runScriptOnSupportedNode(main);
