import type { Connection } from 'mongoose';
import { KeyedQueue, type AuditTrail } from '@trek/service-kit';
import { ContentItemRepository } from '../data-access/content-item.repository.js';
import { OwnTeamCardRepository } from '../data-access/own-team-card.repository.js';
import { SettingsRepository } from '../data-access/settings.repository.js';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from './content-collections.js';
import type { PublicContentCache } from './public-cache.js';

/** What the use cases work with. */
export interface ContentDomain {
  items: Record<CollectionName, ContentItemRepository>;
  /** Organizers' own cards in the team collection (My Profile). */
  ownCards: OwnTeamCardRepository;
  settings: SettingsRepository;
  cache: PublicContentCache;
  /** Who changed which content when (`audit_events`). */
  audit: AuditTrail;
  /** One write at a time per single document (the edition settings): on FerretDB this service runs as one process. */
  writes: KeyedQueue;
}

export function createContentDomain(mongo: Connection, cache: PublicContentCache, audit: AuditTrail): ContentDomain {
  const items = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, new ContentItemRepository(mongo, COLLECTIONS[name].collection, COLLECTIONS[name].sort)]),
  ) as Record<CollectionName, ContentItemRepository>;
  return {
    items,
    ownCards: new OwnTeamCardRepository(mongo, COLLECTIONS.team.collection),
    settings: new SettingsRepository(mongo),
    cache,
    audit,
    writes: new KeyedQueue(),
  };
}

/** The cache name of the public edition, beside the collections'. */
export const EDITION_CACHE_NAME = 'edition';
