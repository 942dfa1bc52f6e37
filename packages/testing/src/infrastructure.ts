import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnManaged, type ManagedProcess } from './processes.js';
import { freePort, waitForPort } from './ports.js';
import { ferretdbBinary } from './repo.js';

/** An S3 store with a bucket the suite may write to. */
export interface S3Store {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Infrastructure {
  mongoUri: string;
  redisUrl: string;
  /** Only when a Docker engine answers and the suite asked for S3: MinIO in a container. Otherwise the suite runs its own (s3rver). */
  s3?: S3Store;
  /** How each part was provided, for the log line. */
  sources: { mongo: string; redis: string; s3?: string };
  stop: () => Promise<void>;
}

/** What a suite needs besides MongoDB and Redis (its jest config says so, see jest-preset.js). */
export interface InfrastructureNeeds {
  s3?: boolean;
}

/** The images of the container branch: the versions docker-compose.yml runs. */
const IMAGES = { mongo: 'mongo:7.0.25', redis: 'redis:7.4.2', minio: 'minio/minio:RELEASE.2025-04-22T22-12-26Z' };

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

async function startContainers(needs: InfrastructureNeeds): Promise<{ mongoUri: string; redisUrl: string; s3?: S3Store; stop: Stop }> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const minioUser = 'trek-test';
  const minioPassword = 'trek-test-secret';
  const [mongo, redis, minio] = await Promise.all([
    new GenericContainer(IMAGES.mongo).withExposedPorts(27017).withWaitStrategy(Wait.forListeningPorts()).start(),
    new GenericContainer(IMAGES.redis).withExposedPorts(6379).withWaitStrategy(Wait.forListeningPorts()).start(),
    needs.s3
      ? new GenericContainer(IMAGES.minio)
          .withEnvironment({ MINIO_ROOT_USER: minioUser, MINIO_ROOT_PASSWORD: minioPassword })
          .withCommand(['server', '/data'])
          .withExposedPorts(9000)
          .withWaitStrategy(Wait.forHttp('/minio/health/ready', 9000))
          .start()
      : undefined,
  ]);
  let s3: S3Store | undefined;
  if (minio) {
    const bucket = 'trek-media-test';
    // The image's own client creates the bucket inside the container.
    for (const command of [['mc', 'alias', 'set', 'local', 'http://127.0.0.1:9000', minioUser, minioPassword], ['mc', 'mb', `local/${bucket}`]]) {
      const result = await minio.exec(command);
      if (result.exitCode !== 0) throw new Error(`${command.slice(0, 2).join(' ')} failed in the MinIO container: ${result.output}`);
    }
    s3 = { endpoint: `http://${minio.getHost()}:${minio.getMappedPort(9000)}`, bucket, accessKeyId: minioUser, secretAccessKey: minioPassword };
  }
  return {
    mongoUri: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    s3,
    stop: async () => {
      await Promise.all([mongo.stop(), redis.stop(), minio?.stop()]);
    },
  };
}

/**
 * The servers every suite runs against: MONGODB_URI / REDIS_URL when set; containers when a
 * Docker engine answers (MongoDB 7, Redis, and MinIO for a suite that needs S3); otherwise FerretDB
 * (SQLite) and redis-server started here on loopback, and a suite that needs S3 runs s3rver itself.
 * The SMTP sink is in-process on every host (startSmtpSink): tests refuse deliveries on demand,
 * which no mail-catching container does.
 */
export async function startInfrastructure(env: NodeJS.ProcessEnv = process.env, needs: InfrastructureNeeds = {}): Promise<Infrastructure> {
  const stops: Stop[] = [];
  let mongoUri = env.MONGODB_URI;
  let redisUrl = env.REDIS_URL;
  let s3: S3Store | undefined;
  const sources: Infrastructure['sources'] = { mongo: mongoUri ? 'MONGODB_URI' : '', redis: redisUrl ? 'REDIS_URL' : '' };

  if ((!mongoUri || !redisUrl) && (await dockerEngineAnswers())) {
    const containers = await startContainers(needs);
    stops.push(containers.stop);
    mongoUri ??= containers.mongoUri;
    redisUrl ??= containers.redisUrl;
    s3 = containers.s3;
    sources.mongo ||= `testcontainers ${IMAGES.mongo}`;
    sources.redis ||= `testcontainers ${IMAGES.redis}`;
    if (s3) sources.s3 = `testcontainers ${IMAGES.minio}`;
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
    ...(s3 ? { s3 } : {}),
    sources,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
