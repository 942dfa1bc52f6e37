import type { EditionSettings } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from './content-collections.js';
import type { ContentDomain } from './content-context.js';
import { demoFaqs, DEMO_PLACES, DEMO_SUPPORTERS, DEMO_TRAVEL_RESOURCES, demoItinerary, demoSpeakers, demoTeam } from './demo-content.js';

/** Claimed once per database, before anything is inserted, so replicas starting together seed once. */
const DEMO_MARKER = 'demo-content-seeded';
/** Recorded as the author of sample items. */
const SEED_ACTOR = 'demo-content';

async function insert(domain: Pick<ContentDomain, 'items'>, name: CollectionName, items: readonly object[]): Promise<string[]> {
  const fields = items.map((item) => COLLECTIONS[name].create.parse(item));
  return domain.items[name].insertSamples(fields, SEED_ACTOR);
}

type SeedDemoContentDeps = Pick<ContentDomain, 'items' | 'settings' | 'cache'>;

/**
 * Loads the sample content on the first start of an empty database, around `edition` (the one
 * ensureEdition set up relative to today): its own itinerary on its dates, and the speakers,
 * itinerary and cohorts of the two editions before it, so every year tab has something. A
 * database that already has content, or whose marker is taken, is left alone; deleting the
 * samples later does not bring them back.
 */
export async function seedDemoContent(domain: SeedDemoContentDeps, edition: Pick<EditionSettings, 'year' | 'startDate' | 'endDate' | 'day0Date'>, logger: Logger): Promise<boolean> {
  const counts = await Promise.all(COLLECTION_NAMES.map((name) => domain.items[name].count()));
  const empty = counts.every((count) => count === 0);
  if (!(await domain.settings.claimMarker(DEMO_MARKER)) || !empty) return false;

  const speakers = demoSpeakers(edition.year);
  const speakerIds = await insert(domain, 'speakers', speakers);
  const idsOfYear = (year: number) => speakerIds.filter((_, i) => speakers[i]!.year === year);
  await insert(domain, 'team', demoTeam(edition.year));
  await insert(domain, 'supporters', DEMO_SUPPORTERS);
  const [lastYear, yearBefore] = [edition.year - 1, edition.year - 2];
  await insert(domain, 'itinerary-days', demoItinerary(edition, { [lastYear]: idsOfYear(lastYear), [yearBefore]: idsOfYear(yearBefore) }));
  await insert(domain, 'places', DEMO_PLACES);
  await insert(domain, 'faqs', demoFaqs(edition));
  await insert(domain, 'travel-resources', DEMO_TRAVEL_RESOURCES);
  await Promise.all(COLLECTION_NAMES.map((name) => domain.cache.invalidate(name)));
  logger.info({ year: edition.year }, 'demo content loaded (marked as sample data)');
  return true;
}
