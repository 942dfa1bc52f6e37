import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
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
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', 'inherit'] });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', (error) => {
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT';
      reject(new CommandError(missing ? `${command} is not installed (or not on PATH)` : `${shown}: ${error.message}`, 127));
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve(output);
      // A signal (Ctrl-C reaches the whole foreground process group) maps to the shell's 128 + n convention.
      const exitCode = code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
      const how = code === null ? `was stopped by ${signal}` : `failed with exit code ${code}`;
      reject(new CommandError(`\`${shown}\` ${how}`, exitCode, output));
    });
  });
}

/**
 * Runs a command to completion with its output on our terminal.
 * @param {string} command
 * @param {string[]} args
 * @param {CommandOptions} [options]
 * @returns {Promise<void>}
 */
export async function runCommand(command, args, options = {}) {
  await execute(command, args, { ...options, captureOutput: false });
}

/**
 * Runs a command to completion and returns what it wrote to stdout (stderr stays on the terminal).
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
