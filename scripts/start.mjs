// `npm start`: installs what is missing (Node 24 on an older Node, pnpm, dependencies, FerretDB),
// builds, and runs the whole system locally until Ctrl-C. It prints one line per step and a banner
// once the stack is ready; what the installs and builds print goes to <data>/logs/build.log.
// Plain node built-ins only: it runs before anything is installed.
/* global AbortController */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { stripVTControlCharacters } from 'node:util';
import { CommandError, writeCommandOutputTo } from './lib/commands.mjs';
import { claimDataFolder } from './lib/data-folder.mjs';
import { ensureFerretDb } from './lib/ferretdb.mjs';
import { rerunOnSupportedNode } from './lib/node-runtime.mjs';
import { bold, dim, green, reportFailure, step } from './lib/output.mjs';
import { dataDirFrom } from './lib/repo.mjs';
import { startStack } from './lib/stack.mjs';
import { ensurePnpm, installDependencies } from './lib/tools.mjs';
import { buildWorkspace } from './lib/workspace-build.mjs';

const DEFAULT_PORT = 8080;

/** @param {NodeJS.ProcessEnv} env */
function gatewayPort(env) {
  if (!env.PORT) return DEFAULT_PORT;
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PORT must be a port number (1–65535), not ${JSON.stringify(env.PORT)}`);
  return port;
}

/** @param {import('./lib/stack.mjs').RunningStack} stack */
function printWhereEverythingIs(stack) {
  const rows = [
    ['Organizer setup key', `${stack.setupKey}  ${dim(`(register organizers with it; from ${stack.setupKeySource})`)}`],
    ['Data folder', stack.dataDir],
    ['MongoDB', stack.summary.mongo],
    ['Redis', stack.summary.redis],
    ['Uploads', stack.summary.uploads],
    ['Email', stack.summary.mail],
  ];
  const width = Math.max(...rows.map(([label]) => label?.length ?? 0));
  console.log('');
  console.log(`  ${green('●')} ${bold('Mexico Trek is running at')} ${bold(green(stack.url))}`);
  console.log('');
  for (const [label, value] of rows) console.log(`    ${(label ?? '').padEnd(width)}  ${value}`);
  console.log('');
  console.log(`    ${dim('A process that crashes is restarted. Press Ctrl-C to stop; data is kept for the next start.')}`);
  console.log('');
}

/**
 * Where the processes' log lines go: into `path` until the stack is ready (a failed start names
 * it), then to the terminal.
 * @param {string} path
 */
function startLog(path) {
  /** @type {import('node:fs').WriteStream | undefined} */
  let file;
  let onTerminal = false;
  return {
    path,
    log: (/** @type {string} */ line) => {
      if (onTerminal) {
        process.stdout.write(`${line}\n`);
        return;
      }
      // Opened at the first line, once the stack has claimed the data folder.
      file ??= createWriteStream(path);
      file.write(`${stripVTControlCharacters(line)}\n`);
    },
    toTerminal: () => {
      onTerminal = true;
      file?.end();
    },
  };
}

/**
 * Calls `stop` once the process that started us (npm) is gone: the stack ends with the command
 * that runs it, even when that command was killed without a chance to pass a signal on.
 * @param {() => void} stop
 */
function stopWhenParentDies(stop) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, 1_000);
  timer.unref();
}

async function main() {
  const port = gatewayPort(process.env);
  // Before installing or building: a second start on the same data folder would rebuild the code
  // under the running stack before finding out that it cannot run.
  const releaseDataFolder = await claimDataFolder(dataDirFrom(process.env));
  try {
    return await runStack(port);
  } finally {
    await releaseDataFolder();
  }
}

/** @param {number} port */
async function runStack(port) {
  const logsDir = join(dataDirFrom(process.env), 'logs');
  writeCommandOutputTo(join(logsDir, 'build.log'));
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm, { ci: process.env.CI === 'true' });
  await ensureFerretDb(process.env);
  await buildWorkspace(pnpm);

  const stopBeforeReady = new AbortController();
  /** @type {import('./lib/stack.mjs').RunningStack | undefined} */
  let stack;
  const requestStop = () => {
    if (stack) void stack.stop();
    else stopBeforeReady.abort(new Error('stopped while starting'));
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, requestStop);
  stopWhenParentDies(requestStop);

  step('Starting FerretDB, Redis, the services and the gateway');
  const processLog = startLog(join(logsDir, 'start.log'));
  try {
    stack = await startStack({ port, signal: stopBeforeReady.signal, log: processLog.log });
  } catch (error) {
    processLog.toTerminal();
    if (stopBeforeReady.signal.aborted) {
      step('Stopped.');
      return 0;
    }
    step(`The processes' log lines are in ${processLog.path}`);
    throw error;
  }
  processLog.toTerminal();
  printWhereEverythingIs(stack);
  await stack.exited;
  step('Stopped.');
  return 0;
}

// When the reader of our output goes away first (Ctrl-C also ends a `| tee`), writing fails with
// EPIPE; losing the log must not cut the orderly stop short.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

try {
  process.exitCode = (await rerunOnSupportedNode()) ?? (await main());
} catch (error) {
  reportFailure(error, error instanceof CommandError ? error.exitCode : 1);
}
