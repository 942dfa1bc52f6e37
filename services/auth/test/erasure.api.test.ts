import request from 'supertest';
import { ERASED_PARTICIPANT_NAME } from '@trek/contracts';
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

const erase = (id: string, token = organizerToken) => request(ctx.app).post(`/api/admin/accounts/${id}/erase`).set(bearer(token));

describe('erasing a participant account on request', () => {
  it('when an organizer erases an account, then it is disabled, its name, email and password are gone, its sessions end, and no audit entry quotes the email', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(participant.token))).status).toBe(200);

    const res = await erase(participant.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: participant.id, erased: true });

    const stored = await ctx.mongo.collection('users').findOne({ email: `erased-${participant.id}@erased.invalid` });
    expect(stored).toMatchObject({ fullName: ERASED_PARTICIPANT_NAME, disabled: true, passwordHash: null, avatarUrl: null, lastSignInAt: null });
    expect(await ctx.mongo.collection('users').countDocuments({ email: participant.email })).toBe(0);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(participant.token))).status).toBe(401);
    expect((await request(ctx.app).post('/api/auth/login').send({ email: participant.email, password: participant.password })).status).toBe(401);

    const events = await ctx.mongo.collection('audit_events').find({ target: `account:${participant.id}` }).sort({ at: 1, _id: 1 }).toArray();
    expect(events.map((event) => [event.action, event.actorId])).toEqual([
      ['account.create', organizerId],
      ['account.erase', organizerId],
    ]);
    expect(JSON.stringify(events)).not.toContain(participant.email);
    // The email is free again: the person can be invited anew.
    const again = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: participant.email, fullName: 'Pablo Again' });
    expect(again.status).toBe(201);
  });

  it('when the erasure is repeated, then it answers the same and changes nothing more', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    expect((await erase(participant.id)).status).toBe(200);
    const second = await erase(participant.id);
    expect(second.body).toEqual({ id: participant.id, erased: true });
    expect(await ctx.mongo.collection('audit_events').countDocuments({ target: `account:${participant.id}`, action: 'account.erase' })).toBe(1);
  });

  it('when the account is an organizer or unknown, then 404; a participant asking gets 403, nobody signed in 401', async () => {
    const other = await registerOrganizer(ctx.app, { email: uniqueEmail('organizer') });
    expect((await erase(other.res.body.user.id as string)).status).toBe(404);
    expect((await erase('0123456789abcdef01234567')).status).toBe(404);
    const participant = await createParticipant(ctx.app, organizerToken);
    expect((await erase(participant.id, participant.token)).status).toBe(403);
    expect((await request(ctx.app).post(`/api/admin/accounts/${participant.id}/erase`)).status).toBe(401);
  });
});
