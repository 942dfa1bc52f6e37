import { existsSync } from 'node:fs';
import { findOnPath } from './commands.mjs';
import { ferretDbBinary } from './ferretdb.mjs';
import { waitForPort, waitForRedis } from './readiness.mjs';

const INFRASTRUCTURE_LAYER = 0;
const START_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} Provision
 * @property {ReturnType<typeof import('./supervisor.mjs').createSupervisor>} supervisor
 * @property {NodeJS.ProcessEnv} env
 * @property {{ next: () => Promise<number> }} ports
 * @property {AbortSignal} signal
 */

/**
 * @typedef {object} Provided
 * @property {string} url
 * @property {string} description for the start-up summary
 */

/**
 * How the stack runs FerretDB: SQLite files in `dir`, on loopback.
 * @param {{ dir: string, port: number, debugAddress?: string | undefined }} options `debugAddress`
 *   (host:port, FERRETDB_DEBUG_ADDR) serves its metrics and profiles, for benchmarks; off otherwise
 */
export function ferretDbArguments({ dir, port, debugAddress }) {
  return [
    '--handler=sqlite',
    // WAL (FerretDB's default) without an fsync per commit: a killed process loses nothing, a
    // power cut the last moments, as MongoDB's default write concern (journal every 100 ms).
    // Each commit's fsync held every write behind it: p99 of submissions at 50/s, 35 -> 18 ms.
    `--sqlite-url=file:${dir}/?_pragma=synchronous(normal)`,
    `--listen-addr=127.0.0.1:${port}`,
    `--state-dir=${dir}`,
    '--telemetry=disable',
    `--debug-addr=${debugAddress || '-'}`,
    // WARN prints a line for every client session closed at shutdown (FerretDB lacks endSessions).
    '--log-level=ERROR',
  ];
}

/**
 * MongoDB: MONGODB_URI when set; otherwise FerretDB with its SQLite files in `dir`.
 * @param {Provision & { dir: string }} provision
 * @returns {Promise<Provided>}
 */
export async function provideMongo({ supervisor, env, ports, signal, dir }) {
  if (env.MONGODB_URI) return { url: env.MONGODB_URI, description: 'MONGODB_URI' };
  const binary = ferretDbBinary(env);
  if (!existsSync(binary)) {
    throw new Error(`FerretDB is not installed at ${binary}: run npm start or npm test (they build it), or set MONGODB_URI.`);
  }
  const port = await ports.next();
  supervisor.start({
    name: 'ferretdb',
    command: binary,
    args: ferretDbArguments({ dir, port, debugAddress: env.FERRETDB_DEBUG_ADDR }),
    env,
    layer: INFRASTRUCTURE_LAYER,
  });
  await waitForPort(port, { what: 'FerretDB', timeoutMs: START_TIMEOUT_MS, signal });
  return { url: `mongodb://127.0.0.1:${port}/`, description: `FerretDB on 127.0.0.1:${port} (SQLite files in ${dir})` };
}

/**
 * Redis: REDIS_URL when set; otherwise a redis-server of this stack's own, with its append-only
 * file in `dir`. Never one that happens to answer on 6379: two stacks sharing it would take each
 * other's email jobs and share rate-limit counts. The append-only file (fsynced every second)
 * keeps queued jobs when redis-server is restarted after a crash or stopped with the stack.
 * @param {Provision & { dir: string }} provision
 * @returns {Promise<Provided>}
 */
export async function provideRedis({ supervisor, env, ports, signal, dir }) {
  if (env.REDIS_URL) return { url: env.REDIS_URL, description: 'REDIS_URL' };
  if (!findOnPath('redis-server', env)) {
    throw new Error('redis-server is not installed. Install it (apt-get install redis-server) or set REDIS_URL.');
  }
  const port = await ports.next();
  supervisor.start({
    name: 'redis-server',
    command: 'redis-server',
    args: [
      '--port', String(port),
      '--bind', '127.0.0.1',
      '--dir', dir,
      '--appendonly', 'yes',
      '--appendfsync', 'everysec',
      // The append-only file is the copy that counts; snapshots would only duplicate it.
      '--save', '',
      '--loglevel', 'warning',
    ],
    env,
    layer: INFRASTRUCTURE_LAYER,
  });
  await waitForRedis(port, { what: 'redis-server', timeoutMs: START_TIMEOUT_MS, signal });
  const url = `redis://127.0.0.1:${port}`;
  return { url, description: `${url} (redis-server started here, append-only file in ${dir})` };
}
