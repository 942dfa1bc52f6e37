import request from 'supertest';
import { adminPaymentsSchema, DEFAULT_EDITION_SETTINGS, myPaymentsSchema, paymentMessages, paymentsSummarySchema, publicEditionSchema, spotLedgerSchema } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { accountOf, newUserId, releasedSpot, spotOf, startPaymentsApp, type PaymentsTestApp } from './payments-app.fixture.js';

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.content.responses = {};
  t.people.spots = [];
  t.people.accounts = [];
  t.people.spotsDown = false;
  t.content.edition = { ...t.content.edition, subsidizedSpots: 50 };
});

const app = () => request(t.app);
const payment = { amountUsd: 500, paidOn: '2025-12-05', method: 'bank-transfer', reference: 'TX-1' };
const record = (spotId: string, token: string, body: object = payment) => app().post(`/api/admin/payments/spots/${spotId}/entries`).set(bearer(token)).send(body);

describe('who may see and record', () => {
  it('when no token is sent, then every payments route answers 401', async () => {
    expect((await app().get('/api/admin/payments')).status).toBe(401);
    expect((await app().get('/api/participant/payments')).status).toBe(401);
    expect((await app().post('/api/admin/payments/spots/x/entries').send(payment)).status).toBe(401);
  });

  it('when a participant asks for the organizers’ routes or tries to record a payment, then 403 and nothing is recorded', async () => {
    const holder = newUserId();
    const spot = spotOf(holder);
    t.people.spots = [spot];
    const token = t.participantToken(holder);

    expect((await app().get('/api/admin/payments').set(bearer(token))).status).toBe(403);
    expect((await app().get('/api/admin/payments/export.csv').set(bearer(token))).status).toBe(403);
    expect((await app().post('/api/admin/payments/reminders').set(bearer(token))).status).toBe(403);
    expect((await record(spot.spotId, token)).status).toBe(403);

    const mine = myPaymentsSchema.parse((await app().get('/api/participant/payments').set(bearer(token))).body);
    expect(mine.ledger?.entries).toEqual([]);
  });

  it('when an organizer asks for the participant view, then 403', async () => {
    expect((await app().get('/api/participant/payments').set(bearer(t.organizerToken()))).status).toBe(403);
  });

  it('when two participants hold spots, then each sees only their own spot’s ledger', async () => {
    const ana = newUserId();
    const ben = newUserId();
    const [anaSpot, benSpot] = [spotOf(ana), spotOf(ben)];
    t.people.spots = [anaSpot, benSpot];
    expect((await record(benSpot.spotId, t.organizerToken(), { ...payment, reference: 'BEN-ONLY' })).status).toBe(201);

    const anaView = await app().get('/api/participant/payments').set(bearer(t.participantToken(ana)));
    const benView = await app().get('/api/participant/payments').set(bearer(t.participantToken(ben)));

    expect(anaView.status).toBe(200);
    expect(anaView.headers['cache-control']).toBe('no-store');
    expect(myPaymentsSchema.parse(anaView.body).ledger).toMatchObject({ spotId: anaSpot.spotId, paidUsd: 0 });
    expect(JSON.stringify(anaView.body)).not.toContain('BEN-ONLY');
    expect(myPaymentsSchema.parse(benView.body).ledger).toMatchObject({ spotId: benSpot.spotId, paidUsd: 500 });
  });

  it('when someone holds no spot of the edition, then they see no ledger', async () => {
    t.people.spots = [spotOf(newUserId())];
    const answer = await app().get('/api/participant/payments').set(bearer(t.participantToken(newUserId())));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ledger: null });
  });
});

describe('recording payments', () => {
  it('when an organizer records a payment, then the author is the token’s organizer, whatever the body says', async () => {
    const spot = spotOf(newUserId());
    t.people.spots = [spot];
    const organizer = newUserId();

    const answer = await record(spot.spotId, t.organizerToken(organizer, 'Olga Organizer'), { ...payment, recordedBy: { id: 'someone-else', name: 'Mallory' }, source: 'provider' });

    expect(answer.status).toBe(201);
    const ledger = spotLedgerSchema.parse(answer.body);
    expect(ledger).toMatchObject({ paidUsd: 500, outstandingUsd: 1150, deposit: { paidUsd: 500 } });
    expect(ledger.entries).toEqual([expect.objectContaining({ kind: 'payment', amountUsd: 500, method: 'bank-transfer', reference: 'TX-1', source: 'organizer', recordedBy: { id: organizer, name: 'Olga Organizer' } })]);
  });

  it('when the amount is not a positive amount in cents or the date is missing, then 400 with the contract messages', async () => {
    const spot = spotOf(newUserId());
    t.people.spots = [spot];
    const organizer = t.organizerToken();

    const zero = await record(spot.spotId, organizer, { ...payment, amountUsd: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors.amountUsd).toBe('Amount must be more than 0 and at most 100000');
    expect((await record(spot.spotId, organizer, { ...payment, amountUsd: 10.005 })).body.errors.amountUsd).toBe('Amount can have at most two decimals');
    expect((await record(spot.spotId, organizer, { ...payment, paidOn: '' })).body.errors.paidOn).toBe('Payment date is required');
    expect((await record(spot.spotId, organizer, { ...payment, method: 'bitcoin' })).status).toBe(400);
  });

  it('when the spot is not one of the current edition, then 404', async () => {
    t.people.spots = [spotOf(newUserId())];
    expect((await record('spot-unknown', t.organizerToken())).status).toBe(404);
  });

  it('when the participant service cannot be read, then 503 and nothing is recorded', async () => {
    const spot = spotOf(newUserId());
    t.people.spots = [spot];
    t.people.spotsDown = true;
    const answer = await record(spot.spotId, t.organizerToken());
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('The spots cannot be read right now. Please try again shortly.');
    t.people.spotsDown = false;
    expect(adminPaymentsSchema.parse((await app().get('/api/admin/payments').set(bearer(t.organizerToken()))).body).spots[0]!.entries).toEqual([]);
  });
});

describe('corrections are reversing entries', () => {
  it('when an organizer reverses a payment, then a reversal entry takes it back and the payment stays', async () => {
    const spot = spotOf(newUserId());
    t.people.spots = [spot];
    const organizer = t.organizerToken();
    const paid = spotLedgerSchema.parse((await record(spot.spotId, organizer)).body);
    const paymentId = paid.entries[0]!.id;

    const reversed = await app().post(`/api/admin/payments/spots/${spot.spotId}/entries/${paymentId}/reverse`).set(bearer(organizer)).send({ reason: 'Typed the wrong spot' });

    expect(reversed.status).toBe(201);
    const ledger = spotLedgerSchema.parse(reversed.body);
    expect(ledger).toMatchObject({ paidUsd: 0, outstandingUsd: 1650 });
    expect(ledger.entries.map((entry) => [entry.kind, entry.amountUsd, entry.reversedBy === null, entry.reverses])).toEqual([
      ['payment', 500, false, null],
      ['reversal', -500, true, paymentId],
    ]);
    expect(ledger.entries[1]!.note).toBe('Typed the wrong spot');
  });

  it('when a payment is reversed twice, or a reversal is reversed, then it is refused and counted once', async () => {
    const spot = spotOf(newUserId());
    t.people.spots = [spot];
    const organizer = t.organizerToken();
    const paymentId = spotLedgerSchema.parse((await record(spot.spotId, organizer)).body).entries[0]!.id;
    const reverse = (entryId: string) => app().post(`/api/admin/payments/spots/${spot.spotId}/entries/${entryId}/reverse`).set(bearer(organizer)).send({ reason: 'Duplicate' });

    const [first, second] = await Promise.all([reverse(paymentId), reverse(paymentId)]);

    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const ledger = adminPaymentsSchema.parse((await app().get('/api/admin/payments').set(bearer(organizer))).body).spots[0]!;
    expect(ledger.paidUsd).toBe(0);
    const reversalId = ledger.entries.find((entry) => entry.kind === 'reversal')!.id;
    expect((await reverse(reversalId)).status).toBe(400);
    expect((await app().post(`/api/admin/payments/spots/${spot.spotId}/entries/unknown/reverse`).set(bearer(organizer)).send({ reason: 'x' })).status).toBe(404);
  });
});

describe('the spot pays, not the person', () => {
  it('when a spot changes hands, then the new holder sees its subsidy and payments and the former holder sees nothing', async () => {
    const former = newUserId();
    const recipient = newUserId();
    const spot = spotOf(former);
    t.people.spots = [spot];
    await record(spot.spotId, t.organizerToken());

    t.people.spots = [{ ...spot, holderUserId: recipient }];

    const theirs = myPaymentsSchema.parse((await app().get('/api/participant/payments').set(bearer(t.participantToken(recipient)))).body).ledger;
    expect(theirs).toMatchObject({ spotId: spot.spotId, subsidized: true, priceUsd: 1650, paidUsd: 500 });
    expect(theirs!.entries[0]).toMatchObject({ note: '', recordedBy: { id: '', name: 'Olga Organizer' } });
    expect((await app().get('/api/participant/payments').set(bearer(t.participantToken(former)))).body).toEqual({ ledger: null });
  });

  it('when a spot changes hands, then the new holder sees the earlier payments without their references (they may name who paid), and their own with theirs', async () => {
    const former = newUserId();
    const recipient = newUserId();
    const spot = spotOf(former);
    t.people.spots = [spot];
    await record(spot.spotId, t.organizerToken(), { ...payment, reference: 'Wire from Ana García' });

    // The clock only moves forward: the edition settings are cached by it.
    const recordedAt = t.clock.now;
    t.clock.now = new Date(recordedAt.getTime() + 60_000);
    t.people.spots = [{ ...spot, holderUserId: recipient, heldSince: new Date(recordedAt.getTime() + 30_000).toISOString() }];
    await record(spot.spotId, t.organizerToken(), { ...payment, amountUsd: 100, reference: 'TX-RECIPIENT' });
    const theirs = myPaymentsSchema.parse((await app().get('/api/participant/payments').set(bearer(t.participantToken(recipient)))).body).ledger;

    expect(JSON.stringify(theirs)).not.toContain('Ana García');
    expect(theirs).toMatchObject({ paidUsd: 600 });
    expect(theirs!.entries.map((entry) => entry.reference).sort()).toEqual(['', 'TX-RECIPIENT']);
  });
});

describe('the organizers’ Payments tab', () => {
  it('lists every spot in confirmation order with its holder, subsidy, dues and totals', async () => {
    t.content.edition = { ...t.content.edition, subsidizedSpots: 2 };
    const people = [newUserId(), newUserId(), newUserId()];
    t.people.spots = people.map((userId) => spotOf(userId));
    t.people.accounts = [accountOf(people[0]!, 'Ana Uno'), accountOf(people[1]!, 'Ben Dos', 'es')];
    await record(t.people.spots[0]!.spotId, t.organizerToken());

    const answer = await app().get('/api/admin/payments').set(bearer(t.organizerToken()));

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const tab = adminPaymentsSchema.parse(answer.body);
    expect(tab).toMatchObject({ year: 2026, subsidizedSpots: 2, subsidiesLeft: 0, totals: { priceUsd: 1650 + 1650 + 2650, paidUsd: 500, outstandingUsd: 5450, depositsOutstanding: 2 } });
    expect(tab.spots.map((spot) => [spot.confirmationOrder, spot.holder?.fullName ?? null, spot.subsidized, spot.priceUsd, spot.deposit.paidUsd])).toEqual([
      [1, 'Ana Uno', true, 1650, 500],
      [2, 'Ben Dos', true, 1650, 0],
      [3, null, false, 2650, 0],
    ]);
  });

  it('when the Overview asks for the summary, then it gives the subsidies left and the deposits outstanding without the spots; organizers only', async () => {
    t.content.edition = { ...t.content.edition, subsidizedSpots: 5 };
    const people = [newUserId(), newUserId(), newUserId()];
    t.people.spots = people.map((userId) => spotOf(userId));
    await record(t.people.spots[0]!.spotId, t.organizerToken());

    const answer = await app().get('/api/admin/payments/summary').set(bearer(t.organizerToken()));

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(paymentsSummarySchema.parse(answer.body)).toEqual({ year: 2026, spots: 3, subsidizedSpots: 5, subsidiesLeft: 2, depositsOutstanding: 2, outstandingUsd: 1650 * 3 - 500, releasedPaidUsd: 0 });
    expect((await app().get('/api/admin/payments/summary')).status).toBe(401);
    expect((await app().get('/api/admin/payments/summary').set(bearer(t.participantToken(people[0]!)))).status).toBe(403);
  });

  it('exports the same rows as CSV, formulas neutralized', async () => {
    const holder = newUserId();
    t.people.spots = [spotOf(holder)];
    t.people.accounts = [{ ...accountOf(holder, 'Ana Uno'), fullName: '=HYPERLINK("x")' }];

    const answer = await app().get('/api/admin/payments/export.csv').set(bearer(t.organizerToken()));

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['content-disposition']).toContain('payments-2026.csv');
    const [header, row] = answer.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(header).toContain('"Outstanding (USD)"');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('"1650.00"');
  });
});

describe('a spot whose seat went back to the waitlist', () => {
  it('when a spot is released, then it leaves the subsidy order, the totals, the summary, the CSV and the reminders, and the next spot gets its subsidy', async () => {
    t.content.edition = { ...t.content.edition, subsidizedSpots: 2 };
    const [ana, ben, cy] = [newUserId(), newUserId(), newUserId()];
    const spots = [spotOf(ana), spotOf(ben), spotOf(cy)];
    t.people.accounts = [accountOf(ana, 'Ana Uno'), accountOf(ben, 'Ben Dos'), accountOf(cy, 'Cy Tres')];
    t.people.spots = spots;
    const organizer = t.organizerToken();
    expect((await record(spots[0]!.spotId, organizer, { ...payment, reference: 'ANA-DEPOSIT' })).status).toBe(201);
    t.people.spots = [releasedSpot(spots[0]!, ana), spots[1]!, spots[2]!];

    const tab = adminPaymentsSchema.parse((await app().get('/api/admin/payments').set(bearer(organizer))).body);

    expect(tab.spots.map((spot) => [spot.spotId, spot.confirmationOrder, spot.subsidized, spot.priceUsd])).toEqual([
      [spots[1]!.spotId, 1, true, 1650],
      [spots[2]!.spotId, 2, true, 1650],
    ]);
    expect(tab).toMatchObject({ current: true, subsidiesLeft: 0, totals: { priceUsd: 3300, paidUsd: 0, outstandingUsd: 3300, depositsOutstanding: 2 } });
    // What Ana paid stays in view, with who she is, until organizers refund it.
    expect(tab.released).toEqual([
      expect.objectContaining({ spotId: spots[0]!.spotId, paidUsd: 500, releasedAt: '2026-01-05T00:00:00.000Z', formerHolder: { userId: ana, fullName: 'Ana Uno', email: accountOf(ana, 'Ana Uno').email, language: 'en' } }),
    ]);
    expect(tab.released[0]!.entries.map((entry) => entry.reference)).toEqual(['ANA-DEPOSIT']);
    const summary = paymentsSummarySchema.parse((await app().get('/api/admin/payments/summary').set(bearer(organizer))).body);
    expect(summary).toMatchObject({ spots: 2, subsidiesLeft: 0, outstandingUsd: 3300, releasedPaidUsd: 500 });
    const csv = (await app().get('/api/admin/payments/export.csv').set(bearer(organizer))).text;
    expect(csv).not.toContain(spots[0]!.spotId);
    t.clock.now = new Date('2026-01-15T09:00:00Z');
    expect((await app().post('/api/admin/payments/reminders').set(bearer(organizer))).body).toEqual({ reminded: 2, alreadyReminded: 0 });
  });

  it('when organizers refund a released spot, then they reverse its payment and it shows nothing held; a new payment on it is refused', async () => {
    const ana = newUserId();
    const spot = spotOf(ana);
    t.people.spots = [spot];
    const organizer = t.organizerToken();
    const recorded = spotLedgerSchema.parse((await record(spot.spotId, organizer)).body);
    t.people.spots = [releasedSpot(spot, ana)];

    const refused = await record(spot.spotId, organizer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(paymentMessages.spotReleased);
    const refund = await app().post(`/api/admin/payments/spots/${spot.spotId}/entries/${recorded.entries[0]!.id}/reverse`).set(bearer(organizer)).send({ reason: 'Refunded: gave the spot up' });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({ spotId: spot.spotId, paidUsd: 0 });

    const tab = adminPaymentsSchema.parse((await app().get('/api/admin/payments').set(bearer(organizer))).body);
    expect(tab.spots).toEqual([]);
    expect(tab.released.map((released) => [released.paidUsd, released.entries.map((entry) => entry.kind)])).toEqual([[0, ['payment', 'reversal']]]);
    expect((await app().get('/api/participant/payments').set(bearer(t.participantToken(ana)))).body).toEqual({ ledger: null });
  });
});

describe('each spot is priced by its own edition', () => {
  const edition2025 = publicEditionSchema.parse({ ...DEFAULT_EDITION_SETTINGS, year: 2025, priceAfterSubsidyUsd: 1400, subsidyUsd: 800, depositUsd: 400, subsidizedSpots: 1 });

  it('when a former participant of a past edition opens their payments, then their spot is priced with that edition’s settings', async () => {
    t.content.responses = { '/api/public/edition/history': { editions: [{ year: 2025, startDate: '2025-03-01', endDate: '2025-03-09', applicationDeadline: '2024-11-01', endedAt: '2025-06-01T00:00:00.000Z' }] }, '/api/public/editions/2025': edition2025 };
    const [former, later] = [newUserId(), newUserId()];
    const spots = [spotOf(former, 2025), spotOf(later, 2025)];
    t.people.spots = spots;

    const mine = myPaymentsSchema.parse((await app().get('/api/participant/payments').set(bearer(t.participantToken(former)))).body);
    expect(mine.ledger).toMatchObject({ spotId: spots[0]!.spotId, year: 2025, subsidized: true, priceUsd: 1400, deposit: { dueUsd: 400 } });
    const theirs = myPaymentsSchema.parse((await app().get('/api/participant/payments').set(bearer(t.participantToken(later)))).body);
    expect(theirs.ledger).toMatchObject({ year: 2025, subsidized: false, priceUsd: 2200 });
  });

  it('when organizers open a past edition’s payments, then its spots are priced with its settings and it is marked past; an unknown year is 404', async () => {
    t.content.responses = { '/api/public/editions/2025': edition2025 };
    t.people.spots = [spotOf(newUserId(), 2025), spotOf(newUserId())];
    const organizer = t.organizerToken();

    const past = adminPaymentsSchema.parse((await app().get('/api/admin/payments').query({ year: 2025 }).set(bearer(organizer))).body);
    expect(past).toMatchObject({ year: 2025, current: false, subsidizedSpots: 1, subsidiesLeft: 0, totals: { priceUsd: 1400 } });
    expect(adminPaymentsSchema.parse((await app().get('/api/admin/payments').query({ year: 2026 }).set(bearer(organizer))).body)).toMatchObject({ year: 2026, current: true, totals: { priceUsd: 1650 } });
    const csv = await app().get('/api/admin/payments/export.csv').query({ year: 2025 }).set(bearer(organizer));
    expect(csv.headers['content-disposition']).toContain('payments-2025.csv');
    expect(csv.text).toContain('"1400.00"');
    const unknown = await app().get('/api/admin/payments').query({ year: 2019 }).set(bearer(organizer));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(paymentMessages.editionNotFound);
    expect((await app().get('/api/admin/payments').query({ year: 'last' }).set(bearer(organizer))).status).toBe(400);
  });
});
