import request from 'supertest';
import { authMessages } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { newUserId } from '../../participant/test/participant-app.fixture.js';

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

const someId = '0123456789abcdef01234567';
const organizerOnly: Array<{ method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; body?: object }> = [
  { method: 'get', path: '/api/admin/announcements' },
  { method: 'post', path: '/api/admin/announcements', body: { title: 'T', content: 'C' } },
  { method: 'put', path: `/api/admin/announcements/${someId}`, body: { title: 'T' } },
  { method: 'delete', path: `/api/admin/announcements/${someId}` },
  { method: 'get', path: '/api/admin/announcements/reads' },
  { method: 'post', path: `/api/admin/announcements/${someId}/email-unread` },
  { method: 'get', path: '/api/admin/feedback' },
  { method: 'patch', path: `/api/admin/feedback/${someId}`, body: { status: 'read' } },
  { method: 'get', path: '/api/admin/audit/updates' },
];

describe('organizer-only endpoints of the updates service', () => {
  const app = () => stack.u.app;

  it.each(organizerOnly)('$method $path answers 401 without a token', async ({ method, path, body }) => {
    const res = await request(app())[method](path).send(body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.signInRequired });
  });

  it.each(organizerOnly)('$method $path answers 403 for a participant, even with a forged role header', async ({ method, path, body }) => {
    const res = await request(app())[method](path).set(bearer(stack.t.participantToken(newUserId()))).set('x-user-role', 'ORGANIZER').send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });

  it('when an organizer asks, then every list answers 200 and is never cached', async () => {
    for (const path of ['/api/admin/announcements', '/api/admin/feedback', '/api/admin/audit/updates']) {
      const res = await request(app()).get(path).set(bearer(stack.organizer));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('when an organizer calls a participant route, then 403', async () => {
    const res = await request(app()).get('/api/participant/announcements').set(bearer(stack.organizer));
    expect(res.status).toBe(403);
  });
});
