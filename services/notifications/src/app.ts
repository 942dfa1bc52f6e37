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
import { emailLogRoutes } from './routes/email-log.routes.js';

export interface AppOptions {
  config: Pick<Config, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>;
  emailLog: EmailLogRepository;
  redis: DataStores['redis'];
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
}

/** The worker's HTTP side: health, and the email log for organizers (no other service may read this database). */
export function createApp({ config, emailLog, redis, logger, readiness }: AppOptions): Express {
  const guards = createServiceAuthGuards(config, redis, logger);
  return createServiceApp({
    name: 'notifications',
    logger,
    readiness,
    routes: (app) => {
      app.use(emailLogRoutes(emailLog, guards));
    },
  });
}
