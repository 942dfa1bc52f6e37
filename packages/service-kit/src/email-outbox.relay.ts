import type { Redis } from 'ioredis';
import { EmailOutbox } from './email-outbox.js';
import type { EmailOutboxStore, OwedEmail, OwedEmailEntry } from './email-outbox.store.js';
import type { Logger } from './logger.js';

const BATCH = 500;
/**
 * How long stopping waits for a run in progress. A batch can take seconds on a busy FerretDB; what
 * a run leaves undone stays owed (as after a crash), so shutdown does not wait for it.
 */
const STOP_WAIT_MS = 1_000;

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
  /**
   * Owes the emails of an event just stored and puts them on the queue at once, without a relay
   * run (which reads every owed email); the relay checks on them after confirmAfterMs like on any
   * other, and queues them again if they never reached the queue. Answers whether they are owed:
   * false when the database refused them (kept in memory; the next run owes them).
   */
  oweAndQueue: (emails: OwedEmail[], now?: Date) => Promise<boolean>;
  /** Queues every owed email that is due; a run in progress makes this one wait for it and run again. */
  run: () => Promise<void>;
  /** Runs now, whenever Redis (re)connects (then checking every queued email) and every interval, until stop. */
  start: () => void;
  /**
   * Stops the timer and the listener; a run in progress ends after the batch it holds. Resolves once
   * it has, or after a second: what it leaves undone stays owed for the next start.
   */
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /**
   * Puts these emails on the queue (again) and checks on them after confirmAfterMs. An email the
   * queue refuses (it does not match the email job schema, a bug in the service that owed it) can
   * never be sent: it is settled as failed and logged, instead of blocking every later batch.
   */
  async function queueAll(entries: OwedEmailEntry[]): Promise<void> {
    const accepted = await send(entries);
    const at = now();
    await store.markQueued(
      accepted.map((entry) => entry.jobId),
      at,
      new Date(at.getTime() + confirmAfterMs),
    );
  }

  /** Adds the emails to the queue and settles those it refuses; answers the others. */
  async function send(entries: OwedEmailEntry[]): Promise<OwedEmailEntry[]> {
    if (entries.length === 0) return [];
    const { refused } = await queue.sendMany(entries);
    const refusedIds = new Set(refused.map((entry) => entry.jobId));
    for (const { jobId, reason } of refused) logger.error({ jobId, reason }, 'owed email is not a valid email job; settled as failed, not sent');
    await store.settle(entries.filter((entry) => refusedIds.has(entry.jobId)), 'failed', now());
    return entries.filter((entry) => !refusedIds.has(entry.jobId));
  }

  async function oweAndQueue(emails: OwedEmail[], at = now()): Promise<boolean> {
    const owed = await store.oweQueuedOrKeep(emails, at, { checkAt: new Date(at.getTime() + confirmAfterMs) });
    if (!owed) {
      void run();
      return false;
    }
    // Not awaited: the caller's answer does not wait on Redis. Redis away, the 'ready' listener
    // checks every queued email when it is back; a refused add makes them pending again.
    if (owed.length > 0 && redis.status === 'ready') void queueJustOwed(owed, at);
    return true;
  }

  async function queueJustOwed(owed: OwedEmail[], at: Date): Promise<void> {
    const jobIds = owed.map((entry) => entry.jobId);
    try {
      await send(owed.map((entry) => ({ ...entry, queuedAt: at })));
    } catch (error) {
      logger.warn({ err: error, jobIds }, 'owed emails not queued yet; they stay owed');
      // Failing too, the first check finds the jobs missing and queues them.
      await store.markPending(jobIds, now()).catch(() => undefined);
    }
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
    // Every entry handled leaves the due set (settled, or checked again later), so this ends;
    // stopping ends it sooner, after the batch in hand.
    while (!stopped) {
      const batch = await store.due(now(), BATCH);
      await queueAll(batch.filter((entry) => !entry.queuedAt));
      await follow(batch.filter((entry) => entry.queuedAt));
      if (batch.length < BATCH) return;
    }
  }

  const run = async (): Promise<void> => {
    // Without Redis the attempt would only fail; the 'ready' listener runs the relay when it is back.
    if (stopped || redis.status !== 'ready') return;
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        await relayOnce();
      } while (rerun && !stopped);
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
    oweAndQueue,
    run,
    start: () => {
      stopped = false;
      redis.on('ready', onReady);
      timer = setInterval(onInterval, intervalMs);
      timer.unref();
      void run();
    },
    stop: async () => {
      stopped = true;
      redis.off('ready', onReady);
      clearInterval(timer);
      if (!running) return;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
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
