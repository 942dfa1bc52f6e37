import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { findOnPath, runCommand } from './commands.mjs';
import { step } from './output.mjs';
import { repoRoot, toolsDir } from './repo.mjs';

const pnpmPrefix = join(toolsDir, 'pnpm');
const pnpmBinary = join(pnpmPrefix, 'node_modules', '.bin', 'pnpm');

/** The pnpm version the repository pins in package.json `packageManager` (e.g. pnpm@10.34.9). */
export function pinnedPnpmVersion() {
  const { packageManager } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(packageManager ?? '');
  if (!match?.[1]) throw new Error(`package.json "packageManager" should name a pnpm version, found ${JSON.stringify(packageManager)}`);
  return match[1];
}

function installedPnpmVersion() {
  const manifest = join(pnpmPrefix, 'node_modules', 'pnpm', 'package.json');
  if (!existsSync(manifest) || !existsSync(pnpmBinary)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * pnpm is not installed globally on our machines: the pinned version goes into the git-ignored
 * .local/tools/pnpm with plain npm. Returns the binary to run.
 */
export async function ensurePnpm() {
  const version = pinnedPnpmVersion();
  if (installedPnpmVersion() !== version) {
    step(`Installing pnpm ${version} into .local/tools/pnpm`);
    await runCommand('npm', ['install', '--prefix', pnpmPrefix, `pnpm@${version}`, '--no-audit', '--no-fund', '--loglevel=error']);
  }
  return pnpmBinary;
}

/**
 * The environment for pnpm and what it runs: our pnpm first on PATH, so package scripts that call
 * `pnpm` get the same version.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function pnpmEnvironment(env = process.env) {
  return { ...env, PATH: [dirname(pnpmBinary), env.PATH].filter(Boolean).join(delimiter) };
}

/**
 * `pnpm install`; the lockfile is frozen on CI. pnpm only does work when something changed.
 * @param {string} pnpm
 * @param {{ ci: boolean }} options
 */
export async function installDependencies(pnpm, { ci }) {
  step(ci ? 'Installing dependencies (pnpm install --frozen-lockfile)' : 'Installing dependencies (pnpm install)');
  // Without a terminal, pnpm would stop at its "remove node_modules?" question instead of answering it.
  const args = ['install', '--config.confirm-modules-purge=false', ...(ci ? ['--frozen-lockfile'] : [])];
  await runCommand(pnpm, args, { env: pnpmEnvironment() });
}

/** Where Debian's `chromium` package puts the browser the end-to-end suite drives. */
const debianChromium = '/usr/bin/chromium';

/**
 * Makes sure the browser for the end-to-end suite exists: CHROMIUM_PATH when set (the suite reads
 * it too), otherwise Debian's Chromium, installed with apt-get when missing and we are root.
 * @param {NodeJS.ProcessEnv} env
 */
export async function ensureChromium(env) {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist.`);
    return env.CHROMIUM_PATH;
  }
  if (existsSync(debianChromium)) return debianChromium;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !findOnPath('apt-get', env)) {
    throw new Error(
      `The browser tests need Chromium at ${debianChromium}. Install Debian's package as root: apt-get update && apt-get install -y chromium`,
    );
  }
  step('Installing Chromium for the browser tests (apt-get install chromium)');
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  await runCommand('apt-get', ['update'], { env: aptEnv });
  await runCommand('apt-get', ['install', '-y', 'chromium'], { env: aptEnv });
  if (!existsSync(debianChromium)) throw new Error(`apt-get installed chromium, but ${debianChromium} does not exist`);
  return debianChromium;
}
