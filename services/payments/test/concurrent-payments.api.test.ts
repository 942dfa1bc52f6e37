import request from 'supertest';
import { adminPaymentsSchema } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { newUserId, spotOf, startPaymentsApp, type PaymentsTestApp } from './payments-app.fixture.js';

/**
 * FerretDB loses one of two updates of a document made at the same instant (DESIGN.md data
 * rules). Payments are inserts, so two organizers recording on the same spot at once both keep
 * theirs: repeated, since a lost write shows only sometimes.
 */

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
});

afterAll(async () => {
  await t.close();
});

const ROUNDS = 20;

it('when two organizers record payments on one spot at the same instant, then both are kept, every time', async () => {
  const spot = spotOf(newUserId());
  t.people.spots = [spot];
  const [olga, omar] = [t.organizerToken(newUserId(), 'Olga'), t.organizerToken(newUserId(), 'Omar')];
  const record = (token: string, amountUsd: number, reference: string) =>
    request(t.app).post(`/api/admin/payments/spots/${spot.spotId}/entries`).set(bearer(token)).send({ amountUsd, paidOn: '2025-12-05', method: 'bank-transfer', reference });

  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all([record(olga, 10, `olga-${round}`), record(omar, 1, `omar-${round}`)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  }

  const ledger = adminPaymentsSchema.parse((await request(t.app).get('/api/admin/payments').set(bearer(olga))).body).spots[0]!;
  expect(ledger.entries).toHaveLength(2 * ROUNDS);
  expect(ledger.paidUsd).toBe(11 * ROUNDS);
  expect(new Set(ledger.entries.map((entry) => entry.recordedBy.name))).toEqual(new Set(['Olga', 'Omar']));
});
