import {
  AuditTrail,
  auditRoutes,
  createServiceApp,
  createServiceAuthGuards,
  isMongoReady,
  isRedisReady,
  KeyedQueue,
  type DataStores,
  type Logger,
} from '@trek/service-kit';
import type { Config } from './config.js';
import { ContentItemRepository } from './data-access/content-item.repository.js';
import { OwnTeamCardRepository } from './data-access/own-team-card.repository.js';
import { SettingsRepository } from './data-access/settings.repository.js';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from './domain/content-collections.js';
import type { ContentDomain } from './domain/content-context.js';
import { PublicContentCache } from './domain/public-cache.js';
import { adminContentRoutes } from './routes/admin-content.routes.js';
import { ownTeamCardRoutes } from './routes/own-team-card.routes.js';
import { memberRoutes } from './routes/member.routes.js';
import { publicRoutes } from './routes/public.routes.js';

export interface ContentAppDeps {
  config: Pick<Config, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>;
  mongo: DataStores['mongo'];
  redis: DataStores['redis'];
  logger: Logger;
}

export async function createContentApp({ config, mongo, redis, logger }: ContentAppDeps) {
  const items = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, new ContentItemRepository(mongo, COLLECTIONS[name].collection, COLLECTIONS[name].sort)]),
  ) as Record<CollectionName, ContentItemRepository>;
  const domain: ContentDomain = {
    items,
    ownCards: new OwnTeamCardRepository(mongo, COLLECTIONS.team.collection),
    settings: new SettingsRepository(mongo),
    cache: new PublicContentCache(redis, logger),
    audit: new AuditTrail(mongo, logger),
    writes: new KeyedQueue(),
  };
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
