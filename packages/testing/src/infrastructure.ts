import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnManaged, type ManagedProcess } from './processes.js';
import { freePort, waitForPort } from './ports.js';
import { ferretdbBinary } from './repo.js';

export interface Infrastructure {
  mongoUri: string;
  redisUrl: string;
  /** How each part was provided, for the log line. */
  sources: { mongo: string; redis: string };
  stop: () => Promise<void>;
}

type Stop = () => Promise<void>;

/** A Docker engine answers on its socket (the client alone, as on our machines, does not count). */
async function dockerEngineAnswers(): Promise<boolean> {
  const socketPath = '/var/run/docker.sock';
  if (process.env.DOCKER_HOST === undefined && !existsSync(socketPath)) return false;
  if (process.env.DOCKER_HOST !== undefined) return true;
  return new Promise((resolve) => {
    const req = request({ socketPath, path: '/_ping', timeout: 1_000 }, (res) => resolve(res.statusCode === 200));
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
    req.end();
  });
}

async function startFerretDb(): Promise<{ uri: string; stop: Stop }> {
  const binary = ferretdbBinary();
  if (!existsSync(binary)) {
    throw new Error(`FerretDB is not installed at ${binary}. Run \`npm test\` (it installs it) or set MONGODB_URI.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'trek-ferretdb-'));
  const ferret: ManagedProcess = spawnManaged(binary, [
    '--handler=sqlite',
    // As the stack runs it (scripts/lib/infrastructure.mjs): WAL without an fsync per commit.
    `--sqlite-url=file:${dataDir}/?_pragma=synchronous(normal)`,
    `--listen-addr=127.0.0.1:${port}`,
    `--state-dir=${dataDir}`,
    '--telemetry=disable',
    '--debug-addr=-',
    '--log-level=ERROR',
  ]);
  try {
    await waitForPort(port, { what: 'FerretDB' });
  } catch (error) {
    await ferret.stop();
    throw new Error(`${(error as Error).message}\n${ferret.output()}`, { cause: error });
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    stop: async () => {
      await ferret.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function startRedisServer(): Promise<{ url: string; stop: Stop }> {
  const port = await freePort();
  const redis = spawnManaged('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const failed = new Promise<never>((_, reject) =>
    redis.child.once('error', (error) =>
      reject(new Error(`redis-server could not start (${error.message}). Install it (apt-get install redis-server) or set REDIS_URL.`)),
    ),
  );
  await Promise.race([waitForPort(port, { what: 'redis-server' }), failed]);
  return { url: `redis://127.0.0.1:${port}`, stop: redis.stop };
}

async function startContainers(): Promise<{ mongoUri: string; redisUrl: string; stop: Stop }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [mongo, redis] = await Promise.all([
    new GenericContainer('mongo:7').withExposedPorts(27017).withWaitStrategy(Wait.forListeningPorts()).start(),
    new GenericContainer('redis:7').withExposedPorts(6379).withWaitStrategy(Wait.forListeningPorts()).start(),
  ]);
  return {
    mongoUri: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    stop: async () => {
      await Promise.all([mongo.stop(), redis.stop()]);
    },
  };
}

/**
 * The servers every suite runs against: MONGODB_URI / REDIS_URL when set; containers when a
 * Docker engine answers; otherwise FerretDB (SQLite) and redis-server started here on loopback.
 */
export async function startInfrastructure(env: NodeJS.ProcessEnv = process.env): Promise<Infrastructure> {
  const stops: Stop[] = [];
  let mongoUri = env.MONGODB_URI;
  let redisUrl = env.REDIS_URL;
  const sources = { mongo: mongoUri ? 'MONGODB_URI' : '', redis: redisUrl ? 'REDIS_URL' : '' };

  if ((!mongoUri || !redisUrl) && (await dockerEngineAnswers())) {
    const containers = await startContainers();
    stops.push(containers.stop);
    mongoUri ??= containers.mongoUri;
    redisUrl ??= containers.redisUrl;
    sources.mongo ||= 'testcontainers mongo:7';
    sources.redis ||= 'testcontainers redis:7';
  }
  if (!mongoUri) {
    const ferret = await startFerretDb();
    stops.push(ferret.stop);
    mongoUri = ferret.uri;
    sources.mongo = 'FerretDB 1.24 (SQLite) on loopback';
  }
  if (!redisUrl) {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    redisUrl = redis.url;
    sources.redis = 'redis-server on loopback';
  }
  return {
    mongoUri,
    redisUrl,
    sources,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
