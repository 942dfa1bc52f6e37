import { paymentMessages, type EditionSpot, type PublicEdition, type ReleasedSpotLedger, type SpotLedger } from '@trek/contracts';
import { AppError, editionOr503 } from '@trek/service-kit';
import { releasedLedgers, spotLedgers } from './ledger.js';
import type { PaymentsDomain } from './payments-context.js';

export interface EditionLedgers {
  edition: PublicEdition;
  /** The spots that count (held, or waiting for a recipient), in confirmation order. */
  ledgers: SpotLedger[];
  /** Spots whose seat went back to the waitlist and that have payment entries: organizers settle what was paid. */
  released: ReleasedSpotLedger[];
  /** Each spot as participant answers it (its holder now and since when), by spot id. */
  spotById: Map<string, EditionSpot>;
}

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

type Deps = Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'now' | 'logger'>;

/** An edition's settings: the current one's, or a past one's as content kept it (404 for a year it does not know). */
async function settingsOf(domain: Deps, year: number | undefined): Promise<PublicEdition> {
  if (year === undefined) return editionOr503(domain.edition, domain.logger, paymentMessages.editionUnavailable);
  try {
    return await domain.edition.ofYear(year);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw AppError.notFound(paymentMessages.editionNotFound);
    domain.logger.error({ err: error, year }, 'the edition settings could not be read from the content service');
    throw AppError.unavailable(paymentMessages.editionUnavailable);
  }
}

/** An edition's spots (participant); 503 when they cannot be read. */
async function spotsOf(domain: Pick<PaymentsDomain, 'editionSpots' | 'logger'>, year: number): Promise<EditionSpot[]> {
  return domain.editionSpots(year).catch((error: unknown) => {
    domain.logger.error({ err: error }, 'the spots could not be read from the participant service');
    throw AppError.unavailable(paymentMessages.spotsUnavailable);
  });
}

/**
 * One edition's ledgers (the current edition's when no year is given), priced with that edition's
 * own settings (content), from its spots (participant) and its entries. 503 when the settings or
 * the spots cannot be read: a ledger is never shown from a guess.
 */
export async function editionLedgers(domain: Deps, year?: number): Promise<EditionLedgers> {
  const edition = await settingsOf(domain, year);
  const [editionSpots, entries] = await Promise.all([spotsOf(domain, edition.year), domain.entries.ofEdition(edition.year)]);
  return {
    edition,
    ledgers: spotLedgers(editionSpots, edition, entries, todayOf(domain.now())),
    released: releasedLedgers(editionSpots, entries),
    spotById: new Map(editionSpots.map((spot) => [spot.spotId, spot])),
  };
}

/** The current edition's ledgers. */
export const currentLedgers = (domain: Deps) => editionLedgers(domain);
