import {
  DEFAULT_EDITION_SETTINGS,
  editionMessages,
  nextEditionSettings,
  publicEditionSchema,
  seedEditionSettings,
  type EditionSettings,
  type PastEditions,
  type PublicEdition,
} from '@trek/contracts';
import { AppError, type Logger } from '@trek/service-kit';
import { EDITION_CACHE_NAME, type ContentDomain } from './content-context.js';
import type { CachedResponse } from './public-cache.js';

export interface EditionView extends EditionSettings {
  updatedBy: string | null;
  updatedAt: string | null;
}

/** Recorded as the author of the first edition a new database starts with. */
const FIRST_START_ACTOR = 'first-start';
/** One write of the edition document at a time (organizers' saves and "Start the next edition"). */
const EDITION_WRITES = 'edition';

/** The organizers' view: the saved settings (the 2026 defaults fill what an older version did not store). */
export async function readEdition(domain: Pick<ContentDomain, 'settings'>): Promise<EditionView> {
  const stored = await domain.settings.findEdition();
  if (!stored) return { ...DEFAULT_EDITION_SETTINGS, updatedBy: null, updatedAt: null };
  const { updatedBy, updatedAt, ...settings } = stored;
  return { ...DEFAULT_EDITION_SETTINGS, ...settings, updatedBy, updatedAt: new Date(updatedAt).toISOString() };
}

/** What anyone may read: everything but the group invite. */
export async function readPublicEdition(domain: Pick<ContentDomain, 'settings' | 'cache'>): Promise<CachedResponse> {
  return domain.cache.get(EDITION_CACHE_NAME, 'all', async () => publicEditionSchema.parse(await readEdition(domain)));
}

/**
 * One edition's public settings: the current one, or a past one as it was when the next started
 * (what its spots were priced at). Past settings never change, so whoever reads them (payments)
 * may keep them. 404 for a year that is neither.
 */
export async function readPublicEditionOfYear(domain: Pick<ContentDomain, 'settings'>, year: number): Promise<PublicEdition> {
  const current = await readEdition(domain);
  if (current.year === year) return publicEditionSchema.parse(current);
  const past = (await domain.settings.listEditionHistory()).find((entry) => entry.year === year);
  if (!past) throw AppError.notFound(editionMessages.editionNotFound);
  return publicEditionSchema.parse({ ...DEFAULT_EDITION_SETTINGS, ...past.settings, year });
}

/**
 * The dates of past editions, newest first: the other services' retention purges count from the
 * edition a record belongs to (a trek's end, an application deadline), the participant portal
 * shows a past edition's own dates, and what was created before an edition ended belongs to it.
 * Dates only, as public as the itinerary.
 */
export async function readPastEditionDates(domain: Pick<ContentDomain, 'settings'>): Promise<PastEditions> {
  const history = await domain.settings.listEditionHistory();
  return {
    editions: history.map(({ year, settings, endedAt }) => ({
      year,
      startDate: settings.startDate,
      endDate: settings.endDate,
      day0Date: settings.day0Date,
      applicationDeadline: settings.applicationDeadline,
      endedAt: new Date(endedAt).toISOString(),
    })),
  };
}

/**
 * On every start: a database without edition settings gets an upcoming edition relative to
 * today (next March's trek, applications open, the spec's transfer rule), whether or not sample
 * content is loaded. A database with settings keeps them.
 */
export async function ensureEdition(domain: Pick<ContentDomain, 'settings' | 'cache'>, now: Date, logger: Logger): Promise<EditionSettings> {
  const seeded = seedEditionSettings(now);
  if (await domain.settings.insertEditionIfAbsent(seeded, FIRST_START_ACTOR)) {
    await invalidateEditionReads(domain);
    logger.info({ year: seeded.year }, 'first start: the upcoming edition was set up relative to today');
  }
  return readEdition(domain);
}

/** The public reads built from the edition: the edition itself and the fallback FAQs, which name its dates. */
async function invalidateEditionReads(domain: Pick<ContentDomain, 'cache'>): Promise<void> {
  await Promise.all([domain.cache.invalidate(EDITION_CACHE_NAME), domain.cache.invalidate('faqs')]);
}

type SaveEditionDeps = Pick<ContentDomain, 'settings' | 'cache' | 'audit' | 'writes'>;

/**
 * An organizer's save of the whole settings document. The year is not changed here: it moves
 * only with "Start the next edition", which keeps the past edition as history; a form opened
 * before the edition moved on (its year is the old one) is refused instead of moving it back.
 */
export async function saveEdition(domain: SaveEditionDeps, settings: EditionSettings, actor: string): Promise<EditionView> {
  await domain.writes.run(EDITION_WRITES, async () => {
    const current = await readEdition(domain);
    if (settings.year !== current.year) throw AppError.conflict(editionMessages.yearChangesOnlyByStartNext(current.year));
    await domain.settings.saveEdition(settings, actor);
  });
  await invalidateEditionReads(domain);
  await domain.audit.record({ actorId: actor, action: 'edition.update', target: 'edition', summary: 'Updated the edition settings' });
  return readEdition(domain);
}

type StartNextEditionDeps = Pick<ContentDomain, 'settings' | 'cache' | 'audit' | 'writes'>;

/**
 * "Start the next edition": the settings of `fromYear` are kept in the edition history, then the
 * settings move on a year (nextEditionSettings). The request names the year it moves from, so a
 * second click, a retry or another organizer's concurrent request is refused (409) instead of
 * moving two years. The history insert is the once-only claim (unique year); a claim whose move
 * did not happen (a crash in between) is finished by the next request. Itinerary days, speakers
 * and cohorts are keyed by year and stay as they are: the past year's tabs keep showing them.
 */
export async function startNextEdition(domain: StartNextEditionDeps, fromYear: number, actor: string): Promise<EditionView> {
  const next = await domain.writes.run(EDITION_WRITES, async () => {
    const current = await readEdition(domain);
    if (current.year !== fromYear) throw AppError.conflict(editionMessages.alreadyMovedOn(fromYear, current.year));
    const { updatedBy: _by, updatedAt: _at, ...settings } = current;
    await domain.settings.keepEditionHistory({ year: fromYear, settings, endedBy: actor, endedAt: new Date() });
    const moved = nextEditionSettings(settings);
    if (!(await domain.settings.replaceEditionOfYear(fromYear, moved, actor))) {
      const now = await readEdition(domain);
      throw AppError.conflict(editionMessages.alreadyMovedOn(fromYear, now.year));
    }
    return moved;
  });
  await invalidateEditionReads(domain);
  await domain.audit.record({
    actorId: actor,
    action: 'edition.start-next',
    target: 'edition',
    summary: `Started the ${next.year} edition; the ${fromYear} edition is kept as history`,
  });
  return readEdition(domain);
}
