import request from 'supertest';
import { startGateway, tokenFor, type TestGateway } from './gateway.fixture.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

const FORGED = {
  'x-user-id': 'admin-1',
  'x-user-role': 'ORGANIZER',
  'x-user-email': 'boss@example.com',
  'X-User-Anything': 'yes',
  'x-auth-user': 'admin-1',
  'x-authenticated-userid': 'admin-1',
  'x-forwarded-user': 'admin-1',
  'x-forwarded-email': 'boss@example.com',
  'x-remote-user': 'admin-1',
  'remote-user': 'admin-1',
};

describe('identity headers', () => {
  it('when a client forges identity headers on a public route, then none of them reaches the service', async () => {
    const res = await request(gw.server).get('/api/public/team').set(FORGED);
    expect(res.status).toBe(200);
    const forwarded = Object.keys(gw.upstreams.content.seen.at(-1)!.headers);
    for (const name of Object.keys(FORGED)) expect(forwarded).not.toContain(name.toLowerCase());
  });

  it('when a participant adds x-user-role: ORGANIZER, then the gateway still refuses and forwards nothing', async () => {
    const before = gw.upstreamCalls();
    const res = await request(gw.server)
      .get('/api/admin/participants')
      .set('authorization', tokenFor({ role: 'PARTICIPANT' }))
      .set(FORGED);
    expect(res.status).toBe(403);
    expect(gw.upstreamCalls()).toBe(before);
  });

  it('when a signed-in call carries forged headers, then only the bearer token and ordinary headers arrive', async () => {
    const authorization = tokenFor({ role: 'PARTICIPANT', userId: 'p-1' });
    const res = await request(gw.server)
      .get('/api/me/logistics')
      .set('authorization', authorization)
      .set('accept-language', 'es-MX')
      .set(FORGED);
    expect(res.status).toBe(200);
    const { headers } = gw.upstreams.participant.seen.at(-1)!;
    expect(headers.authorization).toBe(authorization);
    expect(headers['accept-language']).toBe('es-MX');
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-user-role']).toBeUndefined();
  });
});

describe('request id', () => {
  it('when the client sends a well-formed x-request-id, then the service and the response carry it', async () => {
    const res = await request(gw.server).get('/api/public/places').set('x-request-id', 'trace-abc.123');
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
    expect(gw.upstreams.content.seen.at(-1)!.headers['x-request-id']).toBe('trace-abc.123');
  });

  it('when the client sends none or a malformed one, then the gateway makes one and forwards it', async () => {
    const none = await request(gw.server).get('/api/public/places');
    const generated = none.headers['x-request-id'];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(gw.upstreams.content.seen.at(-1)!.headers['x-request-id']).toBe(generated);

    const malformed = await request(gw.server).get('/api/public/places').set('x-request-id', 'bad id <script>');
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the gateway refuses a request itself, then its answer has a request id too', async () => {
    const res = await request(gw.server).get('/api/admin/feedback');
    expect(res.status).toBe(401);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
