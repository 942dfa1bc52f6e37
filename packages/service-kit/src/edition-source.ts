import { editionMessages, pastEditionsSchema, publicEditionOfYearPath, publicEditionSchema, type PastEditions, type PublicEdition } from '@trek/contracts';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

/**
 * The edition settings as other services read them: the content service owns them (DESIGN.md:
 * the one source of year, dates, deadlines and the contact mailbox), answered by its public read.
 */
export interface EditionSource {
  /** The edition settings; rejects when the content service cannot be read and nothing fresh is cached. */
  current(): Promise<PublicEdition>;
  /**
   * One edition's settings (the current one, or a past one kept by content), for what belongs to
   * that edition (a spot is priced by its own edition). Rejects when content cannot be read or has
   * no such edition (`AppError` 404 then).
   */
  ofYear(year: number): Promise<PublicEdition>;
}

const TIMEOUT_MS = 5_000;

/**
 * Reads `GET /api/public/edition` of the content service and reuses the answer for `cacheMs`:
 * organizers changing a date are seen within that time. Once the cache has expired and the
 * service cannot be read, this rejects rather than answering an old value: a caller answers 503
 * instead of acting on a year or a deadline that may have moved.
 */
export function createEditionSource(contentServiceUrl: string, cacheMs: number, now: () => Date = () => new Date()): EditionSource {
  const url = new URL('/api/public/edition', contentServiceUrl);
  let cached: { edition: PublicEdition; until: number } | null = null;
  // Requests arriving while a read is under way share it: one read per expiry, not one per request.
  let reading: Promise<PublicEdition> | null = null;
  const read = async (): Promise<PublicEdition> => {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`The content service answered ${response.status} for the edition settings`);
    const edition = publicEditionSchema.parse(await response.json());
    cached = { edition, until: now().getTime() + cacheMs };
    return edition;
  };
  // A past edition's settings never change once the next edition started: each is read once.
  const pastEditions = new Map<number, Promise<PublicEdition>>();
  const readPast = async (year: number): Promise<PublicEdition> => {
    const response = await fetch(new URL(publicEditionOfYearPath(year), contentServiceUrl), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404) throw AppError.notFound(editionMessages.editionNotFound);
    if (!response.ok) throw new Error(`The content service answered ${response.status} for the ${year} edition`);
    return publicEditionSchema.parse(await response.json());
  };
  const source: EditionSource = {
    async current() {
      if (cached && now().getTime() < cached.until) return cached.edition;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    async ofYear(year) {
      const current = await source.current();
      if (current.year === year) return current;
      // A later year than the cached current one has just begun: its settings still change.
      if (year > current.year) return readPast(year);
      let past = pastEditions.get(year);
      if (!past) {
        past = readPast(year);
        pastEditions.set(year, past);
        // A failed read is tried again next time.
        past.catch(() => pastEditions.delete(year));
      }
      return past;
    },
  };
  return source;
}

/**
 * The edition settings for a request, or a 503 with `message` when the content service cannot be
 * read: a request never acts on a guessed year or deadline.
 */
export async function editionOr503(source: EditionSource, logger: Logger, message: string): Promise<PublicEdition> {
  try {
    return await source.current();
  } catch (error) {
    logger.error({ err: error }, 'the edition settings could not be read from the content service');
    throw AppError.unavailable(message);
  }
}

/**
 * The dates of past editions (content's `GET /api/public/edition/history`), read when needed
 * (hourly purges, an organizer's preview): retention counts from the edition a record belongs to.
 */
export async function readPastEditions(contentServiceUrl: string): Promise<PastEditions['editions']> {
  const response = await fetch(new URL('/api/public/edition/history', contentServiceUrl), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The content service answered ${response.status} for the past editions`);
  return pastEditionsSchema.parse(await response.json()).editions;
}

type PastEdition = PastEditions['editions'][number];

/**
 * The edition something made at `at` belongs to: the first past edition that ended (organizers
 * started the next one) after it, else the current one.
 */
export function editionAt(at: Date, pastEditions: readonly PastEdition[], currentYear: number): number {
  const ended = pastEditions.filter((edition) => edition.endedAt !== null).sort((a, b) => a.year - b.year);
  return ended.find((edition) => at.getTime() < Date.parse(edition.endedAt!))?.year ?? currentYear;
}

/** Past editions, or none when they cannot be read: then the undated count as current, as before any edition ended. */
export async function pastEditionsOrNone(source: { pastEditions: () => Promise<PastEdition[]>; logger: Logger }): Promise<PastEdition[]> {
  try {
    return await source.pastEditions();
  } catch (error) {
    source.logger.warn({ err: error }, 'the edition history could not be read: people without a recorded edition count as the current one');
    return [];
  }
}
