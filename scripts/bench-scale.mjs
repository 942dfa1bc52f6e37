// `npm run bench:scale`: how long the organizer's reads take as an edition grows, on a stack of its
// own (the embedded database, FerretDB on SQLite). It submits applications through the public API,
// as the application form does, until the edition holds each size of `--sizes=300,3000` (BENCH_SIZES;
// 10000 works too, it takes minutes to submit), and at each size times every organizer read through
// the gateway `--runs=N` times (BENCH_RUNS, default 7) after one unmeasured round: the Applications
// list (page 1), a search by name, a status filter, the CSV export, the Overview counts and the
// admissions funnel; then the list read right after a new submission (the first read after a
// change, one more application each run), and the first list read after a restart of the
// applications service, as soon as it answers ready (3 restarts), with how long the service took
// to exit after its SIGTERM. Prints the median and p95 of each, then whether every median meets
// the target of its size (≤ 50 ms at 300, ≤ 250 ms at 3,000 and 10,000) and every shutdown took
// at most 2 s; loopback only, asserts nothing.
/* global fetch */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { percentile, pollUntil, prepareStack, seedApplications, startDrillStack, submitApplication } from './drills/load.mjs';
import { registerOrganizer } from './lib/bench-accounts.mjs';

/** The most a read's median may take at an edition of this many applications. */
const TARGET_MS = new Map([
  [300, 50],
  [3000, 250],
  [10000, 250],
]);
/** The applications service must exit within this long of a SIGTERM (the service kit's limit is 10 s; its email relay waits up to 1 s for the batch in hand). */
const SHUTDOWN_TARGET_MS = 2000;

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
const SHUTDOWN_LABEL = 'Exit after SIGTERM';
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

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the applications service (SIGTERM) and waits until the stack has started it again and it
 * answers ready, so the next read is its first. Answers how long the service took to exit.
 * @param {import('./lib/stack.mjs').RunningStack} stack
 */
async function restartApplications(stack) {
  const pid = stack.pidOf('applications');
  if (pid === undefined) throw new Error('the applications service is not running');
  const stoppingAt = performance.now();
  process.kill(pid, 'SIGTERM');
  await pollUntil(() => !isRunning(pid), { timeoutMs: 30_000, intervalMs: 10 });
  const shutdown = performance.now() - stoppingAt;
  const ready = await pollUntil(
    async () => {
      const port = stack.pidOf('applications') !== pid ? stack.portOf('applications') : undefined;
      if (port === undefined) return false;
      return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200;
    },
    { timeoutMs: 120_000, intervalMs: 200 },
  );
  if (!ready) throw new Error('the applications service did not come back within 2 minutes');
  return shutdown;
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
    /** @type {Map<number, number[]>} */
    const shutdownTimes = new Map();
    let seeded = 0;
    for (const size of sizes) {
      const seedStart = performance.now();
      const triedAgain = await seedApplications(baseUrl, seeded, size);
      console.log(`  seeded ${size - seeded} application(s) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${size} in all; ${triedAgain} needed another try)`);
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
        await submitApplication(baseUrl, seeded++);
        afterSubmission.push(await timeRead(baseUrl, token, LIST.path));
      }
      row.push({ median: percentile(afterSubmission, 0.5), p95: percentile(afterSubmission, 0.95) });
      const afterRestart = [];
      const shutdowns = [];
      for (let restart = 0; restart < RESTARTS; restart += 1) {
        shutdowns.push(await restartApplications(bench.stack));
        afterRestart.push(await timeRead(baseUrl, token, LIST.path));
      }
      row.push({ median: percentile(afterRestart, 0.5), p95: percentile(afterRestart, 0.95) });
      results.set(size, row);
      shutdownTimes.set(size, shutdowns);
      // Each size's figures as soon as they are measured: a larger size can take long to seed.
      LABELS.forEach((label, index) => console.log(`    ${label.padEnd(30)}${ms(row[index]?.median ?? NaN)} / ${ms(row[index]?.p95 ?? NaN)}`));
      console.log(`    ${SHUTDOWN_LABEL.padEnd(30)}${shutdowns.map((time) => Math.round(time)).join(', ')} ms`);
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
    console.log(`  ${SHUTDOWN_LABEL.padEnd(30)}${sizes.map((size) => `${(shutdownTimes.get(size) ?? []).map((time) => Math.round(time)).join(', ')} ms`.padStart(22)).join('')}`);
    for (const size of sizes) {
      const target = TARGET_MS.get(size);
      if (target === undefined) continue;
      const slowest = Math.max(...(results.get(size) ?? []).map((cell) => cell.median));
      console.log(`  every median ≤ ${target} ms at ${size} applications: slowest ${Math.round(slowest)} ms ${slowest <= target ? 'PASS' : 'FAIL'}`);
      const longest = Math.max(...(shutdownTimes.get(size) ?? []));
      console.log(`  every shutdown ≤ ${SHUTDOWN_TARGET_MS} ms at ${size} applications: longest ${Math.round(longest)} ms ${longest <= SHUTDOWN_TARGET_MS ? 'PASS' : 'FAIL'}`);
    }
    succeeded = true;
  } finally {
    await bench.stop({ keep: !succeeded });
    if (!succeeded) console.log(`A request failed; kept the benchmark's data folder (stack.log): ${bench.dataDir}`);
  }
}

await runScriptOnSupportedNode(main);
