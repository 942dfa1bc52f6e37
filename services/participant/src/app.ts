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
import { CalendarFeedRepository } from './data-access/logistics/calendar-feed.repository.js';
import { createApplicationsClient } from './data-access/privacy/applications.client.js';
import { createPersonErasedPublisher } from './data-access/privacy/person-erased.publisher.js';
import { createSpotReleasedPublisher } from './data-access/spots/spot-released.publisher.js';
import { createSpotTransferredPublisher } from './data-access/spots/spot-transferred.publisher.js';
import { createAuthAccountsClient } from './data-access/people/auth-accounts.client.js';
import { createAuthInternalClient } from './data-access/spots/auth-internal.client.js';
import { LogisticsReadRepository } from './data-access/logistics/logistics-read.repository.js';
import { createFieldCipher } from './data-access/people/field-cipher.js';
import { createItineraryClient } from './data-access/logistics/itinerary.client.js';
import { ParticipantEditionRepository } from './data-access/people/participant-edition.repository.js';
import { ParticipantRepository } from './data-access/people/participant.repository.js';
import { RoomRepository } from './data-access/rooms/room.repository.js';
import { ParticipantRecords } from './domain/people/participant-record.js';
import { createActiveParticipantsClient } from './data-access/people/active-participants.client.js';
import { SetupReminderRepository } from './data-access/reminders/setup-reminder.repository.js';
import { SpotRepository } from './data-access/spots/spot.repository.js';
import { createUpdatesClient } from './data-access/privacy/updates.client.js';
import type { OverviewContext } from './domain/admin/overview.context.js';
import type { LogisticsContext } from './domain/logistics/logistics.context.js';
import type { DeadlineContext, NoticeContext, PeopleContext } from './domain/people/people.context.js';
import type { PrivacyContext } from './domain/privacy/privacy.context.js';
import type { RemindersContext } from './domain/reminders/reminders.context.js';
import type { RoomsContext } from './domain/rooms/rooms.context.js';
import type { SpotsContext } from './domain/spots/spots.context.js';
import { recoverOwedEmails } from './domain/owed-emails.js';
import { startTransferRelay } from './domain/spots/spot-transfers.js';
import { adminLogisticsRoutes } from './routes/admin-logistics.routes.js';
import { adminOverviewRoutes } from './routes/admin-overview.routes.js';
import { adminParticipantsRoutes } from './routes/admin-participants.routes.js';
import { adminRoomsRoutes } from './routes/admin-rooms.routes.js';
import { adminSpotsRoutes } from './routes/admin-spots.routes.js';
import { adminSetupRemindersRoutes } from './routes/admin-setup-reminders.routes.js';
import { internalRoutes } from './routes/internal.routes.js';
import { calendarFeedRoutes } from './routes/calendar-feed.routes.js';
import { logisticsRoutes } from './routes/logistics.routes.js';
import { participantRoutes } from './routes/participant.routes.js';
import { transferRoutes } from './routes/transfer.routes.js';
import { privacyRoutes } from './routes/privacy.routes.js';
import { publicProfilesRoutes } from './routes/public-profiles.routes.js';
import { roomsRoutes } from './routes/rooms.routes.js';

export type ParticipantAppDeps = ServiceAppDeps<Config>;

/** What each feature's use cases work with, built once here. */
export interface ParticipantContexts {
  people: PeopleContext;
  logistics: LogisticsContext;
  spots: SpotsContext;
  privacy: PrivacyContext;
  overview: OverviewContext;
  /** Also what the repeating setup-reminders job main.ts starts works with. */
  reminders: RemindersContext;
  rooms: RoomsContext;
}

export interface ParticipantApp {
  app: Express;
  contexts: ParticipantContexts;
  /** The emails owed, and the queue the relay feeds. */
  emailOutbox: EmailOutboxStore;
  emailQueue: EmailOutbox;
  /** Stops the email relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix, now = () => new Date() }: ParticipantAppDeps): Promise<ParticipantApp> {
  const cipher = createFieldCipher(config.FIELD_ENCRYPTION_KEY);
  const spots = new SpotRepository(mongo);
  const documents = new ParticipantRepository(mongo, cipher);
  const participants = new ParticipantRecords(documents, spots);
  const calendarFeeds = new CalendarFeedRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  const participantEditions = new ParticipantEditionRepository(mongo);
  const audit = new AuditTrail(mongo, logger, now);
  const logisticsReads = new LogisticsReadRepository(mongo);
  const setupReminders = new SetupReminderRepository(mongo);
  const rooms = new RoomRepository(mongo);
  await Promise.all([
    documents.ready(),
    spots.ready(),
    participantEditions.ready(),
    logisticsReads.ready(),
    emailOutbox.ready(),
    audit.ready(),
    calendarFeeds.ready(),
    setupReminders.ready(),
    rooms.ready(),
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
  const spotTransferred = createSpotTransferredPublisher(redis, emailQueuePrefix);
  const spotReleased = createSpotReleasedPublisher(redis, emailQueuePrefix);
  const people: PeopleContext = {
    participants,
    participantEditions,
    authAccounts: createAuthAccountsClient(config.AUTH_SERVICE_URL),
    edition: createEditionSource(config.CONTENT_SERVICE_URL, config.EDITION_CACHE_MS, now),
    pastEditions: () => readPastEditions(config.CONTENT_SERVICE_URL),
    activeParticipants: config.AUTH_INTERNAL_KEY ? createActiveParticipantsClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY) : null,
    now,
    logger,
  };
  const notices: NoticeContext = { relay, organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS, publicSiteUrl };
  const deadline: DeadlineContext = { transferDeadlineOverride: config.TRANSFER_DEADLINE ?? null };
  const updates = createUpdatesClient(config.UPDATES_SERVICE_URL);
  const contexts: ParticipantContexts = {
    people,
    logistics: { ...people, ...notices, ...deadline, audit, logisticsReads, rooms },
    spots: { ...people, ...notices, ...deadline, spots, rooms, audit, spotTransferred, spotReleased, authInternal: createAuthInternalClient(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY) },
    privacy: { ...people, spots, rooms, audit, logisticsReads, calendarFeeds, setupReminders, updates, applications: createApplicationsClient(config.APPLICATIONS_SERVICE_URL), personErased },
    overview: { ...people, ...deadline, updates },
    reminders: { ...people, ...notices, ...deadline, audit, setupReminders, emailOutbox },
    rooms: { ...people, rooms, audit, logisticsReads },
  };
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'participant',
    logger,
    readiness,
    routes: (express) => {
      express.use(internalRoutes({ ...people, spots }, config.PARTICIPANT_INTERNAL_KEY));
      express.use(publicProfilesRoutes(people));
      express.use(participantRoutes(people, guards));
      express.use(transferRoutes(contexts.spots, guards));
      express.use(logisticsRoutes(contexts.logistics, guards));
      express.use(roomsRoutes(contexts.rooms, guards));
      express.use(calendarFeedRoutes({ ...people, publicSiteUrl, calendarFeeds, cipher, itinerary: createItineraryClient(config.CONTENT_SERVICE_URL) }, guards));
      express.use(privacyRoutes(contexts.privacy, guards));
      express.use(adminParticipantsRoutes({ ...people, logisticsReads }, guards));
      express.use(adminSpotsRoutes(contexts.spots, guards));
      express.use(adminRoomsRoutes(contexts.rooms, guards));
      express.use(adminLogisticsRoutes(contexts.logistics, guards));
      express.use(adminOverviewRoutes(contexts.overview, guards));
      express.use(adminSetupRemindersRoutes(contexts.reminders, guards));
      express.use(auditRoutes('/api/admin/audit/participants', audit, guards));
    },
  });
  relay.start();
  const transferRelay = startTransferRelay(contexts.spots);
  return {
    app,
    contexts,
    emailOutbox,
    emailQueue: outbox,
    close: async () => {
      await transferRelay.stop();
      await relay.stop();
      await Promise.all([outbox.close(), personErased.close(), spotTransferred.close(), spotReleased.close()]);
    },
  };
}
