import request from 'supertest';
import { authMessages, INTERNAL_KEY_HEADER } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { newUserId } from './participant-app.fixture.js';

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

const someId = '0123456789abcdef01234567';
const organizerOnly: Array<{ method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; body?: object }> = [
  { method: 'get', path: '/api/admin/participants' },
  { method: 'get', path: '/api/admin/participants/export.csv' },
  { method: 'get', path: `/api/admin/participants/${someId}` },
  { method: 'get', path: '/api/admin/logistics' },
  { method: 'get', path: '/api/admin/logistics/export.csv' },
  { method: 'get', path: '/api/admin/logistics/rooming' },
  { method: 'put', path: '/api/admin/logistics/day0-lock', body: { locked: true } },
  { method: 'put', path: `/api/admin/logistics/${someId}/day0-lock`, body: { locked: true } },
  { method: 'get', path: '/api/admin/overview' },
  { method: 'get', path: '/api/admin/setup-reminders' },
  { method: 'put', path: '/api/admin/setup-reminders', body: { reminders: [] } },
  { method: 'post', path: '/api/admin/setup-reminders/nudge', body: {} },
  { method: 'get', path: '/api/admin/audit/participants' },
];

describe('organizer-only endpoints', () => {
  it.each(organizerOnly)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const res = await request(stack.t.app)[method](path).send(body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.signInRequired });
  });

  it.each(organizerOnly)('$method $path answers 403 for a participant, even with a forged role header', async ({ method, path, body }) => {
    const res = await request(stack.t.app)[method](path).set(bearer(stack.t.participantToken(newUserId()))).set('x-user-role', 'ORGANIZER').send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });

  it('when an organizer asks, then every list answers 200 and is never cached', async () => {
    for (const path of ['/api/admin/participants', '/api/admin/logistics', '/api/admin/logistics/rooming', '/api/admin/overview', '/api/admin/audit/participants']) {
      const res = await request(stack.t.app).get(path).set(bearer(stack.organizer));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('when the activity log is asked for a page size above 100, then 400', async () => {
    const res = await request(stack.t.app).get('/api/admin/audit/participants').query({ pageSize: 101 }).set(bearer(stack.organizer));
    expect(res.status).toBe(400);
  });

  it('when the internal API is asked without the internal key or with a wrong one, then 401 and nothing is answered', async () => {
    const withoutKey = await request(stack.t.app).post('/internal/people').send({ userIds: [someId] });
    expect([withoutKey.status, withoutKey.body.people]).toEqual([401, undefined]);
    const organizer = await request(stack.t.app).get(`/internal/people/${someId}/standing`).set(bearer(stack.organizer));
    expect(organizer.status).toBe(401);
    const wrongKey = await request(stack.t.app).post('/internal/people').set(INTERNAL_KEY_HEADER, 'not-the-key-not-the-key-not-the-key').send({ userIds: [someId] });
    expect(wrongKey.status).toBe(401);
  });

  it('when a path id is not an id, then 400', async () => {
    const res = await request(stack.t.app).get('/api/admin/participants/not-an-id').set(bearer(stack.organizer));
    expect(res.status).toBe(400);
  });
});
