import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import {
  EmailOutboxStore,
  KeyedQueue,
  createServiceEmailRelay,
  createServiceApp,
  createServiceAuthGuards,
  createEditionSource,
  type EmailOutboxRelay,
  type Logger,
  type ReadinessCheck,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { ApplicationRepository } from './data-access/application.repository.js';
import { createAuthAccountsClient } from './data-access/auth-accounts.client.js';
import { ParticipantAccountLinkRepository } from './data-access/participant-account-link.repository.js';
import { StatusChangeRepository } from './data-access/status-change.repository.js';
import { recoverOwedApplicationEmails } from './domain/application-outbox.js';
import type { ApplicationsDomain } from './domain/applications-context.js';
import { adminApplicationsRoutes } from './routes/admin-applications.routes.js';
import { applicationsRoutes } from './routes/applications.routes.js';

export interface ApplicationsAppDeps {
  config: Config;
  mongo: Connection;
  /**
   * A `commands` connection (fails fast while Redis is away): session revocations and the email
   * queue, so a submission never waits on Redis; the relay queues what is owed once it is back.
   */
  redis: Redis;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** BullMQ key prefix; tests pick a unique one, production uses BullMQ's default like the worker. */
  emailQueuePrefix?: string;
}

export interface ApplicationsApp {
  app: Express;
  relay: EmailOutboxRelay;
  /** Stops the relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix }: ApplicationsAppDeps): Promise<ApplicationsApp> {
  const applications = new ApplicationRepository(mongo);
  const statusChanges = new StatusChangeRepository(mongo);
  const accountLinks = new ParticipantAccountLinkRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  await Promise.all([applications.ready(), statusChanges.ready(), accountLinks.ready(), emailOutbox.ready()]);
  const emailBase = {
    organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS,
    publicSiteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
  };
  const edition = createEditionSource(config.CONTENT_SERVICE_URL, config.EDITION_CACHE_MS);
  // Before any request: it may still write to applications stored by older versions.
  await recoverOwedApplicationEmails({ applications, store: emailOutbox, base: emailBase, edition, logger, now: new Date() });
  const { queue: outbox, relay } = createServiceEmailRelay({ store: emailOutbox, redis, logger, config, prefix: emailQueuePrefix });
  const domain: ApplicationsDomain = {
    applications,
    statusChanges,
    accountLinks,
    applicationWrites: new KeyedQueue(),
    emailOutbox,
    relay,
    authAccounts: createAuthAccountsClient(config.AUTH_SERVICE_URL),
    emailBase,
    edition,
    logger,
  };
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'applications',
    logger,
    readiness,
    routes: (express) => {
      express.use(applicationsRoutes(domain));
      express.use(adminApplicationsRoutes(domain, guards));
    },
  });
  relay.start();
  return {
    app,
    relay,
    close: async () => {
      await relay.stop();
      await outbox.close();
    },
  };
}
