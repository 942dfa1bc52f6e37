// `npm run bench:email`: how long an applicant waits for the confirmation email. Builds if needed,
// starts a stack of its own on a temporary data folder, submits applications through the gateway
// at a steady rate and measures each submission → its captured .eml file in <data>/mail.
// Loopback only. `--rate=N` (BENCH_RATE, default 5 a second) and `--seconds=N` (BENCH_SECONDS,
// default 180) bound it. Not part of npm test: it measures, it asserts nothing.
import { parseArgs } from 'node:util';
import { runScriptOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, step } from './lib/output.mjs';
import { CONFIRMATION_JOB_ID_PREFIX, formatMs, latenciesOf, percentile, pollUntil, prepareStack, startDrillStack, startSubmissionStream, watchMailFolder } from './drills/load.mjs';

/** How long the last emails may take after the last submission. */
const DRAIN_TIMEOUT_MS = 120_000;

/**
 * @param {string | undefined} text
 * @param {string} name
 * @param {number} max
 */
function positiveNumber(text, name, max) {
  const value = Number(text);
  if (!(value > 0 && value <= max)) throw new Error(`${name} must be a number above 0 and at most ${max}, not ${JSON.stringify(text)}`);
  return value;
}

/** @param {number[]} values */
const spread = (values) => `p50 ${formatMs(percentile(values, 0.5))}, p95 ${formatMs(percentile(values, 0.95))}, max ${formatMs(Math.max(...values))}`;

async function main() {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: process.env.BENCH_RATE ?? '5' },
      seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '180' },
    },
  });
  const ratePerSecond = positiveNumber(values.rate, '--rate (BENCH_RATE)', 50);
  const seconds = positiveNumber(values.seconds, '--seconds (BENCH_SECONDS)', 600);
  const limit = Math.max(1, Math.round(ratePerSecond * seconds));

  await prepareStack();
  step(`Email lag: ${limit} applications at ${ratePerSecond}/s for ${seconds} s, each timed until its .eml is captured`);
  const bench = await startDrillStack({ name: 'email-bench', onSupervisorLine: (line) => console.log(`  stack: ${line}`) });
  let succeeded = false;
  try {
    const mail = watchMailFolder(bench.mailDir, { jobIdPrefix: CONFIRMATION_JOB_ID_PREFIX });
    const stream = startSubmissionStream(bench.stack.url, { ratePerSecond, limit });
    const endsAt = Date.now() + seconds * 1000;
    await pollUntil(
      async () => {
        await mail.scan();
        return Date.now() >= endsAt;
      },
      { timeoutMs: seconds * 1000, intervalMs: 1_000 },
    );
    await stream.stop();
    const acknowledged = stream.acknowledged();
    const refs = acknowledged.map((submission) => /** @type {string} */ (submission.ref));
    await pollUntil(
      async () => {
        await mail.scan();
        return refs.every((ref) => mail.filesFor(ref).length > 0);
      },
      { timeoutMs: DRAIN_TIMEOUT_MS, intervalMs: 500 },
    );

    /** @type {number[]} */
    const lags = [];
    let missing = 0;
    let duplicated = 0;
    for (const submission of acknowledged) {
      const files = mail.filesFor(/** @type {string} */ (submission.ref));
      if (files.length === 0) missing += 1;
      if (files.length > 1) duplicated += 1;
      if (files.length > 0) lags.push(Math.min(...files.map((file) => file.capturedAt)) - submission.sentAt);
    }
    const latencies = latenciesOf(acknowledged);

    console.log('');
    console.log(bold(`Email lag at ${ratePerSecond} submissions/s for ${seconds} s`));
    console.log(`  submissions: ${stream.submissions.length} sent, ${acknowledged.length} acknowledged (201), ${stream.skipped()} not sent (too many waiting)`);
    console.log(`  confirmation emails: ${lags.length} captured, ${missing} missing after ${DRAIN_TIMEOUT_MS / 1000} s, ${duplicated} duplicated`);
    if (lags.length) console.log(`  submission → .eml captured: ${spread(lags)}`);
    if (latencies.length) console.log(`  submission answered (201):  ${spread(latencies)}`);
    succeeded = missing === 0 && acknowledged.length === stream.submissions.length;
    return missing === 0 ? 0 : 1;
  } finally {
    await bench.stop({ keep: !succeeded });
    if (!succeeded) console.log(`Kept the benchmark's data folder (stack.log, mail/): ${bench.dataDir}`);
  }
}

await runScriptOnSupportedNode(main);
