import request from 'supertest';
import { adminPaymentsSchema, paymentRemindersResultSchema } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { sendDueDepositReminders } from '../src/domain/payment-reminders.js';
import { startEmailDelivery, type EmailDelivery } from '../../notifications/test/email-worker.fixture.js';
import { accountOf, newUserId, spotOf, startPaymentsApp, type PaymentsTestApp } from './payments-app.fixture.js';

/** Deposit reminders go through the outbox and the notifications worker to a real SMTP sink. */

let t: PaymentsTestApp;
let delivery: EmailDelivery;

beforeAll(async () => {
  t = await startPaymentsApp();
  delivery = await startEmailDelivery(t.emailQueuePrefix);
});

afterAll(async () => {
  await t.close();
  await delivery.close();
});

const app = () => request(t.app);
const record = (spotId: string, amountUsd: number) =>
  app().post(`/api/admin/payments/spots/${spotId}/entries`).set(bearer(t.organizerToken())).send({ amountUsd, paidOn: '2025-12-05', method: 'cash' });
const mailTo = (email: string) => delivery.sink.messages.filter((message) => message.to.includes(email));

it('sends one reminder per unpaid deposit once its due date has passed, in the holder’s language, and never twice', async () => {
  const [unpaid, partly, paid, disabled] = [newUserId(), newUserId(), newUserId(), newUserId()];
  t.people.spots = [spotOf(unpaid), spotOf(partly), spotOf(paid), spotOf(disabled)];
  const ana = accountOf(unpaid, 'Ana Uno');
  const ben = accountOf(partly, 'Ben Dos', 'es');
  const cy = accountOf(paid, 'Cy Tres');
  t.people.accounts = [ana, ben, cy];
  expect((await record(t.people.spots[1]!.spotId, 200)).status).toBe(201);
  expect((await record(t.people.spots[2]!.spotId, 500)).status).toBe(201);

  t.clock.now = new Date('2025-12-31T23:00:00Z');
  expect(await sendDueDepositReminders(t.service.domain)).toBe(0);

  t.clock.now = new Date('2026-01-01T09:00:00Z');
  expect(await sendDueDepositReminders(t.service.domain)).toBe(2);
  expect(await sendDueDepositReminders(t.service.domain)).toBe(0);

  const english = await delivery.sink.waitFor((message) => message.to.includes(ana.email));
  expect(english.subject).toBe('Mexico Trek 2026: your deposit of US$500 is due');
  expect(english.text).toContain('Price of your spot: US$1,650 (after a subsidy of US$1,000)');
  expect(english.text).toContain('Deposit: US$500, due December 31, 2025; paid so far US$0');
  expect(english.text).toContain('Still to pay: US$1,650');
  expect(english.text).toContain('http://trek.test/participant/dashboard');
  const spanish = await delivery.sink.waitFor((message) => message.to.includes(ben.email));
  expect(spanish.subject).toBe('Mexico Trek 2026: tu depósito de US$300 está pendiente');
  expect(spanish.text).toContain('Falta pagar: US$1,450');

  const tab = adminPaymentsSchema.parse((await app().get('/api/admin/payments').set(bearer(t.organizerToken()))).body);
  expect(tab.spots.map((spot) => spot.depositRemindedAt !== null)).toEqual([true, true, false, false]);
  // One more run after the worker delivered: still one email each, none to the paid or disabled holder.
  expect(await sendDueDepositReminders(t.service.domain)).toBe(0);
  expect(mailTo(ana.email)).toHaveLength(1);
  expect(mailTo(ben.email)).toHaveLength(1);
  expect(mailTo(cy.email)).toHaveLength(0);
});

it('when an organizer reminds everyone who owes now, then each holder with something outstanding gets one email that day', async () => {
  const [owing, settled] = [newUserId(), newUserId()];
  t.people.spots = [spotOf(owing), spotOf(settled)];
  const dee = accountOf(owing, 'Dee Cuatro');
  const eve = accountOf(settled, 'Eve Cinco');
  t.people.accounts = [dee, eve];
  await record(t.people.spots[0]!.spotId, 500);
  await record(t.people.spots[1]!.spotId, 1650);
  t.clock.now = new Date('2026-01-15T09:00:00Z');

  const first = await app().post('/api/admin/payments/reminders').set(bearer(t.organizerToken()));
  const second = await app().post('/api/admin/payments/reminders').set(bearer(t.organizerToken()));

  expect(first.status).toBe(200);
  expect(paymentRemindersResultSchema.parse(first.body)).toEqual({ reminded: 1, alreadyReminded: 0 });
  expect(second.body).toEqual({ reminded: 0, alreadyReminded: 1 });
  const email = await delivery.sink.waitFor((message) => message.to.includes(dee.email));
  expect(email.subject).toBe('Mexico Trek 2026: US$1,150 is still due for your spot');
  expect(mailTo(eve.email)).toHaveLength(0);
});
