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

/**
 * The two Debian Chromium packages the scripts drive, each with the variable that names another
 * binary instead: the full browser for the benchmarks (Lighthouse measures what a visitor's Chrome
 * does), the headless shell for the journeys (the old headless mode, without the full browser's
 * window machinery: a third less of Chromium's CPU for the same journeys).
 */
const CHROMIUM_BUILDS = {
  full: { debianPackage: 'chromium', binary: '/usr/bin/chromium', variable: 'CHROMIUM_PATH' },
  'headless-shell': { debianPackage: 'chromium-headless-shell', binary: '/usr/bin/chromium-headless-shell', variable: 'CHROMIUM_HEADLESS_SHELL_PATH' },
};

/**
 * Makes sure a Chromium exists and returns its path: the one the build's variable names when set
 * (the journeys read CHROMIUM_HEADLESS_SHELL_PATH too), otherwise Debian's package, installed with
 * apt-get when missing and we are root.
 * @param {NodeJS.ProcessEnv} env
 * @param {keyof typeof CHROMIUM_BUILDS} build `full` for the benchmarks, `headless-shell` for the journeys
 */
export async function ensureChromium(env, build) {
  const { debianPackage, binary, variable } = CHROMIUM_BUILDS[build];
  const named = env[variable];
  if (named) {
    if (!existsSync(named)) throw new Error(`${variable}=${named} does not exist.`);
    return named;
  }
  if (existsSync(binary)) return binary;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !findOnPath('apt-get', env)) {
    throw new Error(`${binary} is missing. Install Debian's package as root: apt-get update && apt-get install -y ${debianPackage}`);
  }
  step(`Installing Chromium (apt-get install ${debianPackage})`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  await runCommand('apt-get', ['update'], { env: aptEnv });
  await runCommand('apt-get', ['install', '-y', debianPackage], { env: aptEnv });
  if (!existsSync(binary)) throw new Error(`apt-get installed ${debianPackage}, but ${binary} does not exist`);
  return binary;
}
