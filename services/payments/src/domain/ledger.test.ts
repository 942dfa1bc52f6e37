import { DEFAULT_EDITION_SETTINGS, publicEditionSchema, type EditionSpot } from '@trek/contracts';
import type { PaymentEntryRecord } from '../data-access/payment-entry.repository.js';
import { releasedLedgers, spotLedgers, subsidiesLeft } from './ledger.js';

const edition = { ...publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS), subsidizedSpots: 2 };

const spot = (spotId: string, createdAt: string, holderUserId: string | null = null): EditionSpot => ({ spotId, year: 2026, createdAt, holderUserId, heldSince: holderUserId === null ? null : createdAt, released: null });

let entryNumber = 0;
const entry = (spotId: string, amountCents: number, extra: Partial<PaymentEntryRecord> = {}): PaymentEntryRecord => ({
  _id: `entry-${++entryNumber}`,
  spotId,
  year: 2026,
  kind: 'payment',
  amountCents,
  paidOn: '2025-12-01',
  method: 'bank-transfer',
  reference: '',
  note: '',
  source: 'organizer',
  recordedById: 'organizer-1',
  recordedByName: 'Ana',
  recordedAt: new Date('2025-12-01T10:00:00Z'),
  reverses: null,
  ...extra,
});

describe('subsidy order', () => {
  it('gives the subsidy to the first spots confirmed, whatever order they are listed in', () => {
    const spots = [spot('c', '2025-12-03T00:00:00Z'), spot('a', '2025-12-01T00:00:00Z'), spot('b', '2025-12-02T00:00:00Z')];

    const ledgers = spotLedgers(spots, edition, [], '2025-12-10');

    expect(ledgers.map((ledger) => [ledger.spotId, ledger.confirmationOrder, ledger.subsidized, ledger.priceUsd])).toEqual([
      ['a', 1, true, 1650],
      ['b', 2, true, 1650],
      ['c', 3, false, 2650],
    ]);
    expect(subsidiesLeft(edition, 1)).toBe(1);
    expect(subsidiesLeft(edition, 3)).toBe(0);
  });

  it('leaves a released spot out of the order, so the next spot confirmed takes its subsidy; its payments stay with it', () => {
    const released = { ...spot('a', '2025-12-01T00:00:00Z'), released: { at: '2026-01-02T00:00:00Z', formerHolderUserId: 'aaaaaaaaaaaaaaaaaaaaaaaa' } };
    const spots = [released, spot('b', '2025-12-02T00:00:00Z'), spot('c', '2025-12-03T00:00:00Z')];
    const entries = [entry('a', 50_000)];

    expect(spotLedgers(spots, edition, entries, '2025-12-10').map((ledger) => [ledger.spotId, ledger.confirmationOrder, ledger.subsidized])).toEqual([
      ['b', 1, true],
      ['c', 2, true],
    ]);
    expect(releasedLedgers(spots, entries)).toEqual([expect.objectContaining({ spotId: 'a', paidUsd: 500, releasedAt: '2026-01-02T00:00:00Z', formerHolderUserId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })]);
    expect(releasedLedgers(spots, [])).toEqual([]);
  });

  it('orders spots confirmed at the same instant by id, so every reader agrees', () => {
    const at = '2025-12-01T00:00:00Z';
    const ledgers = spotLedgers([spot('z', at), spot('m', at), spot('b', at)], edition, [], '2025-12-10');
    expect(ledgers.map((ledger) => ledger.spotId)).toEqual(['b', 'm', 'z']);
  });

  it('keeps a spot its subsidy and payments when it changes hands', () => {
    const before = spotLedgers([spot('a', '2025-12-01T00:00:00Z', 'aaaaaaaaaaaaaaaaaaaaaaaa')], edition, [entry('a', 50_000)], '2025-12-10');
    const after = spotLedgers([spot('a', '2025-12-01T00:00:00Z', 'bbbbbbbbbbbbbbbbbbbbbbbb')], edition, [entry('a', 50_000)], '2025-12-10');
    expect(after[0]).toMatchObject({ subsidized: true, paidUsd: 500, outstandingUsd: 1150 });
    expect({ ...after[0], entries: [] }).toEqual({ ...before[0], entries: [] });
  });
});

describe('outstanding', () => {
  it('owes the whole price until something is paid, then the deposit is paid first', () => {
    const [nothing] = spotLedgers([spot('a', '2025-12-01T00:00:00Z')], edition, [], '2025-12-10');
    expect(nothing).toMatchObject({ paidUsd: 0, outstandingUsd: 1650, deposit: { dueUsd: 500, paidUsd: 0 }, balance: { dueUsd: 1150, paidUsd: 0 } });

    const [some] = spotLedgers([spot('a', '2025-12-01T00:00:00Z')], edition, [entry('a', 30_000), entry('a', 40_050)], '2025-12-10');
    expect(some).toMatchObject({ paidUsd: 700.5, outstandingUsd: 949.5, deposit: { paidUsd: 500 }, balance: { paidUsd: 200.5 } });
  });

  it('shows an overpayment as a negative outstanding amount, never more than due as paid', () => {
    const [over] = spotLedgers([spot('a', '2025-12-01T00:00:00Z')], edition, [entry('a', 170_000)], '2025-12-10');
    expect(over).toMatchObject({ paidUsd: 1700, outstandingUsd: -50, deposit: { paidUsd: 500 }, balance: { paidUsd: 1150 } });
  });

  it('calls a deposit overdue only once its due day is over and it is not fully paid', () => {
    const spots = [spot('a', '2025-12-01T00:00:00Z'), spot('b', '2025-12-01T00:00:01Z')];
    const entries = [entry('b', 50_000)];
    expect(spotLedgers(spots, edition, entries, '2025-12-31').map((ledger) => ledger.deposit.overdue)).toEqual([false, false]);
    expect(spotLedgers(spots, edition, entries, '2026-01-01').map((ledger) => ledger.deposit.overdue)).toEqual([true, false]);
  });

  it('never calls anything overdue while the edition has no due date', () => {
    const unset = { ...edition, payments: { depositDueDate: '', balanceDueDate: '' } };
    const [ledger] = spotLedgers([spot('a', '2025-12-01T00:00:00Z')], unset, [], '2030-01-01');
    expect(ledger).toMatchObject({ deposit: { overdue: false, dueDate: '' }, balance: { overdue: false, dueDate: '' } });
  });
});

describe('reversing entries', () => {
  it('takes a reversed payment back and links both entries', () => {
    const payment = entry('a', 50_000);
    const reversal = entry('a', -50_000, { _id: `reversal-${payment._id}`, kind: 'reversal', reverses: payment._id });

    const [ledger] = spotLedgers([spot('a', '2025-12-01T00:00:00Z')], edition, [payment, reversal, entry('a', 45_000)], '2025-12-10');

    expect(ledger).toMatchObject({ paidUsd: 450, outstandingUsd: 1200, deposit: { paidUsd: 450 } });
    expect(ledger!.entries.map((item) => [item.kind, item.amountUsd, item.reversedBy, item.reverses])).toEqual([
      ['payment', 500, reversal._id, null],
      ['reversal', -500, null, payment._id],
      ['payment', 450, null, null],
    ]);
  });

  it('keeps each spot to its own entries', () => {
    const ledgers = spotLedgers([spot('a', '2025-12-01T00:00:00Z'), spot('b', '2025-12-02T00:00:00Z')], edition, [entry('b', 10_000)], '2025-12-10');
    expect(ledgers.map((ledger) => [ledger.spotId, ledger.paidUsd, ledger.entries.length])).toEqual([
      ['a', 0, 0],
      ['b', 100, 1],
    ]);
  });
});
