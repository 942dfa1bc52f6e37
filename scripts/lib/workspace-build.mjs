import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { runCommand } from './commands.mjs';
import { step } from './output.mjs';
import { repoRoot } from './repo.mjs';
import { APPS, sourceEntryPoint } from './services.mjs';
import { pnpmEnvironment } from './tools.mjs';

const webDir = join(repoRoot, 'web');

/**
 * What the web bundle is made from and where it is built. The stamp records the digest of the
 * inputs the last successful build saw; it sits in the folder written last, so a build cut short
 * leaves no stamp.
 * @typedef {object} WebBuildLayout
 * @property {string} root paths are digested relative to it
 * @property {string[]} inputs files and folders the bundle is built from
 * @property {Set<string>} skipped folders inside the inputs that are not inputs
 * @property {string[]} outputs files a usable build has
 * @property {string} stampFile
 */

/** @type {WebBuildLayout} */
export const WEB_BUILD = {
  root: repoRoot,
  // The app itself, the shared contracts it reads as source, the dependency versions.
  inputs: [webDir, join(repoRoot, 'packages', 'contracts', 'src'), join(repoRoot, 'pnpm-lock.yaml')],
  skipped: new Set([join(webDir, 'node_modules'), join(webDir, 'dist'), join(webDir, 'dist-server'), join(webDir, 'coverage')]),
  outputs: [join(webDir, 'dist', 'index.html'), join(webDir, 'dist-server', 'entry-server.js')],
  stampFile: join(webDir, 'dist-server', '.inputs-digest'),
};

/**
 * The files under a path, skipping the given folders.
 * @param {string} path
 * @param {Set<string>} skipped
 * @returns {Promise<string[]>}
 */
async function filesUnder(path, skipped) {
  if (skipped.has(path)) return [];
  const entries = await readdir(path, { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === null) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name), skipped)));
  return nested.flat();
}

/**
 * A digest of the inputs' names and contents. Contents rather than modification times: installing
 * dependencies, a build writing beside its sources or a checkout touch files without changing them.
 * @param {WebBuildLayout} layout
 */
async function webInputsDigest(layout) {
  const files = (await Promise.all(layout.inputs.map((input) => filesUnder(input, layout.skipped)))).flat();
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(layout.root, path)).sort()) {
    hash.update(`${file}\0`);
    hash.update(createHash('sha256').update(await readFile(join(layout.root, file))).digest());
  }
  return hash.digest('hex');
}

/**
 * The digest to stamp after building, or null when the build is current (its outputs exist and
 * its stamp holds the inputs' digest).
 * @param {WebBuildLayout} layout
 * @returns {Promise<string | null>}
 */
export async function webBuildNeeded(layout) {
  const digest = await webInputsDigest(layout);
  const stamped = await readFile(layout.stampFile, 'utf8').catch(() => '');
  return layout.outputs.every((output) => existsSync(output)) && stamped.trim() === digest ? null : digest;
}

/** Refuses to build a stack with an app that has no entry point yet. */
export function assertAppsHaveEntryPoints() {
  const unwritten = APPS.filter((app) => !existsSync(sourceEntryPoint(app))).map((app) => app.folder);
  if (unwritten.length > 0) {
    throw new Error(`Cannot build the stack: ${unwritten.join(', ')} ${unwritten.length === 1 ? 'has' : 'have'} no src/main.ts yet.`);
  }
}

/** The solution `tsc -b` builds: every service's and package's sources (not their tests). */
export const TYPESCRIPT_SOLUTION = 'tsconfig.build.json';

/** What compiles every node package (tsc -b is incremental, so a rebuild is quick). */
export const TYPESCRIPT_BUILD_ARGS = ['exec', 'tsc', '-b', TYPESCRIPT_SOLUTION];

/**
 * Builds the SPA into web/dist and its server render into web/dist-server unless the sources are
 * the ones they were built from.
 * @param {string} pnpm
 * @param {(command: string, args: string[]) => Promise<void>} run runs a command, throwing when it fails
 * @param {() => void} [announce] called before building
 * @returns {Promise<boolean>} whether it built
 */
export async function buildWebUnlessCurrent(pnpm, run, announce = () => {}) {
  const digest = await webBuildNeeded(WEB_BUILD);
  if (digest === null) return false;
  announce();
  await run(pnpm, ['--filter', '@trek/web', 'build']);
  await writeFile(WEB_BUILD.stampFile, `${digest}\n`);
  return true;
}

/**
 * Builds what the stack runs: every node package, then the web app unless it is current.
 * @param {string} pnpm
 */
export async function buildWorkspace(pnpm) {
  assertAppsHaveEntryPoints();
  const env = pnpmEnvironment();
  step('Compiling the TypeScript packages (tsc -b tsconfig.build.json)');
  await runCommand(pnpm, TYPESCRIPT_BUILD_ARGS, { env });
  const run = (/** @type {string} */ command, /** @type {string[]} */ args) => runCommand(command, args, { env });
  const built = await buildWebUnlessCurrent(pnpm, run, () => step('Building the web app into web/dist'));
  if (!built) step('Web app is up to date (web/dist was built from these sources)');
}
