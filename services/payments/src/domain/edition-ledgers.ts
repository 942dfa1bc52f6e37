import { paymentMessages, type EditionSpot, type PublicEdition, type SpotLedger } from '@trek/contracts';
import { AppError, editionOr503 } from '@trek/service-kit';
import { spotLedgers } from './ledger.js';
import type { PaymentsDomain } from './payments-context.js';

export interface EditionLedgers {
  edition: PublicEdition;
  ledgers: SpotLedger[];
  /** Each spot as participant answers it (its holder now and since when), by spot id. */
  spotById: Map<string, EditionSpot>;
}

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The current edition's ledgers: its settings (content), its spots (participant) and its entries.
 * 503 when the settings or the spots cannot be read: a ledger is never shown from a guess.
 */
export async function currentLedgers(domain: Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'now' | 'logger'>): Promise<EditionLedgers> {
  const edition = await editionOr503(domain.edition, domain.logger, paymentMessages.editionUnavailable);
  const [spots, entries] = await Promise.all([
    domain.editionSpots(edition.year).catch((error: unknown) => {
      domain.logger.error({ err: error }, 'the spots could not be read from the participant service');
      throw AppError.unavailable(paymentMessages.spotsUnavailable);
    }),
    domain.entries.ofEdition(edition.year),
  ]);
  return {
    edition,
    ledgers: spotLedgers(spots, edition, entries, todayOf(domain.now())),
    spotById: new Map(spots.map((spot) => [spot.spotId, spot])),
  };
}
