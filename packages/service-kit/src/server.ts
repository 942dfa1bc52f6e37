import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from './logger.js';

export type ShutdownStep = () => Promise<unknown> | unknown;

export interface RunningServer {
  server: Server;
  port: number;
  stop: () => Promise<void>;
}

/** Listens with `app` (an Express app or any request listener) on `port` (0 picks a free one, as tests do) at `host` (the config's HOST). */
export async function listen(app: RequestListener, port: number, host: string): Promise<RunningServer> {
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: actualPort,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/**
 * Runs a service's start-up; a failure there (bad config, database unreachable) exits with 1.
 * After start-up nothing exits the process but SIGTERM/SIGINT, which drain requests, run the
 * shutdown steps in order and exit 0 (or 1 if draining takes over 10 s).
 */
export function runMain(logger: Logger, start: () => Promise<ShutdownStep[]>): void {
  let steps: ShutdownStep[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Which step was under way, so a slow one can be found (the steps are in the order main returned them).
    let current = 0;
    const timer = setTimeout(() => {
      logger.error({ step: current + 1, steps: steps.length }, 'shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    for (const [index, step] of steps.entries()) {
      current = index;
      try {
        await step();
      } catch (error) {
        logger.error({ err: error }, 'shutdown step failed');
      }
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

  start()
    .then((shutdownSteps) => {
      steps = shutdownSteps;
    })
    .catch((error: unknown) => {
      logger.fatal({ err: error }, error instanceof Error ? error.message : 'start-up failed');
      process.exit(1);
    });
}
