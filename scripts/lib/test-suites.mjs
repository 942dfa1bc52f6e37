import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureCommand, CommandError, runCommand } from './commands.mjs';
import { bold, dim, formatDuration, green, red } from './output.mjs';
import { pnpmEnvironment } from './tools.mjs';

/**
 * @typedef {object} TestCounts
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 */

/**
 * @typedef {object} Suite
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string} resultsFile where the runner writes its machine-readable results
 * @property {(text: string) => TestCounts} readCounts
 */

/**
 * @typedef {object} SuiteResult
 * @property {string} name
 * @property {number} exitCode
 * @property {number} durationMs
 * @property {TestCounts | null} counts null when the runner left no results
 */

const PACKAGE_MARKER = 'trek-test-package:';
const libDir = dirname(fileURLToPath(import.meta.url));

/**
 * Workspace packages with a `test` script, in the order `pnpm -r` runs them (dependencies first).
 * pnpm prints that order when it executes a command in each package.
 * @param {string} pnpm
 * @param {string[]} excluded package names
 */
export async function packagesInTestOrder(pnpm, excluded) {
  const printNameIfTested = `const p = require('./package.json'); if (p.scripts && p.scripts.test) console.log(${JSON.stringify(PACKAGE_MARKER)} + p.name)`;
  const filters = excluded.flatMap((name) => ['--filter', `!${name}`]);
  const output = await captureCommand(pnpm, ['-r', '--workspace-concurrency=1', ...filters, 'exec', 'node', '-e', printNameIfTested], {
    env: pnpmEnvironment(),
  });
  return output
    .split('\n')
    .filter((line) => line.startsWith(PACKAGE_MARKER))
    .map((line) => line.slice(PACKAGE_MARKER.length).trim());
}

/**
 * A package's `test` script (jest everywhere here), asked to also write its results as JSON.
 * @param {string} pnpm
 * @param {string} packageName
 * @param {string} resultsDir
 * @returns {Suite}
 */
export function jestPackageSuite(pnpm, packageName, resultsDir) {
  const resultsFile = join(resultsDir, `${packageName.replace(/[^\w.-]+/g, '_')}.json`);
  return {
    name: packageName,
    command: pnpm,
    // Arguments after the script name reach jest itself.
    args: ['--filter', packageName, 'test', '--json', `--outputFile=${resultsFile}`],
    resultsFile,
    readCounts: (text) => {
      const results = JSON.parse(text);
      return {
        passed: results.numPassedTests,
        // A test file that cannot even load has no failed test, but it is a failure.
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      };
    },
  };
}

/**
 * The `*.test.mjs` files of one folder under node's test runner. The files are named one by one:
 * node 20 given a folder would run every module in it as a test.
 * @param {string} name
 * @param {string} dir
 * @param {string} resultsDir
 * @returns {Promise<Suite>}
 */
async function nodeTestSuite(name, dir, resultsDir) {
  const resultsFile = join(resultsDir, `${name}.tap`);
  const testFiles = (await readdir(dir)).filter((file) => file.endsWith('.test.mjs')).map((file) => join(dir, file));
  return {
    name,
    command: process.execPath,
    args: ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${resultsFile}`, ...testFiles],
    resultsFile,
    readCounts: (text) => {
      const count = (/** @type {string} */ label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
    },
  };
}

/**
 * The unit tests of these scripts. The compose check loads the services' compiled config, which
 * npm test builds before any suite.
 * @param {string} resultsDir
 */
export const scriptsSuite = (resultsDir) => nodeTestSuite('scripts', libDir, resultsDir);

/**
 * The drills (scripts/drills): a real stack with processes killed under load. They need a build.
 * @param {string} resultsDir
 */
export const drillsSuite = (resultsDir) => nodeTestSuite('drills', join(libDir, '..', 'drills'), resultsDir);

/**
 * Counts from a results file; a truncated file (the runner was killed) gives none.
 * @param {Suite} suite
 * @param {string} text
 */
function readCountsSafely(suite, text) {
  try {
    return suite.readCounts(text);
  } catch {
    return null;
  }
}

/**
 * Runs one suite with its output on the terminal.
 * @param {Suite} suite
 * @returns {Promise<SuiteResult>}
 */
export async function runSuite(suite) {
  process.stdout.write(`\n${bold(`━━ ${suite.name} ━━`)}\n`);
  const startedAt = Date.now();
  let exitCode = 0;
  try {
    await runCommand(suite.command, suite.args, { env: pnpmEnvironment() });
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    exitCode = error.exitCode;
  }
  const durationMs = Date.now() - startedAt;
  const text = await readFile(suite.resultsFile, 'utf8').catch(() => null);
  return { name: suite.name, exitCode, durationMs, counts: text === null ? null : readCountsSafely(suite, text) };
}

/**
 * @param {TestCounts | null} counts
 */
function describeCounts(counts) {
  if (!counts) return 'no results';
  if (counts.passed + counts.failed + counts.skipped === 0) return 'no tests';
  return [`${counts.passed} passed`, counts.failed ? `${counts.failed} failed` : '', counts.skipped ? `${counts.skipped} skipped` : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * One line per suite (including those not run after a failure), the times, and a closing
 * "Tests: N passed, N failed" line over every suite that ran.
 * @param {{ suites: Suite[], results: SuiteResult[], preparationMs: number, totalMs: number }} run
 */
export function formatSummary({ suites, results, preparationMs, totalMs }) {
  const width = Math.max(...suites.map((suite) => suite.name.length));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let text = `\n${bold('Summary')}\n`;
  for (const suite of suites) {
    const result = results.find((candidate) => candidate.name === suite.name);
    if (!result) {
      text += `  ${dim(`- ${suite.name.padEnd(width)}  not run`)}\n`;
      continue;
    }
    const counts = result.counts ?? { passed: 0, failed: 0, skipped: 0 };
    // A package that failed without a failing test (it crashed, or its tests did not load) still counts as a failure.
    const failed = result.exitCode !== 0 && counts.failed === 0 ? 1 : counts.failed;
    totals.passed += counts.passed;
    totals.failed += failed;
    totals.skipped += counts.skipped;
    const mark = result.exitCode === 0 ? green('✔') : red('✘');
    const outcome = result.exitCode === 0 ? describeCounts(result.counts) : `${describeCounts(result.counts)}; exit code ${result.exitCode}`;
    text += `  ${mark} ${suite.name.padEnd(width)}  ${outcome.padEnd(32)} ${formatDuration(result.durationMs)}\n`;
  }
  text += `\nTotal time ${formatDuration(totalMs)} (installing and building: ${formatDuration(preparationMs)})\n`;
  text += `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`;
  return text;
}

/** @param {{ suites: Suite[], results: SuiteResult[], preparationMs: number, totalMs: number }} run */
export function printSummary(run) {
  process.stdout.write(formatSummary(run));
}

/**
 * What a run's output says (the summary `formatSummary` wrote, and the tests jest heads with "●"):
 * for tools that run `npm test` and report on it. A run cut off before its summary gives no suites.
 * @param {string} output
 */
export function readSummary(output) {
  // eslint-disable-next-line no-control-regex -- the colour codes a terminal run writes
  const text = output.replace(/\u001b\[[0-9;]*m/g, '');
  const summaryStart = text.lastIndexOf('\nSummary\n');
  const summary = summaryStart >= 0 ? text.slice(summaryStart) : '';
  const suites = [...summary.matchAll(/^ {2}([✔✘]) (\S+)\s+(.+?)\s+((?:\d+ min )?\d+(?:\.\d)? s)$/gmu)].map(([, mark, name, outcome, took]) => ({
    name: name ?? '',
    passed: mark === '✔',
    outcome: outcome ?? '',
    durationMs: durationFrom(took ?? ''),
  }));
  const totals = /^Tests: (\d+) passed, (\d+) failed/m.exec(summary);
  const failingTests = [...new Set([...text.matchAll(/^\s+● (?!Console\b)(.+)$/gm)].map(([, title]) => (title ?? '').trim()))];
  return { suites, passed: Number(totals?.[1] ?? 0), failed: Number(totals?.[2] ?? 0), failingTests };
}

/** @param {string} took as `formatDuration` writes it: "38.2 s" or "2 min 14 s" */
function durationFrom(took) {
  const match = /^(?:(\d+) min )?(\d+(?:\.\d)?) s$/.exec(took);
  return match ? (Number(match[1] ?? 0) * 60 + Number(match[2])) * 1000 : 0;
}
