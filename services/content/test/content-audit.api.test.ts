import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS } from '@trek/contracts';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

describe('organizer content writes are audited', () => {
  let content: ContentTestApp;
  const admin = () => bearer(content.organizerToken);
  const eventsOf = (target: string) => content.stores.mongo.collection('audit_events').find({ target }).sort({ at: 1, _id: 1 }).toArray();

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  it('when an organizer creates, edits, reorders and deletes a FAQ, then each change is recorded with who did it', async () => {
    const created = await request(content.app).post('/api/admin/content/faqs').set(admin()).send({ question: 'Is there a deposit?', answer: 'Yes.' });
    const id = created.body.id as string;
    await request(content.app).patch(`/api/admin/content/faqs/${id}`).set(admin()).send({ answer: 'Yes, US$500.' });
    await request(content.app).post('/api/admin/content/faqs/reorder').set(admin()).send({ ids: [id] });
    await request(content.app).delete(`/api/admin/content/faqs/${id}`).set(admin());

    const itemEvents = await eventsOf(`faqs:${id}`);
    expect(itemEvents.map((event) => [event.action, event.actorId])).toEqual([
      ['content.faqs.create', content.organizerId],
      ['content.faqs.update', content.organizerId],
      ['content.faqs.delete', content.organizerId],
    ]);
    expect(itemEvents.map((event) => event.summary)).toEqual([
      'Created the FAQ “Is there a deposit?”',
      'Updated the FAQ “Is there a deposit?”',
      'Deleted the FAQ “Is there a deposit?”',
    ]);
    expect((await eventsOf('faqs:all')).map((event) => [event.action, event.summary])).toEqual([['content.faqs.reorder', 'Reordered the FAQ list']]);
  });

  it('when the edition settings are saved, then the change is recorded', async () => {
    const saved = await request(content.app).put('/api/admin/edition').set(admin()).send(DEFAULT_EDITION_SETTINGS);
    expect(saved.status).toBe(200);
    expect(await eventsOf('edition')).toEqual([expect.objectContaining({ action: 'edition.update', actorId: content.organizerId })]);
  });

  it('when a write is refused, then nothing is recorded', async () => {
    const before = await content.stores.mongo.collection('audit_events').countDocuments();
    await request(content.app).post('/api/admin/content/faqs').set(admin()).send({ question: '', answer: '' });
    await request(content.app).post('/api/admin/content/faqs').set(bearer(content.participantToken)).send({ question: 'Q?', answer: 'A.' });
    expect(await content.stores.mongo.collection('audit_events').countDocuments()).toBe(before);
  });
});
