import type { Redis } from 'ioredis';
import type { EmailOutbox, Logger } from '@trek/service-kit';
import type { ApplicationRepository } from '../data-access/application.repository.js';
import { renderOwedEmail, type EmailSettings } from './application-emails.js';

const BATCH = 100;

export interface EmailRelayOptions {
  applications: ApplicationRepository;
  outbox: EmailOutbox;
  redis: Redis;
  settings: EmailSettings;
  intervalMs: number;
  logger: Logger;
}

export interface EmailRelay {
  /** Queues every owed email; a run already in progress makes this one a no-op (it will pick the new ones up). */
  run: () => Promise<void>;
  /** Runs now, when Redis (re)connects, and every interval, until stop. */
  start: () => void;
  stop: () => void;
}

/**
 * Relays the applications' outbox to the email queue. An application and the emails it owes are
 * written in one insert, so Redis being down at submission loses nothing: the emails stay pending
 * and go out on the next run. Job ids make a replay harmless.
 */
export function createEmailRelay({ applications, outbox, redis, settings, intervalMs, logger }: EmailRelayOptions): EmailRelay {
  let running: Promise<void> | null = null;
  let rerun = false;
  let timer: NodeJS.Timeout | undefined;

  async function relayOnce(): Promise<void> {
    for (;;) {
      const batch = await applications.withPendingEmails(BATCH);
      for (const application of batch) {
        for (const owed of application.pendingEmails) {
          const email = renderOwedEmail(owed, application, settings);
          if (email) await outbox.send(owed.jobId, email);
        }
        await applications.markEmailsQueued(application.id, application.pendingEmails, new Date());
      }
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
      .catch((error: unknown) => logger.warn({ err: error }, 'application emails not queued yet; they stay pending'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const onReady = () => void run();

  return {
    run,
    start: () => {
      redis.on('ready', onReady);
      timer = setInterval(onReady, intervalMs);
      timer.unref();
      void run();
    },
    stop: () => {
      redis.off('ready', onReady);
      clearInterval(timer);
    },
  };
}
