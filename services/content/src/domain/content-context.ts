import type { AuditTrail, KeyedQueue } from '@trek/service-kit';
import type { ContentItemRepository } from '../data-access/content-item.repository.js';
import type { OwnTeamCardRepository } from '../data-access/own-team-card.repository.js';
import type { SettingsRepository } from '../data-access/settings.repository.js';
import type { CollectionName } from './content-collections.js';
import type { PublicContentCache } from './public-cache.js';

/** What the use cases work with; built once in app.ts. */
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

/** The cache name of the public edition, beside the collections'. */
export const EDITION_CACHE_NAME = 'edition';
