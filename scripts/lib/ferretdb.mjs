import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { captureCommand, findOnPath, runCommand } from './commands.mjs';
import { step } from './output.mjs';
import { toolsBinDir } from './repo.mjs';

export const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
export const FERRETDB_VERSION = 'v1.24.2';

/**
 * FERRETDB_BIN, or where the scripts build it (the test harness looks in the same place).
 * @param {NodeJS.ProcessEnv} env
 */
export function ferretDbBinary(env) {
  return env.FERRETDB_BIN || join(toolsBinDir, 'ferretdb');
}

/**
 * @param {string} binary
 * @param {string} [expectedVersion] checked when given
 */
async function answersVersion(binary, expectedVersion) {
  if (!existsSync(binary)) return false;
  try {
    const output = await captureCommand(binary, ['--version']);
    return expectedVersion === undefined || output.includes(`version: ${expectedVersion}`);
  } catch {
    return false;
  }
}

/**
 * Makes a copy of the read-only Go module cache writable (so it can be edited and removed).
 * @param {string} dir
 */
async function makeWritable(dir) {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await makeWritable(path);
    else if (entry.isFile()) await chmod(path, 0o644);
  }
}

/**
 * `go mod download -json` prints a JSON report, also when it fails (with an Error field).
 * @param {string} moduleRef
 * @param {string} cwd
 * @returns {Promise<string>} the folder of the module's source in the Go module cache
 */
async function downloadModule(moduleRef, cwd) {
  let report;
  try {
    report = await captureCommand('go', ['mod', 'download', '-json', moduleRef], { cwd });
  } catch (error) {
    report = /** @type {import('./commands.mjs').CommandError} */ (error).output || '{}';
  }
  let parsed;
  try {
    parsed = JSON.parse(report);
  } catch {
    parsed = { Error: report.trim() };
  }
  if (parsed.Error || !parsed.Dir) throw new Error(`go mod download ${moduleRef} failed: ${parsed.Error ?? 'no source folder reported'}`);
  return parsed.Dir;
}

/**
 * Builds FerretDB from its module source. `go install …@v1.24.2` cannot be used: the Go proxy
 * refuses the module's version list, and the module source lacks build/version/version.txt, so
 * a binary built from it panics at start. `go mod download` of the exact version works; the
 * version file is written into a writable copy before building.
 * @param {string} target
 */
async function buildFromSource(target) {
  if (!findOnPath('go')) {
    throw new Error('Go is needed once to build FerretDB (the local MongoDB-compatible database). Install Go, or set MONGODB_URI to a MongoDB server.');
  }
  step(`Building FerretDB ${FERRETDB_VERSION} with Go into .local/tools/bin (first run only, 1–2 minutes)`);
  const workDir = await mkdtemp(join(tmpdir(), 'trek-ferretdb-build-'));
  // Built next to the target and renamed, so an interrupted build never leaves a broken binary.
  const partial = `${target}.partial-${process.pid}`;
  try {
    const moduleRef = `${FERRETDB_MODULE}@${FERRETDB_VERSION}`;
    // Run outside any Go module, so a go.mod above the working directory cannot interfere.
    const moduleSource = await downloadModule(moduleRef, workDir);
    const source = join(workDir, 'src');
    await cp(moduleSource, source, { recursive: true });
    await makeWritable(source);
    await writeFile(join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);

    await mkdir(dirname(target), { recursive: true });
    const GOFLAGS = [process.env.GOFLAGS, '-buildvcs=false'].filter(Boolean).join(' ');
    await runCommand('go', ['build', '-o', partial, './cmd/ferretdb'], { cwd: source, env: { ...process.env, GOFLAGS } });
    await rename(partial, target);
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * Makes sure a FerretDB binary exists unless MONGODB_URI names a server. Returns the binary, or
 * null when MONGODB_URI is set.
 * @param {NodeJS.ProcessEnv} env
 */
export async function ensureFerretDb(env) {
  if (env.MONGODB_URI) return null;
  const binary = ferretDbBinary(env);
  if (env.FERRETDB_BIN) {
    if (!(await answersVersion(binary))) throw new Error(`FERRETDB_BIN=${binary} is not a FerretDB binary that runs (\`${binary} --version\` failed)`);
    return binary;
  }
  if (await answersVersion(binary, FERRETDB_VERSION)) return binary;
  await buildFromSource(binary);
  if (!(await answersVersion(binary, FERRETDB_VERSION))) {
    throw new Error(`FerretDB was built, but \`${binary} --version\` does not report ${FERRETDB_VERSION}`);
  }
  return binary;
}
