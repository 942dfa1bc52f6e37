import type { Redis } from 'ioredis';
import type { EmailOutbox } from './email-outbox.js';
import type { EmailOutboxStore, OwedEmailEntry } from './email-outbox.store.js';
import type { Logger } from './logger.js';

const BATCH = 100;

export interface EmailOutboxRelayOptions {
  store: EmailOutboxStore;
  queue: EmailOutbox;
  /** The connection the queue uses: the relay runs again whenever it (re)connects. */
  redis: Redis;
  logger: Logger;
  /** How often it runs without being asked. */
  intervalMs: number;
  /** How long after queuing an email it asks the queue whether the worker has finished it. */
  confirmAfterMs: number;
  now?: () => Date;
}

export interface EmailOutboxRelay {
  /** Queues every owed email that is due; a run in progress makes this one wait for it and run again. */
  run: () => Promise<void>;
  /** Runs now, whenever Redis (re)connects (then checking every queued email) and every interval, until stop. */
  start: () => void;
  /** Stops the timer and the listener; resolves once a run in progress has finished. */
  stop: () => Promise<void>;
}

/**
 * Moves a service's owed emails to the email queue and keeps each one owed until the worker has
 * finished it: a job Redis lost (restarted empty, or the last second before a crash with the
 * append-only file) is added again. The worker sends at most once per job id, so adding again is
 * harmless. Single flight: one run at a time per process.
 */
export function createEmailOutboxRelay({
  store,
  queue,
  redis,
  logger,
  intervalMs,
  confirmAfterMs,
  now = () => new Date(),
}: EmailOutboxRelayOptions): EmailOutboxRelay {
  let running: Promise<void> | null = null;
  let rerun = false;
  let recheckAll = false;
  let timer: NodeJS.Timeout | undefined;

  async function queueAndMark(entry: OwedEmailEntry): Promise<void> {
    await queue.send(entry.jobId, entry.email);
    const at = now();
    await store.markQueued(entry.jobId, at, new Date(at.getTime() + confirmAfterMs));
  }

  async function follow(entry: OwedEmailEntry): Promise<void> {
    if (!entry.queuedAt) return queueAndMark(entry);
    const state = await queue.jobState(entry.jobId);
    if (state === 'completed') return store.settle(entry, 'delivered', now());
    if (state === 'failed') return store.settle(entry, 'failed', now());
    if (state === 'unknown') {
      logger.warn({ jobId: entry.jobId }, 'queued email missing from Redis; queuing it again');
      return queueAndMark(entry);
    }
    return store.postpone(entry.jobId, new Date(now().getTime() + confirmAfterMs));
  }

  async function relayOnce(): Promise<void> {
    if (recheckAll) {
      await store.recheckAll(now());
      recheckAll = false;
    }
    // Every entry handled leaves the due set (settled, or postponed past now), so this ends.
    for (;;) {
      const batch = await store.due(now(), BATCH);
      for (const entry of batch) await follow(entry);
      if (batch.length < BATCH) return;
    }
  }

  const run = async (): Promise<void> => {
    // Without Redis the attempt would only fail; the 'ready' listener runs the relay when it is back.
    if (redis.status !== 'ready') return;
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        await relayOnce();
      } while (rerun);
    })()
      .catch((error: unknown) => logger.warn({ err: error }, 'owed emails not queued yet; they stay owed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const onReady = () => {
    recheckAll = true;
    void run();
  };
  const onInterval = () => void run();

  return {
    run,
    start: () => {
      redis.on('ready', onReady);
      timer = setInterval(onInterval, intervalMs);
      timer.unref();
      void run();
    },
    stop: async () => {
      redis.off('ready', onReady);
      clearInterval(timer);
      await running;
    },
  };
}
