/* global AbortController */
import { resolve } from 'node:path';
import { claimDataFolder, dataFolderLayout } from './data-folder.mjs';
import { provideMongo, provideRedis } from './infrastructure.mjs';
import { createPortAllocator, isPortFree } from './ports.mjs';
import { waitForHttpOk } from './readiness.mjs';
import { ensureFieldEncryptionKey, ensureJwtKeys, ensureOrganizerSetupKey, generateSecret } from './secrets.mjs';
import { APPS, GATEWAY, SERVICES, appEnvironment, entryPoint, unbuiltApps } from './services.mjs';
import { dataDirFrom, repoRoot } from './repo.mjs';
import { createSupervisor, describeExit } from './supervisor.mjs';

const APP_LAYER = 1;
const CRASH_REPORT_LINES = 25;
/** A start whose process lost its port is tried again, on other ports, this many times in all. */
const START_ATTEMPTS = 3;
const ADDRESS_IN_USE = /EADDRINUSE|address already in use/i;

/**
 * @typedef {object} StackOptions
 * @property {string} [dataDir] default: TREK_DATA_DIR, else .local/data
 * @property {number} [port] the gateway's port; 0 or absent picks a free one
 * @property {NodeJS.ProcessEnv} [env] settings are read from it (MONGODB_URI, REDIS_URL, SMTP_URL,
 *   ORGANIZER_SETUP_KEY, JWT_*_KEY, LOG_LEVEL, …) and every process inherits it; default process.env
 * @property {(line: string) => void} [log] receives every log line (default: stdout)
 * @property {AbortSignal} [signal] aborting it while the stack starts stops what was started
 * @property {number} [readyTimeoutMs] how long each process may take to become ready (default 90 s)
 * @property {() => { next: () => Promise<number> }} [portAllocator] where each start takes its ports
 *   from (default: free loopback ports below the kernel's own range, see ports.mjs)
 */

/**
 * @typedef {object} RunningStack
 * @property {string} url the gateway, e.g. http://localhost:8080
 * @property {string} setupKey the organizer setup key the auth service was given
 * @property {string} setupKeySource ORGANIZER_SETUP_KEY or the file it is kept in
 * @property {string} dataDir
 * @property {string} mongoUri the database server the services use (a journey runs a service's scheduled job against it with its own clock)
 * @property {{ mongo: string, redis: string, mail: string, uploads: string }} summary where things are, in words for people
 * @property {(name: string) => number | undefined} pidOf the current process id of one of its processes ('applications',
 *   'gateway', 'ferretdb', 'redis-server', …), undefined while it waits to be restarted or when the stack does not run it
 * @property {(name: string) => number | undefined} portOf the loopback port of the gateway or a service ('content', …)
 * @property {() => Promise<void>} stop stops services and gateway, then FerretDB/redis-server; safe to call twice
 * @property {Promise<void>} exited settles once the stack has stopped (a crashed process is restarted, it does not stop the stack)
 */

/** A process of the stack ended while the stack was starting; its last lines explain why. */
class StartupExitError extends Error {
  /** @param {import('./supervisor.mjs').ProcessExit} exit */
  constructor(exit) {
    const lastLines = exit.lastLines.slice(-CRASH_REPORT_LINES);
    super(`${exit.name} ${describeExit(exit)} while the stack was starting.${lastLines.length ? ` Its last lines:\n${lastLines.join('\n')}` : ''}`);
    this.name = 'StartupExitError';
    this.processName = exit.name;
    /** Its port was taken between being found free and being listened on. */
    this.lostItsPort = lastLines.some((line) => ADDRESS_IN_USE.test(line));
  }
}

/**
 * Starts the whole local system the way `npm start` runs it: FerretDB and Redis (unless
 * MONGODB_URI/REDIS_URL are set), every service and the gateway, each on a free loopback port
 * except the gateway's. Resolves once every /readyz, then the gateway's, answers 200; a process
 * that exits before then fails the start with its last lines, except one that found its port taken
 * meanwhile (by a stack started beside, say): then the whole start is tried again on other ports,
 * up to START_ATTEMPTS starts in all. From then on a process that exits
 * unexpectedly is restarted with backoff while the others keep serving. Needs a build
 * (`npm run build`); installs nothing.
 * @param {StackOptions} [options]
 * @returns {Promise<RunningStack>}
 */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce({ ...options, log });
    } catch (error) {
      const portTakenMeanwhile = error instanceof StartupExitError && error.lostItsPort && !(options.port && error.processName === GATEWAY.name);
      if (!portTakenMeanwhile || attempt >= START_ATTEMPTS || options.signal?.aborted) throw error;
      log(`${error.processName} found its port taken by something started meanwhile; starting the stack again on other ports.`);
    }
  }
}

/**
 * @param {StackOptions & { log: (line: string) => void }} options
 * @returns {Promise<RunningStack>}
 */
async function startStackOnce(options) {
  const env = options.env ?? process.env;
  const log = options.log;
  const readyTimeoutMs = options.readyTimeoutMs ?? 90_000;
  const dataDir = resolve(options.dataDir ?? dataDirFrom(env));
  const layout = dataFolderLayout(dataDir);

  const missing = unbuiltApps();
  if (missing.length > 0) throw new Error(`The stack cannot start:\n  - ${missing.join('\n  - ')}`);
  const ports = (options.portAllocator ?? createPortAllocator)();
  const gatewayPort = options.port || (await ports.next());
  if (options.port && !(await isPortFree(options.port))) {
    throw new Error(`Port ${options.port} is already in use (another npm start?). Stop that, or choose another port: PORT=8081 npm start`);
  }

  const releaseDataFolder = await claimDataFolder(dataDir);
  const supervisor = createSupervisor({ log });
  const starting = new AbortController();
  const abortStart = (/** @type {unknown} */ reason) => starting.abort(reason);
  if (options.signal?.aborted) abortStart(options.signal.reason);
  options.signal?.addEventListener('abort', () => abortStart(options.signal?.reason), { once: true });
  void supervisor.unexpectedExit.then((exit) => abortStart(new StartupExitError(exit)));

  let mongo;
  let redis;
  let setupKey;
  /** @type {Record<string, number>} */
  const appPorts = { [GATEWAY.name]: gatewayPort };
  try {
    starting.signal.throwIfAborted();
    const keys = await ensureJwtKeys(dataDir, env);
    setupKey = await ensureOrganizerSetupKey(dataDir, env);
    const fieldEncryptionKey = await ensureFieldEncryptionKey(dataDir, env);
    const provision = { supervisor, env, ports, signal: starting.signal };
    mongo = await provideMongo({ ...provision, dir: layout.ferretdb });
    redis = await provideRedis({ ...provision, dir: layout.redis });

    for (const service of SERVICES) appPorts[service.name] = await ports.next();
    // Shared by auth and the notifications worker only; nothing stored depends on it, so a new one each start will do.
    const authInternalKey = env.AUTH_INTERNAL_KEY || generateSecret(32);
    // Shared by the participant, updates and payments services only, likewise.
    const participantInternalKey = env.PARTICIPANT_INTERNAL_KEY || generateSecret(32);
    // Shared by applications and the notifications worker only (offer links), likewise.
    const applicationsInternalKey = env.APPLICATIONS_INTERNAL_KEY || generateSecret(32);
    const context = {
      env,
      mongoUri: mongo.url,
      redisUrl: redis.url,
      keys,
      setupKey: setupKey.key,
      fieldEncryptionKey: fieldEncryptionKey.key,
      authInternalKey,
      participantInternalKey,
      applicationsInternalKey,
      data: layout,
      ports: appPorts,
    };
    for (const app of APPS) {
      supervisor.start({
        name: app.name,
        command: process.execPath,
        args: [entryPoint(app)],
        cwd: resolve(repoRoot, app.folder),
        env: appEnvironment(app, context),
        layer: APP_LAYER,
      });
    }

    const readyz = (/** @type {string} */ name) => `http://127.0.0.1:${appPorts[name]}/readyz`;
    const waitOptions = (/** @type {string} */ what) => ({ what, timeoutMs: readyTimeoutMs, signal: starting.signal });
    await Promise.all(SERVICES.map((service) => waitForHttpOk(readyz(service.name), waitOptions(service.name))));
    // The gateway last: its readiness may depend on the services behind it.
    await waitForHttpOk(readyz(GATEWAY.name), waitOptions(GATEWAY.name));
    // A process that exited after its readiness answered still fails the start.
    const exitedWhileStarting = supervisor.keepRunning();
    if (exitedWhileStarting) throw new StartupExitError(exitedWhileStarting);
  } catch (error) {
    await supervisor.stop();
    await releaseDataFolder();
    throw starting.signal.aborted ? starting.signal.reason : error;
  }

  /** @type {() => void} */
  let settleExited = () => {};
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => {
    settleExited = resolve;
  });
  /** @type {Promise<void> | undefined} */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      await supervisor.stop();
      await releaseDataFolder();
      settleExited();
    })();
    return stopping;
  };

  return {
    url: `http://localhost:${gatewayPort}`,
    setupKey: setupKey.key,
    setupKeySource: setupKey.source,
    dataDir,
    mongoUri: mongo.url,
    summary: {
      mongo: mongo.description,
      redis: redis.description,
      mail: env.SMTP_URL ? 'sent through SMTP_URL' : `captured as .eml files in ${layout.mail}`,
      uploads: env.S3_ENDPOINT ? 'S3 (S3_ENDPOINT)' : layout.uploads,
    },
    pidOf: (name) => supervisor.find(name)?.pid(),
    portOf: (name) => appPorts[name],
    stop,
    exited,
  };
}
