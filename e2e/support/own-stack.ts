import { mkdir, mkdtemp, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface RunningStack {
  url: string;
  setupKey: string;
  /** Its data folder: captured emails are under `mail/` (support/mail.ts takes it). */
  dataDir: string;
  stop: () => Promise<void>;
}

type StartStack = (options: { dataDir: string; port: number; env: NodeJS.ProcessEnv; log: (line: string) => void }) => Promise<RunningStack>;

/** The same module the shared stack comes from (e2e/stack-setup.mjs), loaded at run time (it is plain JavaScript). */
const stackModule = new URL('../../scripts/lib/stack.mjs', import.meta.url).href;
const artifacts = new URL('../artifacts/', import.meta.url).pathname;

/**
 * A second stack of its own, on a fresh data folder, exactly as `npm start` runs it, for a journey
 * whose changes cannot be undone and would change what the other journeys see (moving the edition
 * on a year). Its log goes to e2e/artifacts/stack-<name>.log.
 */
export async function startOwnStack(name: string): Promise<RunningStack> {
  const { startStack } = (await import(stackModule)) as { startStack: StartStack };
  await mkdir(artifacts, { recursive: true });
  const logFile = await open(join(artifacts, `stack-${name}.log`), 'w');
  const dataDir = await mkdtemp(join(tmpdir(), `trek-e2e-${name}-`));
  // Its own FerretDB and redis-server, never the shared stack's (or a MongoDB the developer set).
  const { MONGODB_URI: _mongo, REDIS_URL: _redis, ...env } = process.env;
  const stack = await startStack({
    dataDir,
    port: 0,
    env: {
      ...env,
      ORGANIZER_SETUP_KEY: `e2e-${name}-organizer-setup-key`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_REGISTER_MAX: '1000',
      RATE_LIMIT_APPLICATION_MAX: '1000',
      EDITION_CACHE_MS: '0',
    },
    log: (line) => void logFile.write(`${line}\n`),
  });
  return {
    url: stack.url,
    setupKey: stack.setupKey,
    dataDir,
    stop: async () => {
      await stack.stop();
      await logFile.close();
    },
  };
}
