import type { Redis } from 'ioredis';
import { EmailOutbox } from './email-outbox.js';
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

  /**
   * Puts these emails on the queue (again) and checks on them after confirmAfterMs. An email the
   * queue refuses (it does not match the email job schema, a bug in the service that owed it) can
   * never be sent: it is settled as failed and logged, instead of blocking every later batch.
   */
  async function queueAll(entries: OwedEmailEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const { refused } = await queue.sendMany(entries);
    const refusedIds = new Set(refused.map((entry) => entry.jobId));
    for (const { jobId, reason } of refused) logger.error({ jobId, reason }, 'owed email is not a valid email job; settled as failed, not sent');
    await store.settle(entries.filter((entry) => refusedIds.has(entry.jobId)), 'failed', now());
    const at = now();
    await store.markQueued(
      entries.filter((entry) => !refusedIds.has(entry.jobId)).map((entry) => entry.jobId),
      at,
      new Date(at.getTime() + confirmAfterMs),
    );
  }

  /** Asks the queue how each queued email is doing, then settles, re-queues or postpones them together. */
  async function follow(entries: OwedEmailEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const states = await Promise.all(entries.map((entry) => queue.jobState(entry.jobId)));
    const withState = (wanted: (state: string) => boolean) => entries.filter((_, index) => wanted(states[index] ?? 'unknown'));
    const lost = withState((state) => state === 'unknown');
    for (const entry of lost) logger.warn({ jobId: entry.jobId }, 'queued email missing from Redis; queuing it again');
    await store.settle(withState((state) => state === 'completed'), 'delivered', now());
    await store.settle(withState((state) => state === 'failed'), 'failed', now());
    await queueAll(lost);
    const waiting = withState((state) => !['completed', 'failed', 'unknown'].includes(state));
    await store.postpone(
      waiting.map((entry) => entry.jobId),
      new Date(now().getTime() + confirmAfterMs),
    );
  }

  async function relayOnce(): Promise<void> {
    await store.oweKept(now());
    if (recheckAll) {
      await store.recheckAll(now());
      recheckAll = false;
    }
    // Every entry handled leaves the due set (settled, or checked again later), so this ends.
    for (;;) {
      const batch = await store.due(now(), BATCH);
      await queueAll(batch.filter((entry) => !entry.queuedAt));
      await follow(batch.filter((entry) => entry.queuedAt));
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

/** The variables of emailOutboxConfigShape (see config.ts). */
export interface EmailOutboxConfig {
  EMAIL_RELAY_INTERVAL_MS: number;
  EMAIL_CONFIRM_AFTER_MS: number;
}

export interface ServiceEmailRelayOptions {
  store: EmailOutboxStore;
  redis: Redis;
  logger: Logger;
  config: EmailOutboxConfig;
  /** BullMQ key prefix; tests pick a unique one, production uses BullMQ's default like the worker. */
  prefix?: string | undefined;
}

/** What a service that owes emails builds: the email queue and the relay feeding it from its outbox. */
export function createServiceEmailRelay({ store, redis, logger, config, prefix }: ServiceEmailRelayOptions): { queue: EmailOutbox; relay: EmailOutboxRelay } {
  const queue = new EmailOutbox(redis, prefix ? { prefix } : {});
  const relay = createEmailOutboxRelay({
    store,
    queue,
    redis,
    logger,
    intervalMs: config.EMAIL_RELAY_INTERVAL_MS,
    confirmAfterMs: config.EMAIL_CONFIRM_AFTER_MS,
  });
  return { queue, relay };
}
