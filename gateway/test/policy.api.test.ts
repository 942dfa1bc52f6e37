import request from 'supertest';
import { authMessages } from '@trek/contracts';
import { SessionRevocations } from '@trek/service-kit';
import { generateTestKeys, signTestToken } from '@trek/testing';
import { startGateway, tokenFor, type TestGateway } from './gateway.fixture.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

describe('public routes', () => {
  it('when a visitor reads public content without a token, then the content service answers', async () => {
    const res = await request(gw.server).get('/api/public/faqs?year=2026');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service: 'content', method: 'GET', url: '/api/public/faqs?year=2026' });
  });

  it('when a visitor submits an application without a token, then it reaches the applications service', async () => {
    const res = await request(gw.server).post('/api/applications').send({ fullName: 'Ana' });
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('applications');
  });

  it('when a public route carries a bad token, then it still passes (the service decides what it means)', async () => {
    const res = await request(gw.server).post('/api/auth/login').set('authorization', 'Bearer not-a-jwt').send({});
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('auth');
  });
});

describe('signed-in routes', () => {
  it('when no token is sent, then 401 and the auth service is never called', async () => {
    const before = gw.upstreamCalls();
    const res = await request(gw.server).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.signInRequired });
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when any valid token is sent, then the request passes with the Authorization header unchanged', async () => {
    const authorization = tokenFor({ role: 'PARTICIPANT' });
    const res = await request(gw.server).get('/api/auth/me').set('authorization', authorization);
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('auth');
    expect(res.body.headers.authorization).toBe(authorization);
  });

  it('when a signed-in person sets their language, then the request reaches auth with the language header as sent; unsigned, 401', async () => {
    const res = await request(gw.server).put('/api/auth/me/language').set('authorization', tokenFor({ role: 'ORGANIZER' })).set('accept-language', 'es').send({ language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service: 'auth', method: 'PUT', url: '/api/auth/me/language' });
    expect(res.body.headers['accept-language']).toBe('es');
    expect((await request(gw.server).put('/api/auth/me/language').send({ language: 'es' })).status).toBe(401);
  });

  it('when nobody is signed in, then the group invite read is refused with 401 before the content service', async () => {
    const before = gw.upstreamCalls();
    const res = await request(gw.server).get('/api/member/edition');
    expect(res.status).toBe(401);
    expect(gw.upstreamCalls()).toBe(before);
  });
});

describe('role routes', () => {
  it('when a participant calls an organizer route, then 403 and no service sees it', async () => {
    const before = gw.upstreamCalls();
    const res = await request(gw.server).get('/api/admin/applications').set('authorization', tokenFor({ role: 'PARTICIPANT' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when an organizer calls a participant-only route, then 403', async () => {
    const res = await request(gw.server).get('/api/me/logistics').set('authorization', tokenFor({ role: 'ORGANIZER' }));
    expect(res.status).toBe(403);
  });

  it('when the token is signed by another key, then 401 and no service sees it', async () => {
    const before = gw.upstreamCalls();
    const forged = signTestToken(generateTestKeys(), { role: 'ORGANIZER' });
    const res = await request(gw.server).get('/api/admin/accounts').set('authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.sessionExpired });
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when the token has expired, then 401', async () => {
    const res = await request(gw.server)
      .get('/api/admin/accounts')
      .set('authorization', tokenFor({ role: 'ORGANIZER', expiresInSeconds: -60 }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.sessionExpired });
  });

  it('when the token is for another audience or issuer, then 401', async () => {
    const otherAudience = await request(gw.server)
      .get('/api/admin/accounts')
      .set('authorization', tokenFor({ role: 'ORGANIZER', audience: 'someone-else' }));
    const otherIssuer = await request(gw.server)
      .get('/api/admin/accounts')
      .set('authorization', tokenFor({ role: 'ORGANIZER', issuer: 'someone-else' }));
    expect([otherAudience.status, otherIssuer.status]).toEqual([401, 401]);
  });

  it('when the session was revoked, then its token is refused with 401 before any service', async () => {
    const authorization = tokenFor({ role: 'ORGANIZER', sessionId: 'gateway-revoked-session' });
    expect((await request(gw.server).get('/api/admin/overview').set('authorization', authorization)).status).toBe(200);

    await new SessionRevocations(gw.redis).revokeSession({
      sessionId: 'gateway-revoked-session',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const before = gw.upstreamCalls();
    const res = await request(gw.server).get('/api/admin/overview').set('authorization', authorization);
    expect(res.status).toBe(401);
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when all of a user\'s sessions were revoked, then their older tokens are refused', async () => {
    const authorization = tokenFor({ role: 'PARTICIPANT', userId: 'gateway-disabled-user' });
    await new SessionRevocations(gw.redis).revokeAllSessions('gateway-disabled-user');
    const res = await request(gw.server).get('/api/participant/profile').set('authorization', authorization);
    expect(res.status).toBe(401);
  });

  it('when the role matches, then the owning service answers', async () => {
    const organizer = tokenFor({ role: 'ORGANIZER' });
    const participant = tokenFor({ role: 'PARTICIPANT' });
    const admin = await request(gw.server).patch('/api/admin/accounts/abc').set('authorization', organizer).send({ disabled: true });
    const own = await request(gw.server).put('/api/participant/profile').set('authorization', participant).send({ bio: 'hi' });
    expect([admin.status, admin.body.service]).toEqual([200, 'auth']);
    expect([own.status, own.body.service]).toEqual([200, 'participant']);
  });
});
