import type { Express } from 'express';
import {
  AuditTrail,
  EmailOutboxStore,
  auditRoutes,
  createEditionSource,
  createServiceApp,
  createServiceAuthGuards,
  createServiceEmailRelay,
  readPastEditions,
  type EmailOutbox,
  type ServiceAppDeps,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { createEditionSpotsClient } from './data-access/edition-spots.client.js';
import { createHoldersClient } from './data-access/holders.client.js';
import { PaymentEntryRepository } from './data-access/payment-entry.repository.js';
import { PaymentReminderRepository } from './data-access/payment-reminder.repository.js';
import type { PaymentsDomain } from './domain/payments-context.js';
import { adminPaymentsRoutes } from './routes/admin-payments.routes.js';
import { participantPaymentsRoutes } from './routes/participant-payments.routes.js';

export type PaymentsAppDeps = ServiceAppDeps<Config>;

export interface PaymentsApp {
  app: Express;
  domain: PaymentsDomain;
  emailQueue: EmailOutbox;
  /** Stops the email relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix, now = () => new Date() }: PaymentsAppDeps): Promise<PaymentsApp> {
  const entries = new PaymentEntryRepository(mongo);
  const reminders = new PaymentReminderRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  const audit = new AuditTrail(mongo, logger, now);
  await Promise.all([entries.ready(), reminders.ready(), emailOutbox.ready(), audit.ready()]);
  const { queue, relay } = createServiceEmailRelay({ store: emailOutbox, redis, logger, config, prefix: emailQueuePrefix });
  const domain: PaymentsDomain = {
    entries,
    reminders,
    editionSpots: createEditionSpotsClient(config.PARTICIPANT_SERVICE_URL, config.PARTICIPANT_INTERNAL_KEY),
    holders: createHoldersClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY),
    edition: createEditionSource(config.CONTENT_SERVICE_URL, config.EDITION_CACHE_MS, now),
    pastEditionYears: async () => (await readPastEditions(config.CONTENT_SERVICE_URL)).map((edition) => edition.year),
    emailOutbox,
    relay,
    audit,
    publicSiteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    now,
    logger,
  };
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'payments',
    logger,
    readiness,
    routes: (express) => {
      express.use(participantPaymentsRoutes(domain, guards));
      express.use(adminPaymentsRoutes(domain, guards));
      express.use(auditRoutes('/api/admin/audit/payments', audit, guards));
    },
  });
  relay.start();
  return {
    app,
    domain,
    emailQueue: queue,
    close: async () => {
      await relay.stop();
      await queue.close();
    },
  };
}
