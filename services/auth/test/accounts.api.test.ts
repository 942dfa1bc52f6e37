import request from 'supertest';
import { authMessages } from '@trek/contracts';
import { bearer, createParticipant, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const someId = '0123456789abcdef01234567';
const organizerOnly: Array<{ method: 'get' | 'post' | 'patch'; path: string; body: Record<string, unknown> }> = [
  { method: 'get', path: '/api/admin/accounts', body: {} },
  { method: 'get', path: `/api/admin/accounts/${someId}`, body: {} },
  { method: 'post', path: '/api/admin/accounts', body: { email: 'x@example.edu', fullName: 'X', password: 'long enough 1' } },
  { method: 'post', path: `/api/admin/accounts/${someId}/reset-password`, body: {} },
  { method: 'patch', path: `/api/admin/accounts/${someId}`, body: { disabled: true } },
  { method: 'post', path: '/api/admin/setup-key', body: {} },
];

describe('organizer-only endpoints', () => {
  it.each(organizerOnly)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const res = await request(ctx.app)[method](path).send(body);
    expect(res.status).toBe(401);
  });

  it.each(organizerOnly)('$method $path answers 403 for a participant, even with a forged role header', async ({ method, path, body }) => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const res = await request(ctx.app)[method](path)
      .set(bearer(participant.token))
      .set('x-user-role', 'ORGANIZER')
      .send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });
});

describe('participant accounts', () => {
  it('when an organizer creates a participant with a password, then the participant signs in as PARTICIPANT', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(participant.token));
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: participant.email, role: 'PARTICIPANT', fullName: 'Pablo Participant' });
  });

  it('when an organizer asks for one participant account by id, then its account is answered, never cached', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const res = await request(ctx.app).get(`/api/admin/accounts/${participant.id}`).set(bearer(organizerToken));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ id: participant.id, email: participant.email, role: 'PARTICIPANT', disabled: false, passwordSet: true });
  });

  it('when no password is given, then the account has none until its emailed link is used, and the answer holds no secret', async () => {
    const email = uniqueEmail('invited');
    const before = Date.now();
    const res = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email, fullName: 'In Vited' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      account: expect.objectContaining({ email, role: 'PARTICIPANT', disabled: false, passwordSet: false, lastSignInAt: null }),
      setPasswordLink: { id: expect.stringMatching(/^[0-9a-f]{24}$/), expiresAt: expect.any(String), emailed: true },
    });
    const hours = (Date.parse(res.body.setPasswordLink.expiresAt as string) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    const stored = await ctx.mongo.collection('users').findOne({ email });
    expect(stored?.passwordHash).toBeNull();
    // Nothing signs in to an account without a password; the answer is the usual one.
    const login = await request(ctx.app).post('/api/auth/login').send({ email, password: 'anything at all' });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: authMessages.invalidCredentials });
  });

  it('when the organizer chose the password, then no link is made and the participant signs in with it', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const listed = await request(ctx.app).get('/api/admin/accounts').query({ search: participant.email }).set(bearer(organizerToken));
    expect(listed.body.accounts[0]).toMatchObject({ email: participant.email, passwordSet: true });
    expect(await ctx.mongo.collection('password_links').countDocuments({ userId: participant.id })).toBe(0);
  });

  it('when the email already has an account, then 409', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const res = await request(ctx.app)
      .post('/api/admin/accounts')
      .set(bearer(organizerToken))
      .send({ email: participant.email.toUpperCase(), fullName: 'Again' });
    expect(res.status).toBe(409);
  });

  it('when the input is bad, then 400 with field messages', async () => {
    const res = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: 'nope', fullName: '', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: authMessages.invalidEmail,
      fullName: 'Full name is required',
      password: authMessages.passwordTooShort,
    });
  });

  it('lists accounts newest first with search, role filter and paging, and shows the last sign-in', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const res = await request(ctx.app)
      .get('/api/admin/accounts')
      .query({ role: 'PARTICIPANT', search: participant.email.slice(0, 20), pageSize: 1 })
      .set(bearer(organizerToken));
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(1);
    expect(res.body.accounts).toHaveLength(1);
    expect(res.body.accounts[0]).toMatchObject({ email: participant.email, lastSignInAt: expect.any(String) });
    expect(res.body.accounts[0].passwordHash).toBeUndefined();
  });

  it('when a search text holds regex characters, then it is matched literally', async () => {
    const res = await request(ctx.app).get('/api/admin/accounts').query({ search: '.*(' }).set(bearer(organizerToken));
    expect(res.status).toBe(200);
    expect(res.body.accounts).toEqual([]);
  });

  it('when a password is reset, then the old password and the old sessions stop working and a link is emailed instead of a password', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const reset = await request(ctx.app)
      .post(`/api/admin/accounts/${participant.id}/reset-password`)
      .set(bearer(organizerToken))
      .send({});
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ setPasswordLink: { id: expect.stringMatching(/^[0-9a-f]{24}$/), expiresAt: expect.any(String), emailed: true } });
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(participant.token))).status).toBe(401);
    expect((await request(ctx.app).post('/api/auth/login').send({ email: participant.email, password: participant.password })).status).toBe(401);
    const listed = await request(ctx.app).get('/api/admin/accounts').query({ search: participant.email }).set(bearer(organizerToken));
    expect(listed.body.accounts[0]).toMatchObject({ passwordSet: false });
  });

  it('when an account is disabled, then its sessions end and it cannot sign in until enabled again', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const disabled = await request(ctx.app).patch(`/api/admin/accounts/${participant.id}`).set(bearer(organizerToken)).send({ disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.account.disabled).toBe(true);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(participant.token))).status).toBe(401);
    const refused = await request(ctx.app).post('/api/auth/login').send({ email: participant.email, password: participant.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: authMessages.accountDisabled });

    await request(ctx.app).patch(`/api/admin/accounts/${participant.id}`).set(bearer(organizerToken)).send({ disabled: false });
    expect((await request(ctx.app).post('/api/auth/login').send({ email: participant.email, password: participant.password })).status).toBe(200);
  });

  it('when the id is not a participant account, then 404; when it is malformed, then 400', async () => {
    const organizer = await request(ctx.app).get('/api/auth/me').set(bearer(organizerToken));
    const onOrganizer = await request(ctx.app).patch(`/api/admin/accounts/${organizer.body.user.id}`).set(bearer(organizerToken)).send({ disabled: true });
    expect(onOrganizer.status).toBe(404);
    expect((await request(ctx.app).get(`/api/admin/accounts/${organizer.body.user.id}`).set(bearer(organizerToken))).status).toBe(404);
    expect((await request(ctx.app).get('/api/admin/accounts/not-an-id').set(bearer(organizerToken))).status).toBe(400);
    const malformed = await request(ctx.app).patch('/api/admin/accounts/not-an-id').set(bearer(organizerToken)).send({ disabled: true });
    expect(malformed.status).toBe(400);
  });
});
