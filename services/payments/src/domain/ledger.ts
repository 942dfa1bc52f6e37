import type { EditionSpot, LedgerEntry, PublicEdition, ReleasedSpotLedger, SpotLedger } from '@trek/contracts';
import type { PaymentEntryRecord } from '../data-access/payment-entry.repository.js';

/**
 * What each spot owes and has paid (DESIGN.md: the spot pays, not the person, so a transferred
 * spot keeps its subsidy and its payments; a released spot, whose seat went back to the waitlist,
 * owes nothing and leaves the subsidy order). Pure: the ledgers follow from the edition's spots in
 * confirmation order, the edition settings and the insert-only entries.
 */

/** Dollars as whole cents (amounts are validated to two decimals). */
export const toCents = (amountUsd: number) => Math.round(amountUsd * 100);
const cents = toCents;
const usd = (amountCents: number) => amountCents / 100;

/**
 * Confirmation order: the spot's creation in its edition (ties, which a clock can make, by id so
 * every reader agrees). The subsidy goes to the first `subsidizedSpots` of this order.
 */
export function inConfirmationOrder(spots: readonly EditionSpot[]): EditionSpot[] {
  return [...spots].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.spotId < b.spotId ? -1 : a.spotId > b.spotId ? 1 : 0));
}

export function toLedgerEntry(entry: PaymentEntryRecord, reversedBy: string | null): LedgerEntry {
  return {
    id: entry._id,
    spotId: entry.spotId,
    kind: entry.kind,
    amountUsd: usd(entry.amountCents),
    paidOn: entry.paidOn,
    method: entry.method,
    reference: entry.reference,
    note: entry.note,
    source: entry.source,
    recordedBy: { id: entry.recordedById, name: entry.recordedByName },
    recordedAt: entry.recordedAt.toISOString(),
    reverses: entry.reverses,
    reversedBy,
  };
}

/** A due date has passed once its day is over (`today` is `YYYY-MM-DD`). */
const isPast = (dueDate: string, today: string) => dueDate !== '' && today > dueDate;

/**
 * Every spot's ledger, in confirmation order. Payments go to the deposit first, then to the
 * balance; a reversal takes its amount back. `today` decides what is overdue.
 */
export function spotLedgers(spots: readonly EditionSpot[], edition: PublicEdition, entries: readonly PaymentEntryRecord[], today: string): SpotLedger[] {
  const { bySpot, reversalOf } = entriesBySpot(entries);
  const subsidyCents = cents(edition.subsidyUsd);
  const priceAfterSubsidyCents = cents(edition.priceAfterSubsidyUsd);
  // A released spot's seat went to someone else: it leaves the subsidy order (see `releasedLedgers`).
  return inConfirmationOrder(spots.filter((spot) => !spot.released)).map((spot, index) => {
    const subsidized = index < edition.subsidizedSpots;
    const priceCents = subsidized ? priceAfterSubsidyCents : priceAfterSubsidyCents + subsidyCents;
    const depositCents = Math.min(cents(edition.depositUsd), priceCents);
    const balanceCents = priceCents - depositCents;
    const own = bySpot.get(spot.spotId) ?? [];
    const paidCents = own.reduce((sum, entry) => sum + entry.amountCents, 0);
    const depositPaidCents = Math.min(Math.max(paidCents, 0), depositCents);
    const balancePaidCents = Math.min(Math.max(paidCents - depositCents, 0), balanceCents);
    const { depositDueDate, balanceDueDate } = edition.payments;
    return {
      spotId: spot.spotId,
      year: spot.year,
      confirmationOrder: index + 1,
      confirmedAt: spot.createdAt,
      subsidized,
      subsidyUsd: subsidized ? usd(subsidyCents) : 0,
      priceUsd: usd(priceCents),
      deposit: { dueUsd: usd(depositCents), paidUsd: usd(depositPaidCents), dueDate: depositDueDate, overdue: depositPaidCents < depositCents && isPast(depositDueDate, today) },
      balance: { dueUsd: usd(balanceCents), paidUsd: usd(balancePaidCents), dueDate: balanceDueDate, overdue: balancePaidCents < balanceCents && isPast(balanceDueDate, today) },
      paidUsd: usd(paidCents),
      outstandingUsd: usd(priceCents - paidCents),
      entries: own.map((entry) => toLedgerEntry(entry, reversalOf.get(entry._id) ?? null)),
    };
  });
}

function entriesBySpot(entries: readonly PaymentEntryRecord[]) {
  const bySpot = new Map<string, PaymentEntryRecord[]>();
  for (const entry of entries) bySpot.set(entry.spotId, [...(bySpot.get(entry.spotId) ?? []), entry]);
  const reversalOf = new Map(entries.filter((entry) => entry.reverses).map((entry) => [entry.reverses!, entry._id]));
  return { bySpot, reversalOf };
}

/**
 * The released spots (their seat went back to the waitlist) that have entries, oldest release
 * first: they owe nothing and take no subsidy, but what was paid on them stays in view until
 * organizers settle it (a refund is recorded by reversing the payment).
 */
export function releasedLedgers(spots: readonly EditionSpot[], entries: readonly PaymentEntryRecord[]): ReleasedSpotLedger[] {
  const { bySpot, reversalOf } = entriesBySpot(entries);
  return spots
    .flatMap((spot) => {
      const own = bySpot.get(spot.spotId) ?? [];
      if (!spot.released || own.length === 0) return [];
      return [
        {
          spotId: spot.spotId,
          year: spot.year,
          confirmedAt: spot.createdAt,
          releasedAt: spot.released.at,
          formerHolderUserId: spot.released.formerHolderUserId,
          paidUsd: usd(own.reduce((sum, entry) => sum + entry.amountCents, 0)),
          entries: own.map((entry) => toLedgerEntry(entry, reversalOf.get(entry._id) ?? null)),
        },
      ];
    })
    .sort((a, b) => Date.parse(a.releasedAt) - Date.parse(b.releasedAt));
}

/** How many subsidized spots are still to give. */
export const subsidiesLeft = (edition: PublicEdition, spotCount: number) => Math.max(edition.subsidizedSpots - spotCount, 0);

export const depositOutstanding = (ledger: SpotLedger) => ledger.deposit.paidUsd < ledger.deposit.dueUsd;
