import type { Logger } from '@trek/service-kit';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from './content-collections.js';
import type { ContentDomain } from './content-context.js';
import { DEMO_FAQS, DEMO_PLACES, DEMO_SPEAKERS, DEMO_SUPPORTERS, DEMO_TEAM, DEMO_TRAVEL_RESOURCES, demoItinerary } from './demo-content.js';

/** Claimed once per database, before anything is inserted, so replicas starting together seed once. */
const DEMO_MARKER = 'demo-content-seeded';
/** Recorded as the author of sample items. */
const SEED_ACTOR = 'demo-content';

async function insert(domain: ContentDomain, name: CollectionName, items: readonly object[]): Promise<string[]> {
  const fields = items.map((item) => COLLECTIONS[name].create.parse(item));
  return domain.items[name].insertSamples(fields, SEED_ACTOR);
}

/**
 * Loads the sample content on the first start of an empty database. A database that already has
 * content, or whose marker is taken, is left alone; deleting the samples later does not bring them back.
 */
export async function seedDemoContent(domain: ContentDomain, logger: Logger): Promise<boolean> {
  const counts = await Promise.all(COLLECTION_NAMES.map((name) => domain.items[name].count()));
  const empty = counts.every((count) => count === 0);
  if (!(await domain.settings.claimMarker(DEMO_MARKER)) || !empty) return false;

  const speakerIds = await insert(domain, 'speakers', DEMO_SPEAKERS);
  const idsOfYear = (year: number) => speakerIds.filter((_, i) => DEMO_SPEAKERS[i]!.year === year);
  await insert(domain, 'team', DEMO_TEAM);
  await insert(domain, 'supporters', DEMO_SUPPORTERS);
  await insert(domain, 'itinerary-days', demoItinerary({ 2025: idsOfYear(2025), 2024: idsOfYear(2024) }));
  await insert(domain, 'places', DEMO_PLACES);
  await insert(domain, 'faqs', DEMO_FAQS);
  await insert(domain, 'travel-resources', DEMO_TRAVEL_RESOURCES);
  await Promise.all(COLLECTION_NAMES.map((name) => domain.cache.invalidate(name)));
  logger.info('demo content loaded (marked as sample data)');
  return true;
}
