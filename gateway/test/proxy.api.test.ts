import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { deadUrl, startGateway, startSilentServer, tokenFor, type EchoServer, type TestGateway } from './gateway.fixture.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

const organizer = tokenFor({ role: 'ORGANIZER' });
const participant = tokenFor({ role: 'PARTICIPANT' });

describe('routing', () => {
  it.each([
    ['POST', '/api/auth/login', undefined, 'auth'],
    ['POST', '/api/auth/logout', participant, 'auth'],
    ['POST', '/api/admin/accounts/abc/reset-password', organizer, 'auth'],
    ['POST', '/api/admin/setup-key', organizer, 'auth'],
    ['PATCH', '/api/admin/organizers/0123456789abcdef01234567', organizer, 'auth'],
    ['GET', '/api/public/itinerary', undefined, 'content'],
    ['PUT', '/api/admin/content/faqs/1', organizer, 'content'],
    ['DELETE', '/api/admin/speakers/2', organizer, 'content'],
    ['PUT', '/api/admin/edition', organizer, 'content'],
    ['GET', '/api/member/edition', participant, 'content'],
    ['GET', '/api/admin/applications/export.csv', organizer, 'applications'],
    ['GET', '/api/admin/emails', organizer, 'notifications'],
    ['GET', '/api/public/participant-profiles', undefined, 'participant'],
    ['POST', '/api/participant/transfer/confirm', participant, 'participant'],
    ['GET', '/api/admin/logistics', organizer, 'participant'],
    ['POST', '/api/admin/announcements', organizer, 'updates'],
    ['POST', '/api/participant/feedback', participant, 'updates'],
    ['GET', '/api/participant/announcements', participant, 'updates'],
    ['POST', '/api/admin/upload', organizer, 'upload'],
    ['POST', '/api/participant/upload', participant, 'upload'],
    ['GET', '/media/profile/abc.png', undefined, 'upload'],
    ['GET', '/api/admin/payments', organizer, 'payments'],
    ['POST', '/api/admin/payments/spots/spot-1/entries', organizer, 'payments'],
    ['GET', '/api/participant/payments', participant, 'payments'],
  ])('%s %s goes to the %s service with the full path', async (method, path, authorization, service) => {
    const req = request(gw.server)[method.toLowerCase() as 'get'](path);
    if (authorization) req.set('authorization', authorization);
    const res = await req;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service, method, url: path });
  });

  it('when an /api path matches no rule, then a JSON 404 and no service is called', async () => {
    const before = gw.upstreamCalls();
    const unknown = await request(gw.server).get('/api/nothing-here');
    const wrongMethod = await request(gw.server).get('/api/auth/login');
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found' }]);
    expect([wrongMethod.status, wrongMethod.body]).toEqual([404, { message: 'Not found' }]);
    expect(gw.upstreamCalls()).toBe(before);
  });

  it("when auth's internal API is asked for through the gateway, then it is never forwarded", async () => {
    const before = gw.upstreamCalls();
    const direct = await request(gw.server).post('/internal/password-links/0123456789abcdef01234567/url').set('x-internal-key', 'a guess');
    const underApi = await request(gw.server).post('/api/internal/password-links/0123456789abcdef01234567/url');
    expect(direct.status).toBe(404);
    expect(underApi.status).toBe(404);
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when a path hides a protected route behind dot segments, then it is refused and not forwarded', async () => {
    const before = gw.upstreamCalls();
    const dots = await request(gw.server).get('/api/public/%2e%2e/admin/accounts');
    expect(dots.status).toBe(400);
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when a protected path is written in another case, then the policy still applies', async () => {
    const res = await request(gw.server).get('/API/Admin/Accounts');
    expect(res.status).toBe(401);
  });
});

describe('bodies', () => {
  it('when a JSON body is sent, then the service receives it byte for byte', async () => {
    const json = '{"email":"ana@example.com","password":"p4ss w0rd ñ ✓"}';
    const res = await request(gw.server).post('/api/auth/login').set('content-type', 'application/json').send(json);
    const seen = gw.upstreams.auth.seen.at(-1)!;
    expect(res.status).toBe(200);
    expect(seen.body.toString('utf8')).toBe(json);
    expect(seen.headers['content-type']).toBe('application/json');
  });

  it('when a multipart upload is sent, then the service receives the same bytes and boundary', async () => {
    const image = randomBytes(1024 * 1024);
    const boundary = 'trek-test-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadType"\r\n\r\nprofile\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cropped-image.png"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await request(gw.server)
      .post('/api/participant/upload')
      .set('authorization', participant)
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(body);
    const seen = gw.upstreams.upload.seen.at(-1)!;
    expect(res.status).toBe(200);
    expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
    expect(seen.body.equals(body)).toBe(true);
  });
});

describe('upstream failures', () => {
  let stopped: TestGateway;
  let silent: EchoServer;
  let slow: TestGateway;

  beforeAll(async () => {
    stopped = await startGateway({ upstreamUrls: { content: await deadUrl('http') } });
    silent = await startSilentServer();
    slow = await startGateway({ upstreamUrls: { applications: silent.url }, env: { UPSTREAM_TIMEOUT_MS: '200' } });
  });
  afterAll(async () => {
    await Promise.all([stopped.close(), slow.close(), silent.close()]);
  });

  it('when a service is not listening, then a JSON 502 names it', async () => {
    const res = await request(stopped.server).get('/api/public/faqs');
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'The content service is unavailable. Please try again shortly.' });
  });

  it('when one service is down, then the others still answer', async () => {
    const res = await request(stopped.server).get('/api/auth/me').set('authorization', participant);
    expect(res.status).toBe(200);
  });

  it('when a service never answers, then a JSON 504 after the configured timeout', async () => {
    const res = await request(slow.server).get('/api/admin/applications').set('authorization', organizer);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ message: 'The applications service took too long to answer. Please try again shortly.' });
    expect(silent.seen).toHaveLength(1);
  });

  it('when the client sent Expect: 100-continue, then the timeout still applies', async () => {
    const { port } = slow.server.address() as AddressInfo;
    // supertest cannot send Expect; node's client sends the body once the gateway says 100 Continue.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/admin/applications/export',
        headers: { authorization: organizer, expect: '100-continue', 'content-type': 'application/json' },
      });
      req.on('continue', () => req.end('{"status":"accepted"}'));
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
    });
    expect(status).toBe(504);
    expect(silent.seen.at(-1)!.headers.expect).toBeUndefined();
  });
});
