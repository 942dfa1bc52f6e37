import { spawn } from 'node:child_process';
import { open, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureCommand, CommandError } from './commands.mjs';
import { repoRoot } from './repo.mjs';
import { bold, dim, formatDuration, green, red } from './output.mjs';
import { pnpmEnvironment } from './tools.mjs';

/**
 * @typedef {object} TestCounts
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 */

/**
 * What a step's `run` has at hand.
 * @typedef {object} StepContext
 * @property {(command: string, args: string[]) => Promise<void>} run runs a command with its
 *   output in the step's log; throws a CommandError when it fails
 * @property {(note: string) => void} note what the summary says of a step that runs no tests
 *   ("up to date")
 */

/**
 * One thing `npm test` does after installing: a build, a check or a test suite.
 * @typedef {object} Step
 * @property {string} name
 * @property {string[]} needs the steps that must have passed before this one starts
 * @property {(context: StepContext) => Promise<void>} run
 * @property {string} [resultsFile] where a suite's runner writes its machine-readable results
 * @property {(text: string) => TestCounts} [readCounts]
 * @property {boolean} [mostlyWaits] runs beside the others without taking one of the
 *   `concurrency` places: it spends most of its time waiting, not on a core
 */

/**
 * @typedef {object} StepResult
 * @property {string} name
 * @property {number} exitCode
 * @property {number} durationMs
 * @property {number | null} cpuMs user + system time of its processes; null where not known
 * @property {TestCounts | null} counts null for a step without tests, or when the runner left no results
 * @property {string} [note]
 * @property {string} logFile
 */

const PACKAGE_MARKER = 'trek-test-package:';
const libDir = dirname(fileURLToPath(import.meta.url));

/**
 * Workspace packages with the given script, in the order `pnpm -r` runs them (dependencies
 * first), with their folder and that script's command. pnpm prints that order when it executes a
 * command in each package.
 * @param {string} pnpm
 * @param {string} script
 * @param {string[]} excluded package names
 * @returns {Promise<{ name: string, dir: string, command: string }[]>}
 */
export async function packagesWithScript(pnpm, script, excluded) {
  const printIfScripted = `const p = require('./package.json'); const c = p.scripts && p.scripts[${JSON.stringify(script)}]; if (c) console.log(${JSON.stringify(PACKAGE_MARKER)} + JSON.stringify({ name: p.name, dir: process.cwd(), command: c }))`;
  const filters = excluded.flatMap((name) => ['--filter', `!${name}`]);
  const output = await captureCommand(pnpm, ['-r', '--workspace-concurrency=1', ...filters, 'exec', 'node', '-e', printIfScripted], {
    env: pnpmEnvironment(),
  });
  return output
    .split('\n')
    .filter((line) => line.startsWith(PACKAGE_MARKER))
    .map((line) => JSON.parse(line.slice(PACKAGE_MARKER.length)));
}

/**
 * A package's `test` script (jest everywhere here), asked to also write its results as JSON.
 * @param {string} pnpm
 * @param {string} packageName
 * @param {string} outputDir
 * @param {string[]} needs
 * @returns {Step}
 */
export function jestPackageSuite(pnpm, packageName, outputDir, needs) {
  const resultsFile = join(outputDir, `${fileNameOf(packageName)}.json`);
  return {
    name: packageName,
    needs,
    // Arguments after the script name reach jest itself.
    run: (context) => context.run(pnpm, ['--filter', packageName, 'test', '--json', `--outputFile=${resultsFile}`]),
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

/** @param {string} name */
const fileNameOf = (name) => name.replace(/[^\w.-]+/g, '_');

/**
 * The `*.test.mjs` files of one folder under node's test runner. The files are named one by one:
 * node 20 given a folder would run every module in it as a test.
 * @param {string} name
 * @param {string} dir
 * @param {string} outputDir
 * @param {string[]} needs
 * @returns {Promise<Step>}
 */
async function nodeTestSuite(name, dir, outputDir, needs) {
  const resultsFile = join(outputDir, `${name}.tap`);
  const testFiles = (await readdir(dir)).filter((file) => file.endsWith('.test.mjs')).map((file) => join(dir, file));
  return {
    name,
    needs,
    run: (context) =>
      context.run(process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${resultsFile}`, ...testFiles]),
    resultsFile,
    readCounts: (text) => {
      const count = (/** @type {string} */ label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
    },
  };
}

/**
 * The unit tests of these scripts. The compose check loads the services' compiled config and the
 * chunk check reads the web build.
 * @param {string} outputDir
 * @param {string[]} needs
 */
export const scriptsSuite = (outputDir, needs) => nodeTestSuite('scripts', libDir, outputDir, needs);

/**
 * The drills (scripts/drills): a real stack with processes killed under load. They need a build.
 * @param {string} outputDir
 * @param {string[]} needs
 * @returns {Promise<Step>}
 */
export const drillsSuite = async (outputDir, needs) => ({
  ...(await nodeTestSuite('drills', join(libDir, '..', 'drills'), outputDir, needs)),
  // About a tenth of their wall time on a core: they mostly wait for processes to restart and
  // for the killed worker's job lock to expire.
  mostlyWaits: true,
});

/**
 * A step that runs one command.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string[]} needs
 * @returns {Step}
 */
export const commandStep = (name, command, args, needs) => ({ name, needs, run: (context) => context.run(command, args) });

/**
 * Counts from a results file; a truncated file (the runner was killed) gives none.
 * @param {Step} step
 * @param {string} text
 */
function readCountsSafely(step, text) {
  try {
    return step.readCounts?.(text) ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs one step with its output in `logFile`, timing it and the CPU its processes used.
 * @param {Step} step
 * @param {string} logFile
 * @returns {Promise<StepResult>}
 */
async function runStep(step, logFile) {
  const startedAt = Date.now();
  const log = await open(logFile, 'w');
  /** @type {number | null} */
  let cpuMs = 0;
  /** @type {string | undefined} */
  let note;
  let exitCode = 0;
  try {
    await step.run({
      run: async (command, args) => {
        const cpuFile = `${logFile}.cpu`;
        await rm(cpuFile, { force: true });
        try {
          await runLogged(command, args, log.fd, cpuFile);
        } finally {
          const measured = Number(await readFile(cpuFile, 'utf8').catch(() => 'NaN'));
          cpuMs = cpuMs === null || !Number.isFinite(measured) ? null : cpuMs + measured;
          await rm(cpuFile, { force: true });
        }
      },
      note: (text) => {
        note = text;
      },
    });
  } catch (error) {
    exitCode = error instanceof CommandError ? error.exitCode : 1;
    if (!(error instanceof CommandError)) await log.write(`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  } finally {
    await log.close();
  }
  const durationMs = Date.now() - startedAt;
  const text = step.resultsFile ? await readFile(step.resultsFile, 'utf8').catch(() => null) : null;
  const counts = text === null ? null : readCountsSafely(step, text);
  // A build or check has no tests to count: its outcome is its exit code.
  note ??= step.resultsFile ? undefined : exitCode === 0 ? 'ok' : 'failed';
  return { name: step.name, exitCode, durationMs, cpuMs, counts, logFile, ...(note ? { note } : {}) };
}

/**
 * Runs a command through cpu-timed.mjs with stdout and stderr into an open file.
 * @param {string} command
 * @param {string[]} args
 * @param {number} fd
 * @param {string} cpuFile
 */
function runLogged(command, args, fd, cpuFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(libDir, 'cpu-timed.mjs'), cpuFile, command, ...args], {
      cwd: repoRoot,
      env: pnpmEnvironment(),
      stdio: ['ignore', fd, fd],
    });
    child.once('error', (error) => reject(new CommandError(`${command}: ${error.message}`, 127)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(undefined);
      else reject(new CommandError(`\`${[command, ...args].join(' ')}\` failed`, code ?? (signal === 'SIGINT' ? 130 : 143)));
    });
  });
}

/**
 * Runs the steps, up to `concurrency` at a time (and those that mostly wait beside them), each
 * once the steps it needs have passed, preferring the earlier ones in the list. After a failure
 * no step starts; those running finish. `onFinished` hears of each step as it ends.
 * @param {Step[]} steps
 * @param {{ concurrency: number, outputDir: string, onFinished: (result: StepResult) => void | Promise<void>, runOne?: (step: Step, logFile: string) => Promise<StepResult> }} options
 * @returns {Promise<StepResult[]>} in the order they finished
 */
export async function runSteps(steps, { concurrency, outputDir, onFinished, runOne = runStep }) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    const unknown = step.needs.filter((name) => !names.has(name));
    if (unknown.length > 0) throw new Error(`step ${step.name} needs ${unknown.join(', ')}, which is not a step`);
  }
  /** @type {StepResult[]} */
  const results = [];
  /** @type {Map<string, Promise<StepResult>>} */
  const running = new Map();
  const passed = (/** @type {string} */ name) => results.some((result) => result.name === name && result.exitCode === 0);
  const done = (/** @type {string} */ name) => running.has(name) || results.some((result) => result.name === name);
  const busy = () => steps.filter((step) => running.has(step.name) && !step.mostlyWaits).length;
  for (;;) {
    if (results.every((result) => result.exitCode === 0)) {
      for (const step of steps) {
        if (done(step.name) || !step.needs.every(passed)) continue;
        if (!step.mostlyWaits && busy() >= concurrency) continue;
        running.set(step.name, runOne(step, join(outputDir, `${fileNameOf(step.name)}.log`)));
      }
    }
    if (running.size === 0) return results;
    const result = await Promise.race(running.values());
    running.delete(result.name);
    results.push(result);
    await onFinished(result);
  }
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
 * A step's line: its mark, name, outcome, wall time and CPU time.
 * @param {StepResult} result
 * @param {number} width of the name column
 */
export function formatStepLine(result, width) {
  const described = result.note ?? describeCounts(result.counts);
  const outcome = result.exitCode === 0 ? described : `${described}; exit code ${result.exitCode}`;
  const cpu = result.cpuMs === null ? '-' : formatDuration(result.cpuMs);
  return `  ${result.exitCode === 0 ? green('✔') : red('✘')} ${result.name.padEnd(width)}  ${outcome.padEnd(32)} ${formatDuration(result.durationMs).padStart(9)}  cpu ${cpu}`;
}

/**
 * One line per step (including those not run after a failure) with its wall and CPU time, the
 * totals, and a closing "Tests: N passed, N failed" line over every suite that ran.
 * @param {{ steps: Pick<Step, 'name'>[], results: StepResult[], preparationMs: number, totalMs: number }} run
 */
export function formatSummary({ steps, results, preparationMs, totalMs }) {
  const width = Math.max(...steps.map((step) => step.name.length));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let cpuMs = 0;
  let text = `\n${bold('Summary')}\n`;
  for (const step of steps) {
    const result = results.find((candidate) => candidate.name === step.name);
    if (!result) {
      text += `  ${dim(`- ${step.name.padEnd(width)}  not run`)}\n`;
      continue;
    }
    const counts = result.counts ?? { passed: 0, failed: 0, skipped: 0 };
    // A step that failed without a failing test (a check, a crash, tests that did not load) still counts as a failure.
    totals.passed += counts.passed;
    totals.failed += result.exitCode !== 0 && counts.failed === 0 ? 1 : counts.failed;
    totals.skipped += counts.skipped;
    cpuMs += result.cpuMs ?? 0;
    text += `${formatStepLine(result, width)}\n`;
  }
  text += `\nTotal time ${formatDuration(totalMs)} (installing: ${formatDuration(preparationMs)}); CPU time of the steps ${formatDuration(cpuMs)}\n`;
  text += `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`;
  return text;
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
  const duration = '(?:\\d+ min )?\\d+(?:\\.\\d)? s';
  const line = new RegExp(`^ {2}([✔✘]) (\\S+)\\s+(.+?)\\s+(${duration})(?:\\s+cpu (${duration}|-))?$`, 'gmu');
  const suites = [...summary.matchAll(line)].map(([, mark, name, outcome, took, cpu]) => ({
    name: name ?? '',
    passed: mark === '✔',
    outcome: outcome ?? '',
    durationMs: durationFrom(took ?? ''),
    cpuMs: cpu === undefined || cpu === '-' ? null : durationFrom(cpu),
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
