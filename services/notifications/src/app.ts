import type { Express } from 'express';
import {
  createServiceApp,
  createServiceAuthGuards,
  type DataStores,
  type Logger,
  type ReadinessCheck,
} from '@trek/service-kit';
import type { Config } from './config.js';
import type { EmailLogRepository } from './data-access/email-log.repository.js';
import type { NotificationSettingsRepository } from './data-access/notification-settings.repository.js';
import { emailLogRoutes } from './routes/email-log.routes.js';
import { notificationSettingsRoutes } from './routes/notification-settings.routes.js';

export interface AppOptions {
  config: Pick<Config, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>;
  emailLog: EmailLogRepository;
  notificationSettings: NotificationSettingsRepository;
  redis: DataStores['redis'];
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  now?: () => Date;
}

/** The worker's HTTP side: health, the email log and each organizer's notification settings (no other service may read this database). */
export function createApp({ config, emailLog, notificationSettings, redis, logger, readiness, now = () => new Date() }: AppOptions): Express {
  const guards = createServiceAuthGuards(config, redis, logger);
  return createServiceApp({
    name: 'notifications',
    logger,
    readiness,
    routes: (app) => {
      app.use(emailLogRoutes(emailLog, guards));
      app.use(notificationSettingsRoutes(notificationSettings, guards, now));
    },
  });
}
