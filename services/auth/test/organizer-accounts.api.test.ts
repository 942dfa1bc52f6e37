import request from 'supertest';
import { INTERNAL_ACTIVE_ORGANIZERS_PATH, INTERNAL_KEY_HEADER, organizerAccountMessages as m, signInLockedMessage } from '@trek/contracts';
import { bearer, createParticipant, linkToken, registerOrganizer, startAuthApp, TEST_INTERNAL_KEY, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(async () => {
  await ctx.close();
});

const me = (token: string, app: AuthTestApp = ctx) => request(app.app).get('/api/auth/me').set(bearer(token));
const idOf = async (token: string, app: AuthTestApp = ctx) => (await me(token, app)).body.user.id as string;
const setDisabled = (token: string, id: string, disabled: boolean, app: AuthTestApp = ctx) =>
  request(app.app).patch(`/api/admin/organizers/${id}`).set(bearer(token)).send({ disabled });

describe('organizers managing organizers', () => {
  it('when an organizer lists organizer accounts, then every organizer is there', async () => {
    const ana = await registerOrganizer(ctx.app);
    const list = await request(ctx.app).get('/api/admin/accounts').query({ role: 'ORGANIZER' }).set(bearer(ana.token));
    expect(list.status).toBe(200);
    expect(list.body.accounts.map((account: { email: string }) => account.email)).toContain(ana.body.email);
  });

  it('when an organizer disables another, then that organizer is signed out at once and cannot sign in; enabling lets them back', async () => {
    const ana = await registerOrganizer(ctx.app);
    const beto = await registerOrganizer(ctx.app);
    const betoId = await idOf(beto.token);

    const disabled = await setDisabled(ana.token, betoId, true);
    expect(disabled.status).toBe(200);
    expect(disabled.body.account).toMatchObject({ id: betoId, disabled: true, role: 'ORGANIZER' });
    expect((await me(beto.token)).status).toBe(401);
    expect((await request(ctx.app).post('/api/auth/login').send({ email: beto.body.email, password: beto.body.password })).status).toBe(403);

    expect((await setDisabled(ana.token, betoId, false)).status).toBe(200);
    expect((await request(ctx.app).post('/api/auth/login').send({ email: beto.body.email, password: beto.body.password })).status).toBe(200);

    const audit = await request(ctx.app).get('/api/admin/audit/accounts').set(bearer(ana.token));
    expect(audit.body.events.slice(0, 2).map((event: { action: string }) => event.action)).toEqual(['account.enable', 'account.disable']);
  });

  it('when an organizer tries to disable themselves, then 409 says to ask another organizer', async () => {
    const ana = await registerOrganizer(ctx.app);
    const res = await setDisabled(ana.token, await idOf(ana.token), true);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.notYourself);
  });

  it('when the only two organizers disable each other at the same instant, then one of them stays active', async () => {
    // A database of its own, holding just these two organizers.
    const pair = await startAuthApp();
    try {
      const ana = await registerOrganizer(pair.app);
      const beto = await registerOrganizer(pair.app);
      const anaId = await idOf(ana.token, pair);
      const betoId = await idOf(beto.token, pair);
      const answers = await Promise.all([setDisabled(ana.token, betoId, true, pair), setDisabled(beto.token, anaId, true, pair)]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.status !== 200);
      // Refused by the rule, or because the other's disable had already ended this organizer's session.
      if (refused?.status === 409) expect(refused.body.message).toBe(m.lastActive);
      else expect(refused?.status).toBe(401);
      const active = await request(pair.app).get('/api/admin/accounts').query({ role: 'ORGANIZER' }).set(bearer(answers[0]?.status === 200 ? ana.token : beto.token));
      expect(active.body.accounts.filter((account: { disabled: boolean }) => !account.disabled)).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  it('when the notifications worker asks who may get organizer notices, then every active organizer, no disabled one and no participant; without the internal key 401', async () => {
    const ana = await registerOrganizer(ctx.app);
    const beto = await registerOrganizer(ctx.app);
    const participant = await createParticipant(ctx.app, ana.token);
    await setDisabled(ana.token, await idOf(beto.token), true);

    const res = await request(ctx.app).get(INTERNAL_ACTIVE_ORGANIZERS_PATH).set(INTERNAL_KEY_HEADER, TEST_INTERNAL_KEY);
    expect(res.status).toBe(200);
    const emails = res.body.organizers.map((organizer: { email: string }) => organizer.email);
    expect(res.body.organizers).toContainEqual({ id: await idOf(ana.token), email: ana.body.email, fullName: ana.body.fullName, language: 'en' });
    expect(emails).not.toContain(beto.body.email);
    expect(emails).not.toContain(participant.email);
    expect((await request(ctx.app).get(INTERNAL_ACTIVE_ORGANIZERS_PATH)).status).toBe(401);
  });

  it('when a participant id is given to the organizer route, then 404', async () => {
    const ana = await registerOrganizer(ctx.app);
    const participant = await createParticipant(ctx.app, ana.token);
    const res = await setDisabled(ana.token, participant.id, true);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.notFound);
  });

  it('when an organizer ends every session of an account, then its tokens stop working', async () => {
    const ana = await registerOrganizer(ctx.app);
    const beto = await registerOrganizer(ctx.app);
    const res = await request(ctx.app).post(`/api/admin/accounts/${await idOf(beto.token)}/sign-out`).set(bearer(ana.token));
    expect(res.status).toBe(204);
    expect((await me(beto.token)).status).toBe(401);
  });
});

describe('an organizer locked out of sign-in', () => {
  const login = (email: string, password: string) => request(ctx.app).post('/api/auth/login').send({ email, password });
  async function lockOut(email: string) {
    for (let attempt = 1; attempt <= 10; attempt++) await login(email, `wrong guess ${attempt}`);
  }
  const auditOf = async (token: string, action: string, id: string) =>
    ((await request(ctx.app).get('/api/admin/audit/accounts').set(bearer(token))).body.events as { action: string; target: string; actorId: string }[]).find(
      (event) => event.action === action && event.target === `account:${id}`,
    );

  it('when another organizer lifts the lock, then the locked one signs in with their password again, and the audit trail says who lifted it', async () => {
    const ana = await registerOrganizer(ctx.app);
    const beto = await registerOrganizer(ctx.app);
    const betoId = await idOf(beto.token);
    await lockOut(beto.body.email);
    expect((await login(beto.body.email, beto.body.password)).body).toEqual({ message: signInLockedMessage(15) });

    const unlocked = await request(ctx.app).post(`/api/admin/accounts/${betoId}/unlock`).set(bearer(ana.token)).send({});
    expect(unlocked.status).toBe(204);
    expect((await login(beto.body.email, beto.body.password)).status).toBe(200);
    expect(await auditOf(ana.token, 'account.sign-in-unlock', betoId)).toMatchObject({ actorId: await idOf(ana.token) });
  });

  it("when another organizer resets the locked one's password, then their sessions end, a link is issued that sets a new password and lifts the lock, and it is audited", async () => {
    const ana = await registerOrganizer(ctx.app);
    const beto = await registerOrganizer(ctx.app);
    const betoId = await idOf(beto.token);
    await lockOut(beto.body.email);

    const reset = await request(ctx.app).post(`/api/admin/accounts/${betoId}/reset-password`).set(bearer(ana.token)).send({});
    expect(reset.status).toBe(200);
    expect(reset.body.setPasswordLink).toMatchObject({ id: expect.any(String), emailed: true });
    expect((await me(beto.token)).status).toBe(401);
    expect((await login(beto.body.email, beto.body.password)).status).toBe(401);

    const token = await linkToken(ctx.app, reset.body.setPasswordLink.id as string);
    expect((await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'beto is back in 1' })).status).toBe(200);
    expect((await login(beto.body.email, 'beto is back in 1')).status).toBe(200);
    expect(await auditOf(ana.token, 'account.reset-password', betoId)).toMatchObject({ actorId: await idOf(ana.token) });
  });

  it('when an organizer tries to reset their own password here, then 409 and nothing changes', async () => {
    const ana = await registerOrganizer(ctx.app);
    const res = await request(ctx.app).post(`/api/admin/accounts/${await idOf(ana.token)}/reset-password`).set(bearer(ana.token)).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(m.resetYourself);
    expect((await me(ana.token)).status).toBe(200);
  });
});
