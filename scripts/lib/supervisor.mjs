import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';
import { readableLogLine } from './log-lines.mjs';
import { dim, green, paint, red, yellow } from './output.mjs';

/**
 * Children run detached (see `start`), so they would outlive us if this process ended without
 * stopping them. An uncaught error or process.exit runs the exit hook, which kills whatever is
 * still alive; a kill -9 runs nothing of ours, so the orphan reaper (orphan-reaper.mjs), a process
 * of its own that learns of each child through a pipe, stops them once that pipe closes.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const liveChildren = new Set();
/** @type {import('node:child_process').ChildProcess | undefined} */
let reaper;

function startReaperOnce() {
  if (reaper) return;
  reaper = spawn(process.execPath, [fileURLToPath(new URL('orphan-reaper.mjs', import.meta.url))], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  // Neither it nor its pipe keeps us running; the pipe closes when we end, however we end.
  reaper.unref();
  /** @type {import('node:net').Socket} */ (reaper.stdin).unref();
  // A reaper that could not start or was killed costs only the cleanup after a kill -9.
  reaper.on('error', () => {});
  reaper.stdin?.on('error', () => {});
  process.once('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL');
  });
}

/** @param {string} line */
const tellReaper = (line) => reaper?.stdin?.write(`${line}\n`);

const PREFIX_COLOURS = ['36', '35', '33', '32', '34', '96', '95', '93', '92', '94'];
/** Wide enough for the longest process name ('notifications'), so the log columns line up. */
const PREFIX_WIDTH = 13;

/**
 * @typedef {object} ProcessExit
 * @property {string} name
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {Error} [startError] set when the program could not be started at all
 * @property {string[]} lastLines its most recent log lines, for a crash report
 */

/**
 * @typedef {object} ProcessSpec
 * @property {string} name shown before each of its log lines
 * @property {string} command
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} env
 * @property {number} layer stop order: higher layers stop first (services before the databases they use)
 */

/**
 * @typedef {object} SupervisedProcess
 * @property {string} name
 * @property {number} layer
 * @property {() => boolean} isRunning
 * @property {() => number | undefined} pid the running program's process id (a new one after each restart)
 * @property {() => number} restarts how often it was restarted after a crash
 * @property {Promise<ProcessExit>} exited settles once it has ended for good: stopped, or crashed before restarts were on
 */

/**
 * @typedef {object} RestartBackoff
 * @property {number} initialMs the wait before restarting after a first crash
 * @property {number} maxMs the wait doubles with each crash in a row up to this
 * @property {number} stableAfterMs a process that stayed up this long starts again from initialMs
 */

/** @type {RestartBackoff} */
export const DEFAULT_RESTART_BACKOFF = { initialMs: 500, maxMs: 10_000, stableAfterMs: 30_000 };

/**
 * The wait before the next restart: initialMs doubling with each crash in a row, at most maxMs.
 * @param {RestartBackoff} backoff
 * @param {number} crashesInARow 1 for the first crash
 */
export function restartDelayMs(backoff, crashesInARow) {
  return Math.min(backoff.initialMs * 2 ** Math.max(0, crashesInARow - 1), backoff.maxMs);
}

/** @param {ProcessExit} exit */
export function describeExit(exit) {
  if (exit.startError) return `could not be started (${exit.startError.message})`;
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code}`;
}

/**
 * @param {string} level
 * @param {string} text
 */
function paintByLevel(level, text) {
  if (level === 'error' || level === 'fatal') return red(`${level.toUpperCase()} ${text}`);
  if (level === 'warn') return yellow(`WARN ${text}`);
  if (level === 'debug' || level === 'trace') return dim(text);
  return text;
}

/** @param {number} milliseconds */
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;

/**
 * Runs long-lived child processes: their output becomes prefixed, coloured lines; `stop` ends
 * them layer by layer. Until `keepRunning` is called (while a stack starts), an exit nobody asked
 * for is reported once through `unexpectedExit`; after it, such a process is restarted with
 * exponential backoff (with the same command, so on the same port) while the others keep running.
 * @param {{ log: (line: string) => void, lastLineCount?: number, stopGraceMs?: number, restartBackoff?: RestartBackoff }} options
 */
export function createSupervisor({ log, lastLineCount = 40, stopGraceMs = 15_000, restartBackoff = DEFAULT_RESTART_BACKOFF }) {
  /** @type {Array<SupervisedProcess & { terminate: () => Promise<void> }>} */
  const processes = [];
  let stopping = false;
  let restartCrashed = false;
  /** @type {ProcessExit | undefined} */
  let firstUnexpectedExit;
  /** @type {(exit: ProcessExit) => void} */
  let resolveUnexpectedExit = () => {};
  /** @type {Promise<ProcessExit>} */
  const unexpectedExit = new Promise((resolve) => {
    resolveUnexpectedExit = resolve;
  });
  const reportUnexpectedExit = (/** @type {ProcessExit} */ exit) => {
    firstUnexpectedExit ??= exit;
    resolveUnexpectedExit(exit);
  };

  /**
   * @param {ProcessSpec} spec
   * @returns {SupervisedProcess}
   */
  function start({ name, command, args, cwd, env, layer }) {
    if (stopping) throw new Error(`cannot start ${name}: the stack is stopping`);
    startReaperOnce();
    const prefix = `${paint(PREFIX_COLOURS[processes.length % PREFIX_COLOURS.length] ?? '0', name.padEnd(PREFIX_WIDTH))} │ `;

    /** Kept across restarts: the lines before a crash explain the crash. @type {string[]} */
    const recent = [];
    const show = (/** @type {string} */ rawLine) => {
      const { level, text } = readableLogLine(rawLine);
      for (const line of text.split('\n')) {
        recent.push(line);
        if (recent.length > lastLineCount) recent.shift();
        log(prefix + paintByLevel(level, line));
      }
    };

    /** The program of the current run; undefined between a crash and its restart. @type {import('node:child_process').ChildProcess | undefined} */
    let child;
    let runStartedAt = 0;
    let crashesInARow = 0;
    let restarts = 0;
    let stopRequested = false;
    /** @type {NodeJS.Timeout | undefined} */
    let restartTimer;
    /** @type {ProcessExit | undefined} */
    let lastExit;
    /** @type {(exit: ProcessExit) => void} */
    let settle = () => {};
    /** @type {Promise<ProcessExit>} */
    const exited = new Promise((resolve) => {
      settle = resolve;
    });

    /** @param {ProcessExit} exit */
    const scheduleRestart = (exit) => {
      if (Date.now() - runStartedAt >= restartBackoff.stableAfterMs) crashesInARow = 0;
      crashesInARow += 1;
      const delayMs = restartDelayMs(restartBackoff, crashesInARow);
      const inARow = crashesInARow > 1 ? ` (crash ${crashesInARow} in a row)` : '';
      log(`${prefix}${red(`✘ ${describeExit(exit)}${inARow}; restarting it in ${seconds(delayMs)}`)}`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        restarts += 1;
        launch();
        log(`${prefix}${green(`↻ restarted${child?.pid ? ` (pid ${child.pid})` : ''}`)}`);
      }, delayMs);
    };

    /** @param {ProcessExit} exit */
    const onRunEnded = (exit) => {
      child = undefined;
      lastExit = exit;
      if (stopping || stopRequested) settle(exit);
      else if (restartCrashed) scheduleRestart(exit);
      else {
        settle(exit);
        reportUnexpectedExit(exit);
      }
    };

    const launch = () => {
      runStartedAt = Date.now();
      // Detached (its own process group): a Ctrl-C in the terminal reaches only us, so we can stop
      // the services before the databases they are still writing to.
      const run = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      child = run;
      liveChildren.add(run);
      if (run.pid !== undefined) tellReaper(`watch ${run.pid} ${layer}`);
      for (const stream of [run.stdout, run.stderr]) createInterface({ input: stream, crlfDelay: Infinity }).on('line', show);

      let ended = false;
      const finish = (/** @type {Omit<ProcessExit, 'name' | 'lastLines'>} */ how) => {
        if (ended) return;
        ended = true;
        liveChildren.delete(run);
        if (run.pid !== undefined) tellReaper(`forget ${run.pid}`);
        onRunEnded({ name, ...how, lastLines: [...recent] });
      };
      run.once('error', (error) => {
        // Only a failed spawn ends the run; a failed kill is reported here too but changes nothing.
        if (run.pid === undefined) finish({ code: null, signal: null, startError: error });
      });
      // 'close' comes after the output is drained (so a crash report has the last lines); 'exit'
      // with a short delay covers a grandchild that keeps the pipes open.
      run.once('close', (code, signal) => finish({ code, signal }));
      run.once('exit', (code, signal) => {
        setTimeout(() => finish({ code, signal }), 1_000).unref();
      });
    };

    const terminate = async () => {
      stopRequested = true;
      if (restartTimer) {
        // Waiting to be restarted: there is nothing to stop, only the restart to cancel.
        clearTimeout(restartTimer);
        restartTimer = undefined;
        if (lastExit) settle(lastExit);
      }
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      const forceful = setTimeout(() => {
        log(`${prefix}${yellow(`did not stop within ${stopGraceMs / 1000} s; killing it`)}`);
        running.kill('SIGKILL');
      }, stopGraceMs);
      await exited;
      clearTimeout(forceful);
    };

    launch();
    const supervised = {
      name,
      layer,
      isRunning: () => child !== undefined,
      pid: () => child?.pid,
      restarts: () => restarts,
      exited,
      terminate,
    };
    processes.push(supervised);
    return supervised;
  }

  /**
   * From now on a process that exits unexpectedly is restarted instead of reported (call it once
   * the stack is up: a failure while it starts must still fail the start).
   * @returns {ProcessExit | undefined} the exit already reported through `unexpectedExit`, if any
   *   (that process is not restarted: the start it broke should fail)
   */
  function keepRunning() {
    restartCrashed = true;
    return firstUnexpectedExit;
  }

  /** Stops every process, highest layer first, each with SIGTERM and after a grace period SIGKILL. */
  async function stop() {
    stopping = true;
    const layers = [...new Set(processes.map((supervised) => supervised.layer))].sort((a, b) => b - a);
    for (const layer of layers) {
      await Promise.all(processes.filter((supervised) => supervised.layer === layer).map((supervised) => supervised.terminate()));
    }
  }

  /** @param {string} name */
  const find = (name) => processes.find((supervised) => supervised.name === name);

  return { start, stop, keepRunning, find, unexpectedExit };
}
