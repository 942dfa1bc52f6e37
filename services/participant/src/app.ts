import type { Express } from 'express';
import {
  AuditTrail,
  EmailOutbox,
  EmailOutboxStore,
  auditRoutes,
  createServiceEmailRelay,
  createServiceApp,
  createServiceAuthGuards,
  createEditionSource,
  readPastEditions,
  type ServiceAppDeps,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { CalendarFeedRepository } from './data-access/calendar-feed.repository.js';
import { createApplicationsClient } from './data-access/applications.client.js';
import { createPersonErasedPublisher } from './data-access/person-erased.publisher.js';
import { createSpotReleasedPublisher } from './data-access/spot-released.publisher.js';
import { createAuthAccountsClient } from './data-access/auth-accounts.client.js';
import { createAuthInternalClient } from './data-access/auth-internal.client.js';
import { LogisticsReadRepository } from './data-access/logistics-read.repository.js';
import { createFieldCipher } from './data-access/field-cipher.js';
import { createItineraryClient } from './data-access/itinerary.client.js';
import { ParticipantEditionRepository } from './data-access/participant-edition.repository.js';
import { ParticipantRepository } from './data-access/participant.repository.js';
import { createActiveParticipantsClient } from './data-access/active-participants.client.js';
import { SetupReminderRepository } from './data-access/setup-reminder.repository.js';
import { SpotRepository } from './data-access/spot.repository.js';
import { createUpdatesClient } from './data-access/updates.client.js';
import type { ParticipantDomain } from './domain/participant-context.js';
import { recoverOwedEmails } from './domain/participant-outbox.js';
import { startTransferRelay } from './domain/spot-transfers.js';
import type { SetupReminderDomain } from './domain/setup-reminders.js';
import { adminLogisticsRoutes } from './routes/admin-logistics.routes.js';
import { adminOverviewRoutes } from './routes/admin-overview.routes.js';
import { adminParticipantsRoutes } from './routes/admin-participants.routes.js';
import { adminSpotsRoutes } from './routes/admin-spots.routes.js';
import { adminSetupRemindersRoutes } from './routes/admin-setup-reminders.routes.js';
import { internalRoutes } from './routes/internal.routes.js';
import { calendarFeedRoutes } from './routes/calendar-feed.routes.js';
import { logisticsRoutes } from './routes/logistics.routes.js';
import { participantRoutes } from './routes/participant.routes.js';
import { privacyRoutes } from './routes/privacy.routes.js';
import { publicProfilesRoutes } from './routes/public-profiles.routes.js';

export type ParticipantAppDeps = ServiceAppDeps<Config>;

export interface ParticipantApp {
  app: Express;
  domain: ParticipantDomain;
  /** The domain of setup reminders, for the repeating job main.ts starts. */
  reminders: SetupReminderDomain;
  /** The email queue the relay feeds. */
  emailQueue: EmailOutbox;
  /** Stops the email relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix, now = () => new Date() }: ParticipantAppDeps): Promise<ParticipantApp> {
  const cipher = createFieldCipher(config.FIELD_ENCRYPTION_KEY);
  const spots = new SpotRepository(mongo);
  const participants = new ParticipantRepository(mongo, cipher, spots);
  const calendarFeeds = new CalendarFeedRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  const participantEditions = new ParticipantEditionRepository(mongo);
  const audit = new AuditTrail(mongo, logger, now);
  const logisticsReads = new LogisticsReadRepository(mongo);
  const setupReminders = new SetupReminderRepository(mongo);
  await Promise.all([
    participants.ready(),
    participantEditions.ready(),
    logisticsReads.ready(),
    emailOutbox.ready(),
    audit.ready(),
    calendarFeeds.ready(),
    setupReminders.ready(),
  ]);
  const publicSiteUrl = config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  await recoverOwedEmails({
    participants,
    spots,
    notices: { organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS, publicSiteUrl },
    store: emailOutbox,
    now: now(),
  });
  const { queue: outbox, relay } = createServiceEmailRelay({ store: emailOutbox, redis, logger, config, prefix: emailQueuePrefix });
  const personErased = createPersonErasedPublisher(redis, emailQueuePrefix);
  const spotReleased = createSpotReleasedPublisher(redis, emailQueuePrefix);
  const domain: ParticipantDomain = {
    participants,
    spots,
    participantEditions,
    emailOutbox,
    relay,
    audit,
    authAccounts: createAuthAccountsClient(config.AUTH_SERVICE_URL),
    authInternal: createAuthInternalClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY),
    edition: createEditionSource(config.CONTENT_SERVICE_URL, config.EDITION_CACHE_MS, now),
    pastEditions: () => readPastEditions(config.CONTENT_SERVICE_URL),
    logisticsReads,
    setupReminders,
    calendarFeeds,
    applications: createApplicationsClient(config.APPLICATIONS_SERVICE_URL),
    updates: createUpdatesClient(config.UPDATES_SERVICE_URL),
    personErased,
    spotReleased,
    transferDeadlineOverride: config.TRANSFER_DEADLINE ?? null,
    organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS,
    publicSiteUrl,
    activeParticipants: config.AUTH_INTERNAL_KEY ? createActiveParticipantsClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY) : null,
    now,
    logger,
  };
  const reminders: SetupReminderDomain = domain;
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'participant',
    logger,
    readiness,
    routes: (express) => {
      express.use(internalRoutes(domain, config.PARTICIPANT_INTERNAL_KEY));
      express.use(publicProfilesRoutes(domain));
      express.use(participantRoutes(domain, guards));
      express.use(logisticsRoutes(domain, guards));
      express.use(
        calendarFeedRoutes(
          { ...domain, cipher, itinerary: createItineraryClient(config.CONTENT_SERVICE_URL) },
          guards,
        ),
      );
      express.use(privacyRoutes(domain, guards));
      express.use(adminParticipantsRoutes(domain, guards));
      express.use(adminSpotsRoutes(domain, guards));
      express.use(adminLogisticsRoutes(domain, guards));
      express.use(adminOverviewRoutes(domain, guards));
      express.use(adminSetupRemindersRoutes(reminders, guards));
      express.use(auditRoutes('/api/admin/audit/participants', domain.audit, guards));
    },
  });
  relay.start();
  const transferRelay = startTransferRelay(domain);
  return {
    app,
    domain,
    reminders,
    emailQueue: outbox,
    close: async () => {
      await transferRelay.stop();
      await relay.stop();
      await Promise.all([outbox.close(), personErased.close(), spotReleased.close()]);
    },
  };
}
