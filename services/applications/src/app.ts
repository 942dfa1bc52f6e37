import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import {
  EmailOutbox,
  createServiceApp,
  createServiceAuthGuards,
  type Logger,
  type ReadinessCheck,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { ApplicationRepository } from './data-access/application.repository.js';
import { createAuthAccountsClient } from './data-access/auth-accounts.client.js';
import type { ApplicationsDomain } from './domain/applications-context.js';
import { createEmailRelay, type EmailRelay } from './domain/email-relay.js';
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
  relay: EmailRelay;
  /** Stops the relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix }: ApplicationsAppDeps): Promise<ApplicationsApp> {
  const applications = new ApplicationRepository(mongo);
  await applications.ready();
  const outbox = new EmailOutbox(redis, emailQueuePrefix ? { prefix: emailQueuePrefix } : {});
  const emailSettings = {
    organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS,
    contactEmail: config.CONTACT_EMAIL,
    publicSiteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
  };
  const relay = createEmailRelay({ applications, outbox, redis, settings: emailSettings, intervalMs: config.EMAIL_RELAY_INTERVAL_MS, logger });
  const domain: ApplicationsDomain = {
    applications,
    outbox,
    relay,
    authAccounts: createAuthAccountsClient(config.AUTH_SERVICE_URL),
    emailSettings,
    editionYear: config.EDITION_YEAR,
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
      relay.stop();
      await outbox.close();
    },
  };
}
