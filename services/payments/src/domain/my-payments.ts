import type { MyPayments } from '@trek/contracts';
import { currentLedgers } from './edition-ledgers.js';

/**
 * The caller's own spot's ledger: found through the verified user id only (the spot they hold
 * now). One who transferred their spot away holds none and sees nothing of it; the recipient sees
 * the spot's price and every payment made on it, since the spot pays, not the person.
 */
export async function myPayments(domain: Parameters<typeof currentLedgers>[0], userId: string): Promise<MyPayments> {
  const { ledgers, holderOf } = await currentLedgers(domain);
  const ledger = ledgers.find((candidate) => holderOf.get(candidate.spotId) === userId);
  if (!ledger) return { ledger: null };
  // Organizers' notes and account ids are theirs; the participant sees what was paid, when and how.
  return { ledger: { ...ledger, entries: ledger.entries.map((entry) => ({ ...entry, note: '', recordedBy: { id: '', name: entry.recordedBy.name } })) } };
}
