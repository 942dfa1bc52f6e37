import type { Connection } from 'mongoose';
import {
  AuditTrail,
  auditRoutes,
  createServiceApp,
  createServiceAuthGuards,
  isMongoReady,
  isRedisReady,
  type DataStores,
  type Logger,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { createContentDomain, type ContentDomain } from './domain/content-context.js';
import { PublicContentCache } from './domain/public-cache.js';
import { adminContentRoutes } from './routes/admin-content.routes.js';
import { ownTeamCardRoutes } from './routes/own-team-card.routes.js';
import { memberRoutes } from './routes/member.routes.js';
import { publicRoutes } from './routes/public.routes.js';

export interface ContentAppDeps {
  config: Pick<Config, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>;
  mongo: Connection;
  redis: DataStores['redis'];
  logger: Logger;
}

export async function createContentApp({ config, mongo, redis, logger }: ContentAppDeps) {
  const domain: ContentDomain = createContentDomain(mongo, new PublicContentCache(redis, logger), new AuditTrail(mongo, logger));
  await Promise.all([domain.ownCards.ready(), domain.audit.ready()]);
  const guards = createServiceAuthGuards(config, redis, logger);
  const app = createServiceApp({
    name: 'content',
    logger,
    readiness: { mongo: () => isMongoReady(mongo), redis: () => isRedisReady(redis) },
    routes: (express) => {
      express.use(publicRoutes(domain));
      express.use(adminContentRoutes(domain, guards));
      express.use(ownTeamCardRoutes(domain, guards));
      express.use(memberRoutes(domain, guards));
      express.use(auditRoutes('/api/admin/audit/content', domain.audit, guards));
    },
  });
  return { app, domain };
}
