import type { ActiveParticipant, AdminPayments, AdminSpotLedger, PaymentsSummary } from '@trek/contracts';
import type { CsvColumn } from '@trek/service-kit';
import { currentLedgers, editionLedgers } from './edition-ledgers.js';
import { depositOutstanding, subsidiesLeft } from './ledger.js';
import type { PaymentsDomain } from './payments-context.js';

type Deps = Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'reminders' | 'holders' | 'now' | 'logger'>;

/** Names come from auth; without it the money still shows, with holders by id only. */
async function accountsById(domain: Deps): Promise<Map<string, ActiveParticipant>> {
  try {
    return new Map((await domain.holders()).map((account) => [account.id, account]));
  } catch (error) {
    domain.logger.warn({ err: error }, 'the Payments tab shows holders without names: auth could not be read');
    return new Map();
  }
}

const holderOf = (userId: string, account: ActiveParticipant | undefined) => ({ userId, fullName: account?.fullName ?? null, email: account?.email ?? null, language: account?.language ?? null });

/**
 * The organizers' Payments tab: every spot of an edition (the current one without a year) in
 * confirmation order, with its holder and ledger, priced with that edition's settings; and the
 * released spots with money on them, with their former holder, so it can be refunded.
 */
export async function adminPayments(domain: Deps, year?: number): Promise<AdminPayments> {
  // The edition's reminders follow its ledgers; the holders' names do not depend on the edition,
  // so they are read beside both, not after them.
  const ledgersAndReminders = editionLedgers(domain, year).then(async (read) => ({ ...read, reminders: await domain.reminders.ofEdition(read.edition.year) }));
  const [current, { edition, ledgers, released, spotById, reminders }, accounts] = await Promise.all([
    domain.edition.current().catch(() => null),
    ledgersAndReminders,
    accountsById(domain),
  ]);
  const lastReminder = new Map<string, string>();
  for (const reminder of reminders) {
    if (reminder.dueDate === edition.payments.depositDueDate) lastReminder.set(reminder.spotId, reminder.at.toISOString());
  }
  const spots: AdminSpotLedger[] = ledgers.map((ledger) => {
    const userId = spotById.get(ledger.spotId)?.holderUserId ?? null;
    const account = userId ? accounts.get(userId) : undefined;
    return {
      ...ledger,
      holder: userId ? holderOf(userId, account) : null,
      depositRemindedAt: lastReminder.get(ledger.spotId) ?? null,
    };
  });
  const sum = (pick: (ledger: AdminSpotLedger) => number) => Math.round(spots.reduce((total, ledger) => total + pick(ledger) * 100, 0)) / 100;
  return {
    year: edition.year,
    current: year === undefined || current?.year === edition.year,
    subsidizedSpots: edition.subsidizedSpots,
    subsidiesLeft: subsidiesLeft(edition, spots.length),
    spots,
    released: released.map((ledger) => ({ ...ledger, formerHolder: holderOf(ledger.formerHolderUserId, accounts.get(ledger.formerHolderUserId)) })),
    totals: {
      priceUsd: sum((ledger) => ledger.priceUsd),
      paidUsd: sum((ledger) => ledger.paidUsd),
      outstandingUsd: sum((ledger) => Math.max(ledger.outstandingUsd, 0)),
      depositsOutstanding: spots.filter(depositOutstanding).length,
    },
  };
}

/** The Overview's figures: the same ledgers, counted in one pass, without the holders (auth is not read). */
export async function paymentsSummary(domain: Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'now' | 'logger'>): Promise<PaymentsSummary> {
  const { edition, ledgers, released } = await currentLedgers(domain);
  let depositsOutstanding = 0;
  let outstandingCents = 0;
  for (const ledger of ledgers) {
    if (depositOutstanding(ledger)) depositsOutstanding += 1;
    outstandingCents += Math.round(Math.max(ledger.outstandingUsd, 0) * 100);
  }
  return {
    year: edition.year,
    spots: ledgers.length,
    subsidizedSpots: edition.subsidizedSpots,
    subsidiesLeft: subsidiesLeft(edition, ledgers.length),
    depositsOutstanding,
    outstandingUsd: outstandingCents / 100,
    releasedPaidUsd: released.reduce((total, ledger) => total + Math.round(ledger.paidUsd * 100), 0) / 100,
  };
}

const money = (amountUsd: number) => amountUsd.toFixed(2);

/** The Payments CSV: one row per spot, in confirmation order. */
export const PAYMENTS_CSV_COLUMNS: readonly CsvColumn<AdminSpotLedger>[] = [
  { header: 'Order', value: (row) => String(row.confirmationOrder) },
  { header: 'Spot', value: (row) => row.spotId },
  { header: 'Holder', value: (row) => row.holder?.fullName ?? (row.holder ? '' : 'awaiting recipient') },
  { header: 'Email', value: (row) => row.holder?.email ?? '' },
  { header: 'Subsidized', value: (row) => (row.subsidized ? 'yes' : 'no') },
  { header: 'Price (USD)', value: (row) => money(row.priceUsd) },
  { header: 'Deposit due (USD)', value: (row) => money(row.deposit.dueUsd) },
  { header: 'Deposit paid (USD)', value: (row) => money(row.deposit.paidUsd) },
  { header: 'Deposit due date', value: (row) => row.deposit.dueDate },
  { header: 'Balance due (USD)', value: (row) => money(row.balance.dueUsd) },
  { header: 'Balance paid (USD)', value: (row) => money(row.balance.paidUsd) },
  { header: 'Balance due date', value: (row) => row.balance.dueDate },
  { header: 'Paid (USD)', value: (row) => money(row.paidUsd) },
  { header: 'Outstanding (USD)', value: (row) => money(row.outstandingUsd) },
];
