import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { INTERNAL_ACCOUNT_BY_EMAIL_PATH, INTERNAL_KEY_HEADER, INTERNAL_SPOT_RECIPIENTS_PATH, transferMessages } from '@trek/contracts';
import { bearer, createParticipant, registerOrganizer, startAuthApp, TEST_INTERNAL_KEY, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp({ mail: true });
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const spotId = () => randomBytes(12).toString('hex');
const internal = (path: string, body: object = {}) => request(ctx.app).post(path).set(INTERNAL_KEY_HEADER, TEST_INTERNAL_KEY).send(body);
const recipient = (body: { spotId: string; email: string; formerHolderId: string; fullName?: string; language?: 'en' | 'es' }) =>
  internal(INTERNAL_SPOT_RECIPIENTS_PATH, { year: 2026, ...body });

describe("auth's internal API for spot transfers (the participant service)", () => {
  it('when asked whose an email is, then it answers the account (id, role, name) or null', async () => {
    const pablo = await createParticipant(ctx.app, organizerToken);
    expect((await internal(INTERNAL_ACCOUNT_BY_EMAIL_PATH, { email: pablo.email.toUpperCase() })).body).toEqual({ account: { id: pablo.id, role: 'PARTICIPANT', fullName: 'Pablo Participant' } });
    expect((await internal(INTERNAL_ACCOUNT_BY_EMAIL_PATH, { email: uniqueEmail('nobody') })).body).toEqual({ account: null });
    expect((await internal(INTERNAL_ACCOUNT_BY_EMAIL_PATH, { email: 'nope' })).status).toBe(400);
  });

  it('when a new email receives a spot, then an account of their own is made and a link emailed in the former holder’s language; asking again changes nothing', async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    expect((await request(ctx.app).put('/api/auth/me/language').set(bearer(sender.token)).send({ language: 'es' })).status).toBe(204);
    const email = uniqueEmail('bea');
    const spot = spotId();
    const first = await recipient({ spotId: spot, email, formerHolderId: sender.id });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accountId: expect.any(String), created: true });

    const { message, token } = await ctx.mail!.linkTo(email);
    expect(message.subject).toBe('Te transfirieron un lugar en el Mexico Trek: elige tu contraseña');
    expect(message.text).not.toContain(sender.email);
    const again = await recipient({ spotId: spot, email, formerHolderId: sender.id });
    expect(again.body).toEqual(first.body);
    const set = await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'bea chooses her own' });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ id: first.body.accountId, email, role: 'PARTICIPANT' });
    expect(ctx.mail!.sink.messages.filter((entry) => entry.to.includes(email))).toHaveLength(1);
  });

  it('when the same recipient is asked for twice at once, then one account and one working link come of it', async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    const email = uniqueEmail('cai');
    const spot = spotId();
    const answers = await Promise.all([recipient({ spotId: spot, email, formerHolderId: sender.id, fullName: 'Cai Lin' }), recipient({ spotId: spot, email, formerHolderId: sender.id, fullName: 'Cai Lin' })]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[0]!.body.accountId).toBe(answers[1]!.body.accountId);
    expect(await ctx.mongo.collection('users').countDocuments({ email })).toBe(1);
    const { message, token } = await ctx.mail!.linkTo(email);
    expect(message.text).toContain('Hello Cai Lin,');
    expect((await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'cai chooses hers' })).status).toBe(200);
  });

  it('when the email has a participant account already, then that account receives the spot and is told so, without a link', async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    const dan = await createParticipant(ctx.app, organizerToken);
    const res = await recipient({ spotId: spotId(), email: dan.email, formerHolderId: sender.id });
    expect(res.body).toEqual({ accountId: dan.id, created: false });
    const told = await ctx.mail!.sink.waitFor((entry) => entry.to.includes(dan.email));
    expect(told.subject).toBe('A Mexico Trek spot was transferred to you');
    expect(told.text).not.toContain('set-password');
  });

  it("when the email is an organizer's or the former holder's own, then 409 with the message and no account", async () => {
    const sender = await createParticipant(ctx.app, organizerToken);
    const organizer = await registerOrganizer(ctx.app);
    const toOrganizer = await recipient({ spotId: spotId(), email: organizer.body.email, formerHolderId: sender.id });
    expect(toOrganizer.status).toBe(409);
    expect(toOrganizer.body.message).toBe(transferMessages.recipientIsOrganizer);
    const toSelf = await recipient({ spotId: spotId(), email: sender.email, formerHolderId: sender.id });
    expect(toSelf.status).toBe(409);
    expect(toSelf.body.message).toBe(transferMessages.recipientIsSender);
    expect(await ctx.mongo.collection('spot_recipient_accounts').countDocuments({ email: sender.email })).toBe(0);
  });

  it('when the key is missing or wrong, then 401', async () => {
    for (const path of [INTERNAL_ACCOUNT_BY_EMAIL_PATH, INTERNAL_SPOT_RECIPIENTS_PATH]) {
      expect((await request(ctx.app).post(path).send({})).status).toBe(401);
      expect((await request(ctx.app).post(path).set(INTERNAL_KEY_HEADER, 'x'.repeat(40)).send({})).status).toBe(401);
    }
  });
});
