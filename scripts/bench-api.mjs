// `npm run bench:api`: where the time of an API request goes. In one run, on a stack of its own
// (the default log level, as `npm start` runs it), autocannon loads with the same connections:
//   1. a minimal node:http server answering the same JSON body (the ceiling of this machine),
//   2. GET /api/public/team straight to the content service,
//   3. the same through the gateway,
// then sends application submissions through the gateway at a steady rate (after two unmeasured
// seconds of them, as the reads have their warm-up), waits until their emails are captured and
// settled in the outbox, and prints the CPU time each process spent per submission and FerretDB's
// commands per submission. Prints requests per second, p99 and the
// ratios to raw node:http, then the targets with PASS or FAIL. Runs on the supported Node
// like `npm start`. Loopback only; measures, asserts nothing (the exit code says only whether
// requests failed).
// `--connections` (50), `--seconds` per read run (10), `--rate` of submissions (50/s) and
// `--submit-seconds` (20) tune it.
/* global fetch */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { setTimeout as wait } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { freePort } from './lib/ports.mjs';
import { APPS } from './lib/services.mjs';
import { growthByName, processCpuMs, readFerretDbCommandCounts } from './lib/where-time-goes.mjs';
import { CONFIRMATION_JOB_ID_PREFIX, isCapturedEmailOf, latenciesOf, percentile, pollUntil, prepareStack, startDrillStack, startSubmissionStream } from './drills/load.mjs';

const READ_PATH = '/api/public/team';
/** The API path's targets: a cached read through the gateway and submissions at 50/s. */
const TARGETS = { gatewayRatioToRaw: 0.4, gatewayReadP99Ms: 10, submissionP99Ms: 100 };
const RAW_SERVER = fileURLToPath(new URL('./bench/raw-http-server.mjs', import.meta.url));
/** The outbox's defaults, set explicitly so the wait for submissions' emails to settle matches them. */
const EMAIL_RELAY_INTERVAL_MS = 5_000;
const EMAIL_CONFIRM_AFTER_MS = 15_000;
/** Submissions sent, unmeasured, before the measured ones: what the reads' warm-up is to them. */
const SUBMIT_WARM_UP_SECONDS = 2;
/** The stack's processes whose CPU time a submission's work is counted in: its apps, FerretDB and Redis. */
const STACK_PROCESSES = [...APPS.map((app) => app.name), 'ferretdb', 'redis-server'];

/**
 * @param {string | undefined} text
 * @param {string} name
 * @param {number} max
 */
function positiveInteger(text, name, max) {
  const value = Number(text);
  if (!(Number.isInteger(value) && value > 0 && value <= max)) throw new Error(`${name} must be a whole number from 1 to ${max}, not ${JSON.stringify(text)}`);
  return value;
}

/**
 * @param {string} url
 * @param {{ connections: number, seconds: number }} load
 */
async function loadTest(url, { connections, seconds }) {
  // Imported here: the root's dependencies are installed by prepareStack, on a fresh clone too.
  const { default: autocannon } = await import('autocannon');
  // A short warm-up, so connection pools, JIT and caches are in the state a busy site has.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  const failed = result.errors + result.timeouts + result.non2xx;
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

/**
 * A node:http server in a process of its own (as each service is) that answers every request with
 * `body`: as little work as an answer can be.
 * @param {string} body
 */
async function startRawServer(body) {
  const child = fork(RAW_SERVER, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const [port] = /** @type {[number]} */ (await once(child, 'message'));
  child.send(body);
  await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}${READ_PATH}`,
    close: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * CPU time so far of each of the stack's processes and of this one (the load generator).
 * @param {import('./lib/stack.mjs').RunningStack} stack
 */
async function cpuByProcess(stack) {
  /** @type {Map<string, number>} */
  const cpu = new Map();
  for (const name of STACK_PROCESSES) {
    const pid = stack.pidOf(name);
    const used = pid === undefined ? null : await processCpuMs(pid);
    if (used !== null) cpu.set(name, used);
  }
  const own = process.cpuUsage();
  cpu.set('load generator (this script)', (own.user + own.system) / 1000);
  return cpu;
}

/**
 * Waits until the confirmation email of every acknowledged submission is captured, then until
 * the outbox has confirmed and settled them (its first check comes EMAIL_CONFIRM_AFTER_MS after
 * queuing, at the relay's next run): the work a submission causes is all done.
 * @param {string} mailDir
 * @param {number} acknowledged
 */
async function waitForEmailsSettled(mailDir, acknowledged) {
  let captured = 0;
  const all = await pollUntil(
    async () => {
      // Names only: reading the files would count as the load generator's CPU.
      captured = (await readdir(mailDir).catch(() => [])).filter((name) => isCapturedEmailOf(name, CONFIRMATION_JOB_ID_PREFIX)).length;
      return captured >= acknowledged;
    },
    { timeoutMs: 120_000, intervalMs: 250 },
  );
  if (!all) throw new Error(`only ${captured} of ${acknowledged} confirmation emails were captured within 2 minutes`);
  await wait(EMAIL_CONFIRM_AFTER_MS + 2 * EMAIL_RELAY_INTERVAL_MS);
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
      seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
      rate: { type: 'string', default: process.env.BENCH_RATE ?? '50' },
      'submit-seconds': { type: 'string', default: process.env.BENCH_SUBMIT_SECONDS ?? '20' },
    },
  });
  const load = {
    connections: positiveInteger(values.connections, '--connections (BENCH_CONNECTIONS)', 1000),
    seconds: positiveInteger(values.seconds, '--seconds (BENCH_SECONDS)', 600),
  };
  const ratePerSecond = positiveInteger(values.rate, '--rate (BENCH_RATE)', 500);
  const submitSeconds = positiveInteger(values['submit-seconds'], '--submit-seconds (BENCH_SUBMIT_SECONDS)', 600);

  await prepareStack();
  step(`API benchmark: ${load.connections} connections, ${load.seconds} s per target; then ${ratePerSecond} submissions/s for ${submitSeconds} s`);
  const ferretDbDebug = `127.0.0.1:${await freePort()}`;
  const bench = await startDrillStack({
    name: 'api-bench',
    env: {
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
      SEED_DEMO_CONTENT: 'true',
      EMAIL_RELAY_INTERVAL_MS: String(EMAIL_RELAY_INTERVAL_MS),
      EMAIL_CONFIRM_AFTER_MS: String(EMAIL_CONFIRM_AFTER_MS),
      FERRETDB_DEBUG_ADDR: ferretDbDebug,
    },
  });
  let succeeded = false;
  try {
    const gatewayUrl = new URL(READ_PATH, bench.stack.url).href;
    const contentUrl = `http://127.0.0.1:${bench.stack.portOf('content')}${READ_PATH}`;
    const sample = await fetch(gatewayUrl);
    if (!sample.ok) throw new Error(`${READ_PATH} answered HTTP ${sample.status} through the gateway`);
    const raw = await startRawServer(await sample.text());

    /** @type {[string, Awaited<ReturnType<typeof loadTest>>][]} */
    const reads = [];
    try {
      reads.push(['raw node:http', await loadTest(raw.url, load)]);
    } finally {
      await raw.close();
    }
    reads.push(['content service', await loadTest(contentUrl, load)]);
    reads.push(['through gateway', await loadTest(gatewayUrl, load)]);

    // A short warm-up at the same rate, as for the reads: the first submissions after a start meet
    // code, pools and caches not used yet (about 50-180 ms each in the first half second, under
    // 20 ms after). Its figures are printed apart; its emails settle before the measured part.
    const warmUp = startSubmissionStream(bench.stack.url, { ratePerSecond, limit: ratePerSecond * SUBMIT_WARM_UP_SECONDS });
    await wait(SUBMIT_WARM_UP_SECONDS * 1000);
    await warmUp.stop();
    const warmUpLatencies = latenciesOf(warmUp.submissions);
    const warmUpAcknowledged = warmUp.acknowledged().length;
    await waitForEmailsSettled(bench.mailDir, warmUpAcknowledged);

    const usesFerretDb = bench.stack.pidOf('ferretdb') !== undefined;
    const [cpuBefore, commandsBefore] = await Promise.all([cpuByProcess(bench.stack), usesFerretDb ? readFerretDbCommandCounts(ferretDbDebug) : null]);
    const measuredFrom = Date.now();
    const stream = startSubmissionStream(bench.stack.url, { ratePerSecond, limit: ratePerSecond * submitSeconds });
    // The stream paces itself; this is how long it runs.
    await wait(submitSeconds * 1000);
    await stream.stop();
    const latencies = latenciesOf(stream.submissions);
    const acknowledged = stream.acknowledged().length;
    step(`Waiting for the ${acknowledged} submissions' emails to be delivered and settled`);
    await waitForEmailsSettled(bench.mailDir, warmUpAcknowledged + acknowledged);
    const [cpuAfter, commandsAfter] = await Promise.all([cpuByProcess(bench.stack), usesFerretDb ? readFerretDbCommandCounts(ferretDbDebug) : null]);
    const measuredMs = Date.now() - measuredFrom;

    const rawRate = reads[0][1].requestsPerSecond;
    console.log('');
    console.log(bold(`GET ${READ_PATH}, ${load.connections} connections, ${load.seconds} s each`));
    for (const [name, result] of reads) {
      const ratio = `${(result.requestsPerSecond / rawRate).toFixed(2)}× raw`;
      console.log(`  ${name.padEnd(16)} ${String(Math.round(result.requestsPerSecond)).padStart(6)} req/s  ${ratio.padEnd(10)} p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  failed ${result.failed}`);
    }
    console.log(bold(`POST /api/applications through the gateway, ${ratePerSecond}/s for ${submitSeconds} s`));
    if (warmUpLatencies.length) {
      console.log(`  warm-up, not counted: the first ${SUBMIT_WARM_UP_SECONDS} s, ${warmUp.submissions.length} sent, ${warmUpAcknowledged} acknowledged; p50 ${ms(percentile(warmUpLatencies, 0.5))}, max ${ms(Math.max(...warmUpLatencies))}`);
    }
    console.log(`  ${stream.submissions.length} sent, ${acknowledged} acknowledged (201), ${stream.skipped()} not sent (too many waiting)`);
    if (latencies.length) {
      console.log(`  answered in p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(Math.max(...latencies))}`);
    }
    if (acknowledged > 0) {
      const perSubmission = (/** @type {number} */ value) => value / acknowledged;
      const cpu = [...growthByName(cpuBefore, cpuAfter)].sort(([, a], [, b]) => b - a);
      const total = cpu.reduce((sum, [, used]) => sum + used, 0);
      console.log(bold('Where a submission\'s time goes: CPU per submission, its emails delivered and settled included'));
      for (const [name, used] of cpu) console.log(`  ${name.padEnd(30)} ${ms(perSubmission(used)).padStart(9)}`);
      console.log(`  ${'all of them'.padEnd(30)} ${ms(perSubmission(total)).padStart(9)}  (${(total / measuredMs).toFixed(2)} cores busy on average over ${(measuredMs / 1000).toFixed(0)} s)`);
      if (commandsBefore && commandsAfter) {
        const commands = [...growthByName(commandsBefore, commandsAfter)].sort(([, a], [, b]) => b - a);
        console.log(`  FerretDB commands per submission: ${commands.map(([name, count]) => `${name} ${perSubmission(count).toFixed(2)}`).join(', ')}`);
      }
    }
    const gateway = reads[2][1];
    const gatewayRatio = gateway.requestsPerSecond / rawRate;
    const submissionP99 = percentile(latencies, 0.99);
    const verdict = (/** @type {boolean} */ pass) => (pass ? 'PASS' : 'FAIL');
    console.log(bold('Targets'));
    console.log(`  cached read through the gateway ≥ ${TARGETS.gatewayRatioToRaw}× raw node:http: ${gatewayRatio.toFixed(2)}× ${verdict(gatewayRatio >= TARGETS.gatewayRatioToRaw)}`);
    console.log(`  its p99 ≤ ${TARGETS.gatewayReadP99Ms} ms at ${load.connections} connections: ${ms(gateway.p99)} ${verdict(gateway.p99 <= TARGETS.gatewayReadP99Ms)}`);
    const everyOneAnswered = acknowledged === stream.submissions.length && stream.skipped() === 0;
    console.log(
      `  submissions p99 ≤ ${TARGETS.submissionP99Ms} ms at ${ratePerSecond}/s, every one acknowledged: ` +
        `${Number.isFinite(submissionP99) ? ms(submissionP99) : '—'}, ${acknowledged} of ${stream.submissions.length + stream.skipped()} ` +
        `${verdict(everyOneAnswered && submissionP99 <= TARGETS.submissionP99Ms)}`,
    );
    succeeded = reads.every(([, result]) => result.failed === 0) && acknowledged === stream.submissions.length;
    return succeeded ? 0 : 1;
  } finally {
    await bench.stop({ keep: !succeeded });
    if (!succeeded) console.log(`Some requests failed; kept the benchmark's data folder (stack.log): ${bench.dataDir}`);
  }
}

await runScriptOnSupportedNode(main);
