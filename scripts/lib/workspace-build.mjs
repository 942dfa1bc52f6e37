import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runCommand } from './commands.mjs';
import { step } from './output.mjs';
import { repoRoot } from './repo.mjs';
import { APPS, sourceEntryPoint } from './services.mjs';
import { pnpmEnvironment } from './tools.mjs';

const webDir = join(repoRoot, 'web');
const webBuiltIndex = join(webDir, 'dist', 'index.html');
/** The server render of the public pages, built after the browser bundle. */
const webServerEntry = join(webDir, 'dist-server', 'entry-server.js');
/** What the web bundle is made from: the app itself, the shared contracts it reads as source, the dependency versions. */
const webInputs = [webDir, join(repoRoot, 'packages', 'contracts', 'src'), join(repoRoot, 'pnpm-lock.yaml')];
const notWebInputs = new Set([join(webDir, 'node_modules'), join(webDir, 'dist'), join(webDir, 'dist-server')]);

/**
 * The latest modification under a path; folders count too, since deleting a file changes only its folder.
 * @param {string} path
 * @returns {Promise<number>}
 */
async function latestModification(path) {
  if (notWebInputs.has(path)) return 0;
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => latestModification(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** web/dist was built after the last change to anything it is built from. */
async function webBuildIsCurrent() {
  const built = await stat(webBuiltIndex).catch(() => null);
  if (!built || !existsSync(webServerEntry)) return false;
  const inputs = await Promise.all(webInputs.map(latestModification));
  return Math.max(...inputs) < built.mtimeMs;
}

/**
 * Builds what the stack runs: every node package (tsc -b is incremental, so a rebuild is quick),
 * then the SPA into web/dist and its server render into web/dist-server unless they are current.
 * @param {string} pnpm
 */
export async function buildWorkspace(pnpm) {
  const unwritten = APPS.filter((app) => !existsSync(sourceEntryPoint(app))).map((app) => app.folder);
  if (unwritten.length > 0) {
    throw new Error(`Cannot build the stack: ${unwritten.join(', ')} ${unwritten.length === 1 ? 'has' : 'have'} no src/main.ts yet.`);
  }
  const env = pnpmEnvironment();
  step('Compiling the TypeScript packages (tsc -b tsconfig.build.json)');
  await runCommand(pnpm, ['exec', 'tsc', '-b', 'tsconfig.build.json'], { env });
  if (await webBuildIsCurrent()) {
    step('Web app is up to date (web/dist is newer than its sources)');
    return;
  }
  step('Building the web app into web/dist');
  await runCommand(pnpm, ['--filter', '@trek/web', 'build'], { env });
}
