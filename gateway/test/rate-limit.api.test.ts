import request from 'supertest';
import { TOO_MANY_ATTEMPTS } from '../src/middleware/rate-limit.middleware.js';
import { deadUrl, startAnsweringServer, startGateway, tokenFor, uniqueClientIp, type EchoServer, type TestGateway } from './gateway.fixture.js';

/** Answers as auth does: 200 for the right password or a valid link, 401/400 otherwise. */
function answerLikeAuth(req: { path: string; body?: Record<string, unknown> }): { status: number; body: unknown } {
  const body = req.body ?? {};
  if (req.path === '/api/auth/login') return body.password === 'right' ? { status: 200, body: { token: 't' } } : { status: 401, body: { message: 'Invalid email or password' } };
  if (req.path === '/api/auth/change-password') return body.currentPassword === 'right' ? { status: 200, body: {} } : { status: 400, body: { message: 'wrong' } };
  if (req.path.startsWith('/api/auth/set-password')) return body.token === 'valid' ? { status: 200, body: {} } : { status: 400, body: { message: 'invalid link' } };
  return { status: 200, body: {} };
}

describe('rate limits', () => {
  let gw: TestGateway;
  let auth: EchoServer;
  beforeAll(async () => {
    auth = await startAnsweringServer(answerLikeAuth);
    gw = await startGateway({
      env: { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_APPLICATION_MAX: '2', RATE_LIMIT_UPLOAD_MAX: '1', RATE_LIMIT_PASSWORD_RESET_MAX: '2', RATE_LIMIT_PASSWORD_LINK_MAX: '2' },
      upstreamUrls: { auth: auth.url },
    });
  });
  afterAll(async () => {
    await gw.close();
    await auth.close();
  });

  const login = (ip: string, password = 'wrong', email = 'a@b.co') =>
    request(gw.server).post('/api/auth/login').set('x-forwarded-for', ip).send({ email, password });

  it('when one client fails to sign in more often than the limit, then 429 with a clear message and no call to the service', async () => {
    const ip = uniqueClientIp();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await login(ip)).status).toBe(401);
    const before = auth.seen.length;

    const refused = await login(ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS });
    expect(refused.headers.ratelimit).toMatch(/limit=3, remaining=0/);
    expect(refused.headers['ratelimit-policy']).toBeDefined();
    expect(refused.headers['retry-after']).toBeDefined();
    expect(auth.seen.length).toBe(before);
  });

  it('when many people behind one address sign in successfully, then every sign-in succeeds and failures from that address are still limited', async () => {
    const campus = uniqueClientIp();
    const statuses = [];
    for (let signIn = 0; signIn < 30; signIn += 1) statuses.push((await login(campus, 'right', `person${signIn % 6}@campus.edu`)).status);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 200));

    expect([(await login(campus)).status, (await login(campus)).status, (await login(campus)).status]).toEqual([401, 401, 401]);
    expect((await login(campus)).status).toBe(429);
  });

  it('when another client signs in, then its own count applies', async () => {
    const busy = uniqueClientIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(busy);
    expect((await login(uniqueClientIp())).status).toBe(401);
  });

  it('when applications are submitted past the limit, then 429, and reading content is never limited', async () => {
    const ip = uniqueClientIp();
    const submit = () => request(gw.server).post('/api/applications').set('x-forwarded-for', ip).send({});
    expect([(await submit()).status, (await submit()).status, (await submit()).status]).toEqual([200, 200, 429]);
    for (let read = 1; read <= 4; read += 1) {
      expect((await request(gw.server).get('/api/public/faqs').set('x-forwarded-for', ip)).status).toBe(200);
    }
  });

  it('when one client asks "Forgot password?" past the limit or fails set-password links past it, then 429 with the clear message; links that work are not counted', async () => {
    const ip = uniqueClientIp();
    const forgot = () => request(gw.server).post('/api/auth/forgot-password').set('x-forwarded-for', ip).send({ email: 'a@b.co' });
    expect([(await forgot()).status, (await forgot()).status]).toEqual([200, 200]);
    const refused = await forgot();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY_ATTEMPTS });

    const check = (token: string) => request(gw.server).post('/api/auth/set-password/check').set('x-forwarded-for', ip).send({ token });
    expect([(await check('valid')).status, (await check('valid')).status, (await check('valid')).status]).toEqual([200, 200, 200]);
    expect([(await check('x')).status, (await check('x')).status, (await check('x')).status]).toEqual([400, 400, 429]);
  });

  it('when a signed-in client guesses its current password too often, then the sign-in limit stops it', async () => {
    const ip = uniqueClientIp();
    const change = () =>
      request(gw.server).post('/api/auth/change-password').set('x-forwarded-for', ip).set('authorization', tokenFor({ role: 'PARTICIPANT' })).send({ currentPassword: 'wrong' });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await change()).status).toBe(400);
    expect((await change()).status).toBe(429);
  });

  it('when uploads pass the limit, then 429', async () => {
    const ip = uniqueClientIp();
    const upload = () =>
      request(gw.server).post('/api/admin/upload').set('x-forwarded-for', ip).set('authorization', tokenFor({ role: 'ORGANIZER' }));
    expect([(await upload()).status, (await upload()).status]).toEqual([200, 429]);
  });
});

describe('when Redis is down', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ redisUrl: await deadUrl('redis'), env: { RATE_LIMIT_LOGIN_MAX: '1' } });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('then sign-in still works, without rate limiting', async () => {
    const ip = uniqueClientIp();
    const first = await request(gw.server).post('/api/auth/login').set('x-forwarded-for', ip).send({});
    const second = await request(gw.server).post('/api/auth/login').set('x-forwarded-for', ip).send({});
    expect([first.status, second.status]).toEqual([200, 200]);
  });

  it('then protected routes fail closed with a JSON 503 and reach no service', async () => {
    const before = gw.upstreamCalls();
    const res = await request(gw.server).get('/api/auth/me').set('authorization', tokenFor({ role: 'ORGANIZER' }));
    expect(res.status).toBe(503);
    expect(res.body.message).toEqual(expect.any(String));
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('then public routes still pass and readiness reports Redis', async () => {
    expect((await request(gw.server).get('/api/public/faqs')).status).toBe(200);
    const ready = await request(gw.server).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ redis: false });
    expect((await request(gw.server).get('/healthz')).status).toBe(200);
  });
});
