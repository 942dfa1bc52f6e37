// `npm run bench:scale`: how long the organizer's reads take as an edition grows, on a stack of its
// own (the embedded database, FerretDB on SQLite). It submits applications through the public API,
// as the application form does, until the edition holds each size of `--sizes=300,3000` (BENCH_SIZES;
// 10000 works too, it takes minutes to submit), and at each size times every organizer read through
// the gateway `--runs=N` times (BENCH_RUNS, default 7) after one unmeasured round: the Applications
// list (page 1), a search by name, a status filter, the CSV export, the Overview counts and the
// admissions funnel; then the list read right after a new submission (the first read after a
// change, one more application each run), and the first list read after a restart of the
// applications service, as soon as it answers ready (3 restarts). Prints the median and p95 of
// each, then whether every median but the restart's meets the target of its size (≤ 50 ms at
// 300, ≤ 250 ms at 3,000); loopback only, asserts nothing.
/* global fetch */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { applicationPayload, percentile, pollUntil, prepareStack, registerOrganizer, startDrillStack } from './drills/load.mjs';

/** Submissions in flight at once while seeding: enough to keep the stack busy, few enough not to time out. */
const SEED_CONCURRENCY = 8;
/** Last names the seeded applications cycle through; one in LAST_NAMES.length is a "Villanueva". */
const LAST_NAMES = ['García', 'Hernández', 'López', 'Martínez', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Reyes', 'Ortiz', 'Castillo', 'Villanueva'];

/** The most a read's median may take at an edition of this many applications. */
const TARGET_MS = new Map([
  [300, 50],
  [3000, 250],
]);

/** The reads, as the organizer's screens make them. */
const READS = [
  { label: 'Applications list, page 1', path: '/api/admin/applications?page=1&pageSize=50' },
  { label: 'Search by name', path: '/api/admin/applications?page=1&pageSize=50&search=villanueva' },
  { label: 'Status filter (submitted)', path: '/api/admin/applications?page=1&pageSize=50&status=submitted' },
  { label: 'CSV export', path: '/api/admin/applications/export.csv' },
  { label: 'Overview counts (by status)', path: '/api/admin/applications/stats' },
  { label: 'Admissions funnel', path: '/api/admin/applications/funnel' },
];
const LIST = READS[0];
const LABELS = [...READS.map((read) => read.label), 'List right after a submission', 'List right after a restart'];
const RESTARTS = 3;

/**
 * @param {string} text
 * @param {string} name
 * @param {number} max
 */
function wholeNumber(text, name, max) {
  const value = Number(text);
  if (!(Number.isInteger(value) && value >= 1 && value <= max)) throw new Error(`${name} must be a whole number from 1 to ${max}, not ${JSON.stringify(text)}`);
  return value;
}

/**
 * Submits application number `index` (an email and last name of its own), as the form does.
 * @param {string} baseUrl
 * @param {number} index
 */
async function submit(baseUrl, index) {
  const payload = { ...applicationPayload(`scale.${index}@example.edu`), lastName: LAST_NAMES[index % LAST_NAMES.length] };
  const res = await fetch(new URL('/api/applications', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (res.status !== 201) throw new Error(`submitting application ${index} failed: HTTP ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

/**
 * Submits applications number `from` to `to - 1`, a few at a time.
 * @param {string} baseUrl
 * @param {number} from
 * @param {number} to
 */
async function seed(baseUrl, from, to) {
  let next = from;
  const worker = async () => {
    while (next < to) await submit(baseUrl, next++);
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

/**
 * Milliseconds from the request to the last byte of the answer.
 * @param {string} baseUrl
 * @param {string} token
 * @param {string} path
 */
async function timeRead(baseUrl, token, path) {
  const startedAt = performance.now();
  const res = await fetch(new URL(path, baseUrl), { headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const elapsed = performance.now() - startedAt;
  if (res.status !== 200) throw new Error(`GET ${path} failed: HTTP ${res.status} ${body.slice(0, 200)}`);
  return elapsed;
}

/**
 * Stops the applications service (SIGTERM) and waits until the stack has started it again and it
 * answers ready, so the next read is its first.
 * @param {import('./lib/stack.mjs').RunningStack} stack
 */
async function restartApplications(stack) {
  const pid = stack.pidOf('applications');
  if (pid === undefined) throw new Error('the applications service is not running');
  process.kill(pid, 'SIGTERM');
  const ready = await pollUntil(
    async () => {
      const port = stack.pidOf('applications') !== pid ? stack.portOf('applications') : undefined;
      if (port === undefined) return false;
      return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200;
    },
    { timeoutMs: 120_000, intervalMs: 200 },
  );
  if (!ready) throw new Error('the applications service did not come back within 2 minutes');
}

/** @param {number} milliseconds */
const ms = (milliseconds) => `${Math.round(milliseconds)} ms`.padStart(8);

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '300,3000' },
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '7' },
    },
  });
  const sizes = values.sizes.split(',').map((size) => wholeNumber(size.trim(), '--sizes (BENCH_SIZES)', 20_000)).sort((a, b) => a - b);
  const runs = wholeNumber(values.runs, '--runs (BENCH_RUNS)', 50);

  await prepareStack();
  step(`Organizer reads at ${sizes.join(', ')} applications, median and p95 of ${runs} run(s)`);
  const bench = await startDrillStack({ name: 'scale-bench' });
  let succeeded = false;
  try {
    const baseUrl = bench.stack.url;
    const token = await registerOrganizer(bench.stack);
    /** @type {Map<number, Array<{ median: number, p95: number }>>} */
    const results = new Map();
    let seeded = 0;
    for (const size of sizes) {
      const seedStart = performance.now();
      await seed(baseUrl, seeded, size);
      console.log(`  seeded ${size - seeded} application(s) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${size} in all)`);
      seeded = size;
      const row = [];
      for (const read of READS) {
        await timeRead(baseUrl, token, read.path);
        const times = [];
        for (let run = 0; run < runs; run += 1) times.push(await timeRead(baseUrl, token, read.path));
        row.push({ median: percentile(times, 0.5), p95: percentile(times, 0.95) });
      }
      const afterSubmission = [];
      for (let run = 0; run < runs; run += 1) {
        await submit(baseUrl, seeded++);
        afterSubmission.push(await timeRead(baseUrl, token, LIST.path));
      }
      row.push({ median: percentile(afterSubmission, 0.5), p95: percentile(afterSubmission, 0.95) });
      const afterRestart = [];
      for (let restart = 0; restart < RESTARTS; restart += 1) {
        await restartApplications(bench.stack);
        afterRestart.push(await timeRead(baseUrl, token, LIST.path));
      }
      row.push({ median: percentile(afterRestart, 0.5), p95: percentile(afterRestart, 0.95) });
      results.set(size, row);
    }

    console.log('');
    console.log(bold('Organizer reads through the gateway (median / p95, loopback, FerretDB on SQLite)'));
    console.log(`  ${'read'.padEnd(30)}${sizes.map((size) => `${size} applications`.padStart(22)).join('')}`);
    LABELS.forEach((label, index) => {
      const cells = sizes.map((size) => {
        const cell = results.get(size)?.[index];
        return cell ? `${ms(cell.median)} / ${ms(cell.p95)}`.padStart(22) : '—'.padStart(22);
      });
      console.log(`  ${label.padEnd(30)}${cells.join('')}`);
    });
    for (const size of sizes) {
      const target = TARGET_MS.get(size);
      if (target === undefined) continue;
      // The restart row is a start-up cost, not a read an organizer makes while the service runs.
      const slowest = Math.max(...(results.get(size) ?? []).slice(0, -1).map((cell) => cell.median));
      console.log(`  every median but the restart's ≤ ${target} ms at ${size} applications: slowest ${Math.round(slowest)} ms ${slowest <= target ? 'PASS' : 'FAIL'}`);
    }
    succeeded = true;
  } finally {
    await bench.stop({ keep: !succeeded });
    if (!succeeded) console.log(`A request failed; kept the benchmark's data folder (stack.log): ${bench.dataDir}`);
  }
}

await runScriptOnSupportedNode(main);
