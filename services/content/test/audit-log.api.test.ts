import request from 'supertest';
import { authMessages } from '@trek/contracts';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

const AUDIT_PATH = '/api/admin/audit/content';

describe('the content activity log', () => {
  let content: ContentTestApp;
  const admin = () => bearer(content.organizerToken);

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  it('when an organizer creates and deletes a FAQ, then the log lists both newest first and is never cached', async () => {
    const created = await request(content.app).post('/api/admin/content/faqs').set(admin()).send({ question: 'Is lunch included?', answer: 'Yes.' });
    const id = created.body.id as string;
    await request(content.app).delete(`/api/admin/content/faqs/${id}`).set(admin());

    const res = await request(content.app).get(AUDIT_PATH).query({ pageSize: 2 }).set(admin());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: 2 });
    expect(res.body.events.map((event: { action: string; actorId: string; target: string }) => [event.action, event.actorId, event.target])).toEqual([
      ['content.faqs.delete', content.organizerId, `faqs:${id}`],
      ['content.faqs.create', content.organizerId, `faqs:${id}`],
    ]);
  });

  it('when a participant asks, even with a forged role header, then 403', async () => {
    const res = await request(content.app).get(AUDIT_PATH).set(bearer(content.participantToken)).set('x-user-role', 'ORGANIZER');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: authMessages.forbidden });
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(content.app).get(AUDIT_PATH);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: authMessages.signInRequired });
  });

  it('when the paging is not a positive page or a size up to 100, then 400', async () => {
    expect((await request(content.app).get(AUDIT_PATH).query({ page: 0 }).set(admin())).status).toBe(400);
    expect((await request(content.app).get(AUDIT_PATH).query({ pageSize: 101 }).set(admin())).status).toBe(400);
  });
});
