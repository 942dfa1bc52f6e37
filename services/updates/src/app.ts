import type { Express } from 'express';
import {
  AuditTrail,
  EmailOutbox,
  EmailOutboxStore,
  KeyedQueue,
  auditRoutes,
  createEditionSource,
  createServiceApp,
  createServiceAuthGuards,
  createServiceEmailRelay,
  readPastEditions,
  type ServiceAppDeps,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { AnnouncementRepository } from './data-access/announcement.repository.js';
import { createActiveParticipantsReader } from './data-access/active-participants.client.js';
import { createParticipantAccountsReader } from './data-access/auth-accounts.client.js';
import { FeedbackReplyRepository } from './data-access/feedback-reply.repository.js';
import { FeedbackRepository } from './data-access/feedback.repository.js';
import { GroupEmailRepository } from './data-access/group-email.repository.js';
import { createParticipantsClient } from './data-access/participants.client.js';
import type { UpdatesDomain } from './domain/updates-context.js';
import { recoverOwedEmails } from './domain/updates-outbox.js';
import { adminAnnouncementsRoutes } from './routes/admin-announcements.routes.js';
import { adminFeedbackRoutes } from './routes/admin-feedback.routes.js';
import { participantRoutes } from './routes/participant.routes.js';

export type UpdatesAppDeps = ServiceAppDeps<Config>;

export interface UpdatesApp {
  app: Express;
  domain: UpdatesDomain;
  /** The email queue the relay feeds. */
  emailQueue: EmailOutbox;
  /** Stops the email relay and closes the email queue; the caller closes MongoDB and Redis. */
  close: () => Promise<void>;
}

export async function createApp({ config, mongo, redis, logger, readiness, emailQueuePrefix, now = () => new Date() }: UpdatesAppDeps): Promise<UpdatesApp> {
  const announcements = new AnnouncementRepository(mongo);
  const feedback = new FeedbackRepository(mongo);
  const feedbackReplies = new FeedbackReplyRepository(mongo);
  const groupEmails = new GroupEmailRepository(mongo);
  const emailOutbox = new EmailOutboxStore(mongo);
  const audit = new AuditTrail(mongo, logger, now);
  await Promise.all([announcements.ready(), feedback.ready(), feedbackReplies.ready(), groupEmails.ready(), emailOutbox.ready(), audit.ready()]);
  const { queue, relay } = createServiceEmailRelay({ store: emailOutbox, redis, logger, config, prefix: emailQueuePrefix });
  const domain: UpdatesDomain = {
    announcements,
    feedback,
    feedbackReplies,
    emailOutbox,
    relay,
    audit,
    listParticipantAccounts: createParticipantAccountsReader(config.AUTH_SERVICE_URL),
    activeParticipants: createActiveParticipantsReader(config.AUTH_SERVICE_URL, config.AUTH_INTERNAL_KEY),
    announcementSteps: new KeyedQueue(),
    groupEmails,
    participants: createParticipantsClient(config.PARTICIPANT_SERVICE_URL, config.PARTICIPANT_INTERNAL_KEY),
    edition: createEditionSource(config.CONTENT_SERVICE_URL, config.EDITION_CACHE_MS, now),
    pastEditions: () => readPastEditions(config.CONTENT_SERVICE_URL),
    organizerEmails: config.ORGANIZER_NOTIFICATION_EMAILS,
    publicSiteUrl: config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    now,
    logger,
  };
  await recoverOwedEmails({ ...domain, store: emailOutbox }, now());
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'updates',
    logger,
    readiness,
    routes: (express) => {
      express.use(participantRoutes(domain, guards));
      express.use(adminAnnouncementsRoutes(domain, guards));
      express.use(adminFeedbackRoutes(domain, guards));
      express.use(auditRoutes('/api/admin/audit/updates', domain.audit, guards));
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
