import { randomUUID } from 'node:crypto';
import { paymentMessages, type PaymentRecord, type PaymentReversal, type ReleasedSpotLedger, type SpotLedger } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import { reversalIdOf, type PaymentEntryRecord } from '../data-access/payment-entry.repository.js';
import { currentLedgers } from './edition-ledgers.js';
import { toCents } from './ledger.js';
import type { PaymentsDomain } from './payments-context.js';

type Deps = Pick<PaymentsDomain, 'edition' | 'editionSpots' | 'entries' | 'audit' | 'now' | 'logger'>;

const authorOf = (caller: AuthContext) => ({ recordedById: caller.userId, recordedByName: caller.name ?? caller.userId });

/** A spot of the current edition that counts: a released one takes no new payment (409), any other spot is 404. */
async function spotOfCurrentEdition(domain: Deps, spotId: string) {
  const current = await currentLedgers(domain);
  const ledger = current.ledgers.find((candidate) => candidate.spotId === spotId);
  if (!ledger) {
    if (current.spotById.get(spotId)?.released) throw AppError.conflict(paymentMessages.spotReleased);
    throw AppError.notFound(paymentMessages.spotNotFound);
  }
  return { ...current, ledger };
}

/** A spot of the current edition that counts, or a released one with money on it (whose payments are reversed as refunded). */
async function ledgerOrReleased(domain: Deps, spotId: string): Promise<SpotLedger | ReleasedSpotLedger> {
  const { ledgers, released } = await currentLedgers(domain);
  const ledger = ledgers.find((candidate) => candidate.spotId === spotId) ?? released.find((candidate) => candidate.spotId === spotId);
  if (!ledger) throw AppError.notFound(paymentMessages.spotNotFound);
  return ledger;
}

/**
 * An organizer records a payment on a spot of the current edition. The author is the verified
 * caller, never a field of the request. One insert: two organizers recording at once keep both.
 */
export async function recordPayment(domain: Deps, caller: AuthContext, spotId: string, payment: PaymentRecord): Promise<SpotLedger> {
  const { edition } = await spotOfCurrentEdition(domain, spotId);
  const entry: PaymentEntryRecord = {
    _id: randomUUID(),
    spotId,
    year: edition.year,
    kind: 'payment',
    amountCents: toCents(payment.amountUsd),
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    note: payment.note,
    source: 'organizer',
    ...authorOf(caller),
    recordedAt: domain.now(),
    reverses: null,
  };
  await domain.entries.insert(entry);
  await domain.audit.record({
    actorId: caller.userId,
    action: 'payment.record',
    target: `spot:${spotId}`,
    summary: `Recorded a payment of US$${payment.amountUsd.toFixed(2)} (${payment.method}) paid on ${payment.paidOn}`,
  });
  return (await spotOfCurrentEdition(domain, spotId)).ledger;
}

/**
 * A correction, or the refund of a released spot's payment: a reversal entry with the opposite amount, never an edit. The reversal's id names
 * the payment, so it is reversed once even when two organizers ask at the same instant (409).
 */
export async function reversePayment(domain: Deps, caller: AuthContext, spotId: string, entryId: string, { reason }: PaymentReversal): Promise<SpotLedger | ReleasedSpotLedger> {
  await ledgerOrReleased(domain, spotId);
  const payment = await domain.entries.find(entryId);
  if (!payment || payment.spotId !== spotId) throw AppError.notFound(paymentMessages.entryNotFound);
  if (payment.kind !== 'payment') throw AppError.badRequest(paymentMessages.reversalNotReversible);
  const inserted = await domain.entries.insert({
    ...payment,
    _id: reversalIdOf(payment._id),
    kind: 'reversal',
    amountCents: -payment.amountCents,
    note: reason,
    source: 'organizer',
    ...authorOf(caller),
    recordedAt: domain.now(),
    reverses: payment._id,
  });
  if (!inserted) throw AppError.conflict(paymentMessages.alreadyReversed);
  await domain.audit.record({
    actorId: caller.userId,
    action: 'payment.reverse',
    target: `spot:${spotId}`,
    summary: `Reversed the payment of US$${(payment.amountCents / 100).toFixed(2)} paid on ${payment.paidOn}`,
  });
  return ledgerOrReleased(domain, spotId);
}
