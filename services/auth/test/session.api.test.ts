import { hash as argon2Hash, type Algorithm } from '@node-rs/argon2';
import request from 'supertest';
import { authMessages } from '@trek/contracts';
import { SETUP_KEY, bearer, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('organizer registration', () => {
  it('when an organizer registers with the setup key, then they get a token and an ORGANIZER user', async () => {
    const { res, body } = await registerOrganizer(ctx.app);
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toEqual({ id: expect.any(String), fullName: body.fullName, email: body.email, role: 'ORGANIZER', avatarUrl: null });
  });

  it('when the setup key is wrong, then 403 with a clear message and no account is made', async () => {
    const email = uniqueEmail();
    const { res } = await registerOrganizer(ctx.app, { email, organizerLoginKey: 'not-the-key' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.invalidSetupKey });
    const login = await request(ctx.app).post('/api/auth/login').send({ email, password: 'correct horse battery' });
    expect(login.status).toBe(401);
  });

  it('when the email is already taken in another letter case, then 409', async () => {
    const email = uniqueEmail('dup');
    expect((await registerOrganizer(ctx.app, { email })).res.status).toBe(201);
    const { res } = await registerOrganizer(ctx.app, { email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: authMessages.emailTaken });
  });

  it.each([
    ['the organizer key is missing', { organizerLoginKey: '' }, 'organizerLoginKey', authMessages.fillRequiredWithKey],
    ['the full name is missing', { fullName: ' ' }, 'fullName', authMessages.fillRequiredWithKey],
    ['the terms are not accepted', { agreedToTerms: false }, 'agreedToTerms', authMessages.termsRequired],
    ['the password is short', { password: 'short' }, 'password', authMessages.passwordTooShort],
    ['the email is malformed', { email: 'not-an-email' }, 'email', authMessages.invalidEmail],
  ])('when %s, then 400 with the spec message', async (_case, overrides, field, message) => {
    const { res } = await registerOrganizer(ctx.app, overrides);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('when a registration claims the PARTICIPANT role, then it is refused', async () => {
    const { res } = await registerOrganizer(ctx.app, { role: 'PARTICIPANT' });
    expect(res.status).toBe(400);
  });

  it('stores the password only as an argon2id hash at OWASP parameters', async () => {
    const { body } = await registerOrganizer(ctx.app);
    const stored = await ctx.mongo.collection('users').findOne({ email: body.email });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(stored)).not.toContain(body.password);
  });

  it('when a user whose hash has other argon2id parameters signs in, then it works and the hash is stored with the current ones', async () => {
    const { body } = await registerOrganizer(ctx.app);
    const weaker = await argon2Hash(body.password.normalize('NFKC'), { algorithm: 2 as Algorithm.Argon2id, memoryCost: 8_192, timeCost: 1, parallelism: 1 });
    await ctx.mongo.collection('users').updateOne({ email: body.email }, { $set: { passwordHash: weaker } });

    const login = await request(ctx.app).post('/api/auth/login').send({ email: body.email, password: body.password });
    expect(login.status).toBe(200);
    const stored = await ctx.mongo.collection('users').findOne({ email: body.email });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await request(ctx.app).post('/api/auth/login').send({ email: body.email, password: body.password })).status).toBe(200);
    expect((await request(ctx.app).post('/api/auth/login').send({ email: body.email, password: 'not the password' })).status).toBe(401);
  });
});

describe('sign-in, current user and logout', () => {
  it('when the credentials are right, then login answers a token and the user; /me answers the same user', async () => {
    const { body } = await registerOrganizer(ctx.app);
    const login = await request(ctx.app).post('/api/auth/login').send({ email: body.email.toUpperCase(), password: body.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: body.email, fullName: body.fullName, role: 'ORGANIZER' });
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(login.body.token));
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: login.body.user });
  });

  it('when the password is wrong or the email unknown, then both answer the same 401 message', async () => {
    const { body } = await registerOrganizer(ctx.app);
    const wrongPassword = await request(ctx.app).post('/api/auth/login').send({ email: body.email, password: 'wrong password' });
    const unknownEmail = await request(ctx.app).post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: 'whatever1' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: authMessages.invalidCredentials });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('when the login body carries a query operator instead of an email, then 400 and nobody is signed in', async () => {
    await registerOrganizer(ctx.app);
    const res = await request(ctx.app).post('/api/auth/login').send({ email: { $ne: null }, password: { $ne: null } });
    expect(res.status).toBe(400);
    expect(res.body.token).toBeUndefined();
  });

  it('when fields are missing, then 400 with the spec message', async () => {
    const res = await request(ctx.app).post('/api/auth/login').send({ email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(authMessages.fillRequired);
  });

  it('when a user logs out, then the same token is refused afterwards', async () => {
    const { token } = await registerOrganizer(ctx.app);
    expect((await request(ctx.app).post('/api/auth/logout').set(bearer(token))).status).toBe(204);
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(token));
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: authMessages.sessionExpired });
  });

  it('when logging out, then other sessions of the same user stay valid', async () => {
    const { body, token } = await registerOrganizer(ctx.app);
    const other = await request(ctx.app).post('/api/auth/login').send({ email: body.email, password: body.password });
    await request(ctx.app).post('/api/auth/logout').set(bearer(token));
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(other.body.token))).status).toBe(200);
  });

  it('when /me or logout is called without a token or with garbage, then 401', async () => {
    expect((await request(ctx.app).get('/api/auth/me')).status).toBe(401);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer('not.a.jwt'))).status).toBe(401);
    expect((await request(ctx.app).post('/api/auth/logout')).status).toBe(401);
  });
});

describe('setup key rotation', () => {
  // Its own database: rotating changes the key every other test here registers with.
  let rotation: AuthTestApp;
  beforeAll(async () => {
    rotation = await startAuthApp();
  });
  afterAll(async () => {
    await rotation.close();
  });

  it('when organizers rotate the key, then the old key stops working and the new one works', async () => {
    const { token } = await registerOrganizer(rotation.app);
    const rotated = await request(rotation.app).post('/api/admin/setup-key').set(bearer(token));
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.setupKey as string;
    expect(newKey).not.toBe(SETUP_KEY);

    const withOld = await registerOrganizer(rotation.app, { organizerLoginKey: SETUP_KEY });
    expect(withOld.res.status).toBe(403);
    const withNew = await registerOrganizer(rotation.app, { organizerLoginKey: newKey });
    expect(withNew.res.status).toBe(201);
  });

  it('when the operator changes ORGANIZER_SETUP_KEY after a rotation, then the new env key works again', async () => {
    const first = await startAuthApp();
    const { token } = await registerOrganizer(first.app);
    await request(first.app).post('/api/admin/setup-key').set(bearer(token));
    await first.close({ keepData: true });

    const restarted = await startAuthApp({ dbName: first.dbName, setupKey: 'operator-recovery-key' });
    try {
      expect((await registerOrganizer(restarted.app, { organizerLoginKey: 'operator-recovery-key' })).res.status).toBe(201);
    } finally {
      await restarted.close();
    }
  });
});
