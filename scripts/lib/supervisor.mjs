import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { clearTimeout, setTimeout } from 'node:timers';
import { readableLogLine } from './log-lines.mjs';
import { dim, paint, red, yellow } from './output.mjs';

/**
 * Children run detached (see `start`), so they would outlive us if this process ended without
 * stopping them (an uncaught error, process.exit): the last resort kills whatever is still alive.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const liveChildren = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of liveChildren) child.kill('SIGKILL');
  });
}

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
 * @property {Promise<ProcessExit>} exited
 */

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

/**
 * Runs long-lived child processes: their output becomes prefixed, coloured lines; an exit nobody
 * asked for is reported once through `unexpectedExit`; `stop` ends them layer by layer.
 * @param {{ log: (line: string) => void, lastLineCount?: number, stopGraceMs?: number }} options
 */
export function createSupervisor({ log, lastLineCount = 40, stopGraceMs = 15_000 }) {
  /** @type {Array<SupervisedProcess & { terminate: () => Promise<void> }>} */
  const processes = [];
  let stopping = false;
  /** @type {(exit: ProcessExit) => void} */
  let reportUnexpectedExit = () => {};
  /** @type {Promise<ProcessExit>} */
  const unexpectedExit = new Promise((resolve) => {
    reportUnexpectedExit = resolve;
  });

  /**
   * @param {ProcessSpec} spec
   * @returns {SupervisedProcess}
   */
  function start({ name, command, args, cwd, env, layer }) {
    if (stopping) throw new Error(`cannot start ${name}: the stack is stopping`);
    installExitHook();
    const prefix = `${paint(PREFIX_COLOURS[processes.length % PREFIX_COLOURS.length] ?? '0', name.padEnd(PREFIX_WIDTH))} │ `;
    // Detached (its own process group): a Ctrl-C in the terminal reaches only us, so we can stop
    // the services before the databases they are still writing to.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    liveChildren.add(child);

    /** @type {string[]} */
    const recent = [];
    const show = (/** @type {string} */ rawLine) => {
      const { level, text } = readableLogLine(rawLine);
      for (const line of text.split('\n')) {
        recent.push(line);
        if (recent.length > lastLineCount) recent.shift();
        log(prefix + paintByLevel(level, line));
      }
    };
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream, crlfDelay: Infinity }).on('line', show);

    let running = true;
    let stopRequested = false;
    /** @type {(exit: ProcessExit) => void} */
    let settle = () => {};
    /** @type {Promise<ProcessExit>} */
    const exited = new Promise((resolve) => {
      settle = resolve;
    });
    const finish = (/** @type {Omit<ProcessExit, 'name' | 'lastLines'>} */ how) => {
      if (!running) return;
      running = false;
      liveChildren.delete(child);
      const exit = { name, ...how, lastLines: [...recent] };
      settle(exit);
      if (!stopping && !stopRequested) reportUnexpectedExit(exit);
    };
    child.once('error', (error) => {
      // Only a failed spawn ends the process; a failed kill is reported here too but changes nothing.
      if (child.pid === undefined) finish({ code: null, signal: null, startError: error });
    });
    // 'close' comes after the output is drained (so a crash report has the last lines); 'exit'
    // with a short delay covers a grandchild that keeps the pipes open.
    child.once('close', (code, signal) => finish({ code, signal }));
    child.once('exit', (code, signal) => {
      setTimeout(() => finish({ code, signal }), 1_000).unref();
    });

    const terminate = async () => {
      stopRequested = true;
      if (!running) return;
      child.kill('SIGTERM');
      const forceful = setTimeout(() => {
        log(`${prefix}${yellow(`did not stop within ${stopGraceMs / 1000} s; killing it`)}`);
        child.kill('SIGKILL');
      }, stopGraceMs);
      await exited;
      clearTimeout(forceful);
    };

    const supervised = { name, layer, isRunning: () => running, exited, terminate };
    processes.push(supervised);
    return supervised;
  }

  /** Stops every process, highest layer first, each with SIGTERM and after a grace period SIGKILL. */
  async function stop() {
    stopping = true;
    const layers = [...new Set(processes.map((supervised) => supervised.layer))].sort((a, b) => b - a);
    for (const layer of layers) {
      await Promise.all(processes.filter((supervised) => supervised.layer === layer).map((supervised) => supervised.terminate()));
    }
  }

  return { start, stop, unexpectedExit };
}
