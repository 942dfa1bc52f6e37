import request from 'supertest';
import { authMessages } from '@trek/contracts';
import { bearer, createParticipant, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
let organizerToken: string;
let organizerId: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  const organizer = await registerOrganizer(ctx.app);
  organizerToken = organizer.token;
  organizerId = organizer.res.body.user.id as string;
});
afterAll(async () => {
  await ctx.close();
});

const AUDIT_PATH = '/api/admin/audit/accounts';

describe('the accounts activity log', () => {
  it('when an organizer creates and disables an account, then the log lists both newest first and is never cached', async () => {
    const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: uniqueEmail('logged'), fullName: 'Log Ged' });
    const id = created.body.account.id as string;
    await request(ctx.app).patch(`/api/admin/accounts/${id}`).set(bearer(organizerToken)).send({ disabled: true });

    const res = await request(ctx.app).get(AUDIT_PATH).query({ pageSize: 2 }).set(bearer(organizerToken));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(res.body.events.map((event: { action: string; actorId: string; target: string }) => [event.action, event.actorId, event.target])).toEqual([
      ['account.disable', organizerId, `account:${id}`],
      ['account.create', organizerId, `account:${id}`],
    ]);
  });

  it('when a participant asks, even with a forged role header, then 403', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const res = await request(ctx.app).get(AUDIT_PATH).set(bearer(participant.token)).set('x-user-role', 'ORGANIZER');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(ctx.app).get(AUDIT_PATH);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.signInRequired });
  });

  it('when the paging is not a positive page or a size up to 100, then 400', async () => {
    expect((await request(ctx.app).get(AUDIT_PATH).query({ page: 0 }).set(bearer(organizerToken))).status).toBe(400);
    expect((await request(ctx.app).get(AUDIT_PATH).query({ pageSize: 101 }).set(bearer(organizerToken))).status).toBe(400);
  });
});
