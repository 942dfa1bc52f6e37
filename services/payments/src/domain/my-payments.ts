import type { MyPayments } from '@trek/contracts';
import { currentLedgers, editionLedgers, type EditionLedgers } from './edition-ledgers.js';
import type { PaymentsDomain } from './payments-context.js';

type Deps = Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'pastEditionYears' | 'now' | 'logger'>;

const heldBy = (editionLedgers: EditionLedgers, userId: string) => editionLedgers.ledgers.find((candidate) => editionLedgers.spotById.get(candidate.spotId)?.holderUserId === userId);

/** The past editions' years, newest first; none when content cannot tell them (the current edition is still answered). */
async function pastYears(domain: Deps): Promise<number[]> {
  try {
    return (await domain.pastEditionYears()).sort((a, b) => b - a);
  } catch (error) {
    domain.logger.warn({ err: error }, 'the past editions could not be read: only the current edition is searched for the caller\'s spot');
    return [];
  }
}

/**
 * The caller's own spot's ledger: found through the verified user id only (the spot they hold,
 * in the current edition or else the latest past one), priced with its own edition's settings.
 * One who transferred their spot away holds none and sees nothing of it; the recipient sees the
 * spot's price and every payment made on it, since the spot pays, not the person, but not the
 * references of those recorded before they held it (a reference may name whoever paid).
 */
export async function myPayments(domain: Deps, userId: string): Promise<MyPayments> {
  let found = await currentLedgers(domain);
  let ledger = heldBy(found, userId);
  for (const year of ledger ? [] : await pastYears(domain)) {
    found = await editionLedgers(domain, year);
    ledger = heldBy(found, userId);
    if (ledger) break;
  }
  if (!ledger) return { ledger: null };
  const heldSince = found.spotById.get(ledger.spotId)?.heldSince ?? '';
  // Organizers' notes and account ids are theirs; the participant sees what was paid, when and how.
  const entries = ledger.entries.map((entry) => ({
    ...entry,
    reference: entry.recordedAt < heldSince ? '' : entry.reference,
    note: '',
    recordedBy: { id: '', name: entry.recordedBy.name },
  }));
  return { ledger: { ...ledger, entries } };
}
