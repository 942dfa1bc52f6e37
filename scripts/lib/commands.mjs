import { spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, mkdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './repo.mjs';

/** A command that ran and failed; carries its exit code so callers can exit with it. */
export class CommandError extends Error {
  /**
   * @param {string} description
   * @param {number} exitCode
   * @param {string} [output] what it wrote to stdout, when that was captured
   */
  constructor(description, exitCode, output = '') {
    super(description);
    this.name = 'CommandError';
    this.exitCode = exitCode;
    this.output = output;
  }
}

/** How many of a failed command's last lines its error shows when its output went to a log file. */
const FAILURE_TAIL_LINES = 30;

/** @type {string | undefined} */
let outputLogFile;

/**
 * From now on, what commands print goes to this file (appended) instead of the terminal, so a
 * script shows only its own steps; a command that fails still shows its last lines.
 * @param {string} path
 */
export function writeCommandOutputTo(path) {
  mkdirSync(dirname(path), { recursive: true });
  outputLogFile = path;
}

/**
 * @typedef {object} CommandOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 */

/**
 * @param {string} command
 * @param {string[]} args
 * @param {CommandOptions & { captureOutput: boolean }} options
 * @returns {Promise<string>}
 */
function execute(command, args, { cwd = repoRoot, env = process.env, captureOutput }) {
  const shown = [command, ...args].join(' ');
  const logFile = outputLogFile;
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  log?.write(`\n$ ${shown}\n`);
  /** The last lines it printed, for the error when it fails. @type {string[]} */
  const tail = [];
  const keep = (/** @type {string} */ chunk) => {
    log?.write(chunk);
    tail.push(...chunk.split('\n').filter((line) => line.trim() !== ''));
    tail.splice(0, Math.max(0, tail.length - FAILURE_TAIL_LINES));
  };
  const stdout = captureOutput || log ? 'pipe' : 'inherit';
  return new Promise((resolve, reject) => {
    let settled = false;
    // A command that cannot start reports 'error' and may still report 'close': the first one counts.
    const settle = (/** @type {() => void} */ done) => {
      if (settled) return;
      settled = true;
      if (log) log.end(done);
      else done();
    };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', stdout, log ? 'pipe' : 'inherit'] });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => {
      if (captureOutput) output += chunk;
      else keep(chunk);
    });
    child.stderr?.setEncoding('utf8').on('data', keep);
    child.once('error', (error) => {
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
      settle(() => reject(new CommandError(missing ? `${command} is not installed (or not on PATH)` : `${shown}: ${error.message}`, 127)));
    });
    child.once('close', (code, signal) => {
      if (code === 0) return settle(() => resolve(output));
      // A signal (Ctrl-C reaches the whole foreground process group) maps to the shell's 128 + n convention.
      const exitCode = code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
      const how = code === null ? `was stopped by ${signal}` : `failed with exit code ${code}`;
      const lastLines = logFile && tail.length > 0 ? `. Its last lines (all of them in ${logFile}):\n${tail.join('\n')}` : '';
      settle(() => reject(new CommandError(`\`${shown}\` ${how}${lastLines}`, exitCode, output)));
    });
  });
}

/**
 * Runs a command to completion with its output on our terminal (or in the log file, see writeCommandOutputTo).
 * @param {string} command
 * @param {string[]} args
 * @param {CommandOptions} [options]
 * @returns {Promise<void>}
 */
export async function runCommand(command, args, options = {}) {
  await execute(command, args, { ...options, captureOutput: false });
}

/**
 * Runs a command to completion and returns what it wrote to stdout (stderr goes where runCommand's output goes).
 * @param {string} command
 * @param {string[]} args
 * @param {CommandOptions} [options]
 */
export function captureCommand(command, args, options = {}) {
  return execute(command, args, { ...options, captureOutput: true });
}

/**
 * The absolute path of an executable found on PATH, or null.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 */
export function findOnPath(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this PATH entry
    }
  }
  return null;
}
