import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger.js';

const READINESS_POLL_MS = 500;
/** Waiting longer than this for a service is worth a warning: it may not come up by itself. */
const READINESS_PATIENCE_MS = 60_000;

const answersReady = (serviceUrl: string, signal: AbortSignal) =>
  fetch(new URL('/readyz', serviceUrl), { signal: AbortSignal.any([signal, AbortSignal.timeout(READINESS_POLL_MS * 4)]) }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Resolves once every service (its base URL) answers `/readyz` with a success, asking every half
 * second; rejects when `signal` aborts. Work a service does at start that reads others waits on
 * it, so a start beside them logs no failure. After a minute it warns, naming `waiting` and the
 * service, once.
 */
export async function untilServicesReady(services: readonly string[], { waiting, logger, signal }: { waiting: string; logger: Logger; signal: AbortSignal }): Promise<void> {
  const since = Date.now();
  let warned = false;
  for (const service of services) {
    while (!(await answersReady(service, signal))) {
      signal.throwIfAborted();
      if (!warned && Date.now() - since > READINESS_PATIENCE_MS) {
        warned = true;
        logger.warn({ waiting, service }, 'still waiting for a service to be ready');
      }
      await sleep(READINESS_POLL_MS, undefined, { signal });
    }
  }
}
