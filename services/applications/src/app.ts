import type { Express } from 'express';
import {
  AuditTrail,
  EmailOutboxStore,
  KeyedQueue,
  createServiceEmailRelay,
  createServiceApp,
  createServiceAuthGuards,
  createEditionSource,
  auditRoutes,
  readPastEditions,
  runMigrations,
  type EmailOutboxRelay,
  type ServiceAppDeps,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { DecisionDraftRepository } from './data-access/admissions/decision-draft.repository.js';
import { DecisionTemplateRepository } from './data-access/admissions/decision-template.repository.js';
import { createOfferAccountsClient } from './data-access/admissions/offer-accounts.client.js';
import { createOfferConfirmedPublisher } from './data-access/admissions/offer-confirmed.publisher.js';
import { OfferRepository } from './data-access/admissions/offer.repository.js';
import { ReviewRepository } from './data-access/admissions/review.repository.js';
import { WaitlistOrderRepository } from './data-access/admissions/waitlist-order.repository.js';
import { ApplicationRepository } from './data-access/application.repository.js';
import { createAuthAccountsClient } from './data-access/auth-accounts.client.js';
import { MIGRATIONS } from './data-access/migrations.js';
import { ParticipantAccountLinkRepository } from './data-access/participant-account-link.repository.js';
import { StatusChangeRepository } from './data-access/status-change.repository.js';
import { recoverOwedApplicationEmails } from './domain/application-outbox.js';
import type { ApplicationsDomain } from './domain/applications-context.js';
import { adminAdmissionsRoutes } from './routes/admin-admissions.routes.js';
import { adminApplicationsRoutes } from './routes/admin-applications.routes.js';
import { applicationsRoutes } from './routes/applications.routes.js';
import { internalRoutes } from './routes/internal.routes.js';
import { offersRoutes } from './routes/offers.routes.js';
import { privacyRoutes } from './routes/privacy.routes.js';

/** Its `redis` is a `commands` connection (fails fast while Redis is away), so a submission never waits on Redis; the relay queues what is owed once it is back. */
export type ApplicationsAppDeps = ServiceAppDeps<Config>;

export interface ApplicationsApp {
  app: Express;
  domain: ApplicationsDomain;
  relay: EmailOutboxRelay;
  /** Stops the relay, copies the organizers' rows held for the next start and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix, now = () => new Date() }: ApplicationsAppDeps): Promise<ApplicationsApp> {
  const applications = new ApplicationRepository(mongo, redis);
  const statusChanges = new StatusChangeRepository(mongo);
  const accountLinks = new ParticipantAccountLinkRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  const audit = new AuditTrail(mongo, logger, now);
  await runMigrations(mongo, MIGRATIONS, { logger });
  const admissions = {
    reviews: new ReviewRepository(mongo),
    decisionDrafts: new DecisionDraftRepository(mongo),
    waitlistOrders: new WaitlistOrderRepository(mongo),
    decisionTemplates: new DecisionTemplateRepository(mongo),
    offers: new OfferRepository(mongo),
  };
  await Promise.all([applications.ready(), statusChanges.ready(), accountLinks.ready(), emailOutbox.ready(), audit.ready(), ...Object.values(admissions).map((repository) => repository.ready())]);
  const emailBase = {
    organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS,
    publicSiteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
  };
  const edition = createEditionSource(config.CONTENT_SERVICE_URL, config.EDITION_CACHE_MS);
  await recoverOwedApplicationEmails({ applications, store: emailOutbox, base: emailBase, now: new Date() });
  const { queue: outbox, relay } = createServiceEmailRelay({ store: emailOutbox, redis, logger, config, prefix: emailQueuePrefix });
  const offerConfirmed = createOfferConfirmedPublisher(redis, emailQueuePrefix);
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
    pastEditions: () => readPastEditions(config.CONTENT_SERVICE_URL),
    audit,
    now,
    logger,
    ...admissions,
    offerAccounts: createOfferAccountsClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY),
    offerConfirmed,
    editionWrites: new KeyedQueue(),
  };
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'applications',
    logger,
    readiness,
    routes: (express) => {
      express.use(applicationsRoutes(domain));
      express.use(offersRoutes(domain));
      express.use(internalRoutes(domain, config.APPLICATIONS_INTERNAL_KEY));
      express.use(privacyRoutes(domain, guards));
      express.use(auditRoutes('/api/admin/applications/audit', domain.audit, guards));
      express.use(adminAdmissionsRoutes(domain, guards));
      express.use(adminApplicationsRoutes(domain, guards));
    },
  });
  relay.start();
  return {
    app,
    domain,
    relay,
    close: async () => {
      await Promise.all([relay.stop(), applications.close()]);
      await Promise.all([outbox.close(), offerConfirmed.close()]);
    },
  };
}
