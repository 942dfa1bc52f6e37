import type { MyPayments } from '@trek/contracts';
import { currentLedgers } from './edition-ledgers.js';

/**
 * The caller's own spot's ledger: found through the verified user id only (the spot they hold
 * now). One who transferred their spot away holds none and sees nothing of it; the recipient sees
 * the spot's price and every payment made on it, since the spot pays, not the person, but not the
 * references of those recorded before they held it (a reference may name whoever paid).
 */
export async function myPayments(domain: Parameters<typeof currentLedgers>[0], userId: string): Promise<MyPayments> {
  const { ledgers, spotById } = await currentLedgers(domain);
  const ledger = ledgers.find((candidate) => spotById.get(candidate.spotId)?.holderUserId === userId);
  if (!ledger) return { ledger: null };
  const heldSince = spotById.get(ledger.spotId)?.heldSince ?? '';
  // Organizers' notes and account ids are theirs; the participant sees what was paid, when and how.
  const entries = ledger.entries.map((entry) => ({
    ...entry,
    reference: entry.recordedAt < heldSince ? '' : entry.reference,
    note: '',
    recordedBy: { id: '', name: entry.recordedBy.name },
  }));
  return { ledger: { ...ledger, entries } };
}
