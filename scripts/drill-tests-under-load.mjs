// `npm run drill:tests-under-load`: does `npm test` pass run after run while another CPU-heavy job
// keeps the machine busy? Each run gets a fresh clone of the committed HEAD (as CI does) and runs
// `npm test` with CI=true and no standard input; beside it, worker threads hash without pause.
// Prints each run's outcome, its time, its slowest suites and the machine's load, and exits
// non-zero when any run failed. Its logs stay in a temporary folder it names.
//
// Options: --runs=3 (runs in a row), --hog-threads=1 (busy threads beside the tests), --ref=HEAD.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { captureCommand, runCommand } from './lib/commands.mjs';
import { bold, formatDuration, green, red, step } from './lib/output.mjs';
import { repoRoot } from './lib/repo.mjs';
import { readSummary } from './lib/test-suites.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'hog-threads': { type: 'string', default: '1' },
    ref: { type: 'string', default: 'HEAD' },
  },
});
const runs = Number(options.runs);
const hogThreads = Number(options['hog-threads']);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${options.runs}`);
if (!Number.isInteger(hogThreads) || hogThreads < 0) throw new Error(`--hog-threads must be a whole number, got ${options['hog-threads']}`);

/** A thread that hashes until it is terminated: the "other CPU-heavy job" (a build, a video call, another test run). */
const HOG_SOURCE = `
const { createHash } = require('node:crypto');
const block = Buffer.alloc(1 << 16, 7);
for (;;) createHash('sha256').update(block).digest();
`;

/**
 * `npm test` in `dir`, as CI runs it, with its output in `logPath`.
 * @returns {Promise<number>} the exit code
 */
function npmTest(dir, logPath) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logPath);
    const child = spawn('npm', ['test'], { cwd: dir, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', reject);
    child.once('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

function startHog() {
  const workers = Array.from({ length: hogThreads }, () => new Worker(HOG_SOURCE, { eval: true }));
  return () => Promise.all(workers.map((worker) => worker.terminate()));
}

async function main() {
  const commit = (await captureCommand('git', ['rev-parse', '--short', options.ref], { cwd: repoRoot })).trim();
  const logsDir = await mkdtemp(join(tmpdir(), 'trek-tests-under-load-'));
  step(`Running npm test ${runs} times on ${commit}, each in a fresh clone, beside ${hogThreads} busy thread(s); logs in ${logsDir}`);

  const loadSamples = [];
  const sampler = setInterval(() => loadSamples.push(loadavg()[0] ?? 0), 10_000);
  const stopHog = startHog();
  /** @type {{ run: number, exitCode: number, tookMs: number, summary: ReturnType<typeof readSummary>, logPath: string }[]} */
  const outcomes = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const cloneDir = join(logsDir, `clone-${run}`);
      await runCommand('git', ['clone', '--quiet', repoRoot, cloneDir]);
      await runCommand('git', ['checkout', '--quiet', '--detach', commit], { cwd: cloneDir });
      const logPath = join(logsDir, `run-${run}.log`);
      step(`Run ${run} of ${runs} (log: ${logPath})`);
      const startedAt = Date.now();
      const exitCode = await npmTest(cloneDir, logPath);
      const tookMs = Date.now() - startedAt;
      const summary = readSummary(await readFile(logPath, 'utf8'));
      outcomes.push({ run, exitCode, tookMs, summary, logPath });
      const verdict = exitCode === 0 ? green('passed') : red(`failed (exit code ${exitCode})`);
      process.stdout.write(`  run ${run}: ${verdict}, ${summary.passed} tests passed, ${summary.failed} failed, ${formatDuration(tookMs)}\n`);
      // The clone's installed packages and built files are large; its log is what is kept.
      await rm(cloneDir, { recursive: true, force: true });
    }
  } finally {
    clearInterval(sampler);
    await stopHog();
  }

  const meanLoad = loadSamples.reduce((sum, sample) => sum + sample, 0) / Math.max(1, loadSamples.length);
  process.stdout.write(`\n${bold('Tests under load')} (${commit}, ${hogThreads} busy thread(s), mean 1-minute load average ${meanLoad.toFixed(1)})\n`);
  for (const { run, exitCode, tookMs, summary, logPath } of outcomes) {
    const slowest = [...summary.suites].sort((a, b) => b.durationMs - a.durationMs).slice(0, 3);
    process.stdout.write(`  run ${run}: ${exitCode === 0 ? green('✔ passed') : red('✘ failed')}  ${summary.passed} passed, ${summary.failed} failed  ${formatDuration(tookMs)}\n`);
    process.stdout.write(`    slowest: ${slowest.map((suite) => `${suite.name} ${formatDuration(suite.durationMs)}`).join(', ') || '—'}\n`);
    for (const title of summary.failingTests) process.stdout.write(`    ${red('failed:')} ${title}\n`);
    if (exitCode !== 0) process.stdout.write(`    log: ${logPath}\n`);
  }
  const failedRuns = outcomes.filter((outcome) => outcome.exitCode !== 0).length;
  process.stdout.write(`${failedRuns === 0 ? green(`All ${runs} runs passed.`) : red(`${failedRuns} of ${runs} runs failed.`)}\n`);
  return failedRuns === 0 ? 0 : 1;
}

process.exitCode = await main();
