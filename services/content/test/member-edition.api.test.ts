import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, authMessages } from '@trek/contracts';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

describe('the signed-in edition read (group invite)', () => {
  let content: ContentTestApp;

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  it('when organizers have not set the group link, then a participant reads it as empty', async () => {
    const res = await request(content.app).get('/api/member/edition').set(bearer(content.participantToken));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ whatsappGroupUrl: '' });
  });

  it('when organizers saved a group link, then any signed-in user reads only that link, never cached', async () => {
    const link = 'https://chat.whatsapp.com/member-read';
    const saved = await request(content.app)
      .put('/api/admin/edition')
      .set(bearer(content.organizerToken))
      .send({ ...DEFAULT_EDITION_SETTINGS, whatsappGroupUrl: link });
    expect(saved.status).toBe(200);
    for (const token of [content.participantToken, content.organizerToken]) {
      const res = await request(content.app).get('/api/member/edition').set(bearer(token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ whatsappGroupUrl: link });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('when nobody is signed in, then 401 and the link stays out of the public edition', async () => {
    const res = await request(content.app).get('/api/member/edition');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(authMessages.signInRequired);
    const publicEdition = await request(content.app).get('/api/public/edition');
    expect(publicEdition.body).not.toHaveProperty('whatsappGroupUrl');
  });
});
