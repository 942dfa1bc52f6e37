// The Node the scripts, pnpm, the services and the test runners run on. Plain node built-ins only:
// this runs first, under whatever Node the machine has.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { constants } from 'node:os';
import { CommandError, captureCommand, runCommand } from './commands.mjs';
import { reportFailure, step } from './output.mjs';
import { repoRoot, toolsDir } from './repo.mjs';

/** The oldest Node major the repository supports (package.json `engines`); Node 20's support ended in April 2026. */
export const SUPPORTED_NODE_MAJOR = 24;

/**
 * The Node 24 LTS release installed when the machine's Node is older. The images use the same
 * version (deploy/Dockerfile); a scripts test keeps the two and `engines` in step.
 */
export const PINNED_NODE_VERSION = '24.21.0';

/** Set in the environment of the script run again under the installed Node, so it never loops. */
const RERUN_MARKER = 'TREK_RERUN_ON_PINNED_NODE';

const nodePrefix = join(toolsDir, 'node');

/**
 * The npm package that carries Node's official binary for this machine inside its tarball
 * (bin/node, no install script, so nothing is fetched from nodejs.org). Published for Linux only.
 * @param {NodeJS.Platform} platform
 * @param {string} arch
 */
export function nodeBinaryPackage(platform, arch) {
  return platform === 'linux' && (arch === 'x64' || arch === 'arm64') ? `node-${platform}-${arch}` : null;
}

/** @param {string} version e.g. 20.20.2 */
export function isSupportedNodeVersion(version) {
  return Number(version.split('.')[0]) >= SUPPORTED_NODE_MAJOR;
}

/** @param {string} packageName */
const installedNodeBinary = (packageName) => join(nodePrefix, 'node_modules', packageName, 'bin', 'node');

/** @param {string} packageName */
function installedNodeVersion(packageName) {
  const manifest = join(nodePrefix, 'node_modules', packageName, 'package.json');
  if (!existsSync(manifest) || !existsSync(installedNodeBinary(packageName))) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * The pinned Node in the git-ignored .local/tools/node, installed with plain npm when missing or
 * another version. It is installed beside and moved into place, so a run that stops half-way (or
 * a second run at the same time) never leaves a half-installed Node behind. Returns the binary.
 */
async function ensurePinnedNode() {
  const packageName = nodeBinaryPackage(process.platform, process.arch);
  if (!packageName) {
    throw new Error(
      `This repository runs on Node ${SUPPORTED_NODE_MAJOR} or later; this machine has Node ${process.version}, and the scripts can install Node ${SUPPORTED_NODE_MAJOR} ` +
        `for Linux (x64, arm64) only. Install Node ${SUPPORTED_NODE_MAJOR} LTS (https://nodejs.org) and run this again.`,
    );
  }
  if (installedNodeVersion(packageName) !== PINNED_NODE_VERSION) {
    step(`Installing Node ${PINNED_NODE_VERSION} into .local/tools/node (npm package ${packageName}; this machine has Node ${process.version})`);
    await mkdir(toolsDir, { recursive: true });
    const staging = await mkdtemp(`${nodePrefix}.installing-`);
    try {
      await runCommand('npm', ['install', '--prefix', staging, `${packageName}@${PINNED_NODE_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error']);
      await rm(nodePrefix, { recursive: true, force: true });
      await rename(staging, nodePrefix);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
  const binary = installedNodeBinary(packageName);
  const version = (await captureCommand(binary, ['--version'])).trim();
  if (version !== `v${PINNED_NODE_VERSION}`) throw new Error(`${binary} answers ${version}, expected v${PINNED_NODE_VERSION}; delete .local/tools/node and run this again.`);
  return binary;
}

/**
 * Runs the current script again under `node`, with its folder first on PATH so that pnpm, the
 * package scripts and everything they start (`#!/usr/bin/env node`) run on it too. Signals sent
 * to this process are passed on; answers the exit code.
 * @param {string} node
 * @returns {Promise<number>}
 */
function rerunUnder(node) {
  const binDir = join(node, '..');
  const env = { ...process.env, PATH: [binDir, process.env.PATH].filter(Boolean).join(delimiter), [RERUN_MARKER]: '1' };
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], { cwd: process.cwd(), env, stdio: 'inherit' });
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 1));
    });
  });
}

/**
 * Makes the calling script (npm start, npm test) run on a supported Node: on Node 24 or later it
 * says which Node and answers null, and the script carries on; on an older Node it installs the
 * pinned Node 24 into .local/tools/node (once), runs the script again under it and answers that
 * run's exit code, which the caller exits with.
 * @returns {Promise<number | null>}
 */
export async function rerunOnSupportedNode() {
  if (isSupportedNodeVersion(process.versions.node)) {
    const where = process.execPath.startsWith(repoRoot) ? ' from .local/tools/node' : '';
    step(`Running on Node ${process.version}${where}`);
    return null;
  }
  if (process.env[RERUN_MARKER]) throw new Error(`Running again under Node ${PINNED_NODE_VERSION} still found Node ${process.version} (${process.execPath}).`);
  const node = await ensurePinnedNode();
  step(`Node ${process.version} is past its end of life; running this again under Node ${PINNED_NODE_VERSION} from .local/tools/node`);
  return rerunUnder(node);
}

/**
 * How a benchmark or drill script runs: on a supported Node (see rerunOnSupportedNode), exiting
 * with its `main`'s code (0 when it answers none) or the failure's.
 * @param {() => Promise<number | void>} main
 */
export async function runScriptOnSupportedNode(main) {
  try {
    process.exitCode = (await rerunOnSupportedNode()) ?? (await main()) ?? 0;
  } catch (error) {
    reportFailure(error, error instanceof CommandError ? error.exitCode : 1);
  }
}
