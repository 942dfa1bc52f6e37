import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, authMessages, contentMessages, editionMessages, textTooLong, urlMessages } from '@trek/contracts';
import { bearer, startContentApp, type ContentTestApp } from './content-app.fixture.js';

/** Per collection: where organizers edit it, a valid body, an edit, and a bad body with its message. */
const cases = [
  {
    path: '/api/admin/content/team',
    valid: { name: 'Ana Example', role: 'Co-Director', photoUrl: '/demo/avatar-1.svg' },
    edit: { bio: 'New bio' },
    bad: { name: ' ', role: 'Co-Director' },
    message: contentMessages.nameRequired,
  },
  {
    path: '/api/admin/content/supporters',
    valid: { name: 'Acme', logoUrl: '/demo/supporter-1.svg' },
    edit: { website: 'https://acme.example' },
    bad: { name: 'Acme', logoUrl: '' },
    message: contentMessages.logoRequired,
  },
  {
    path: '/api/admin/content/itinerary-days',
    valid: { year: 2026, dayNumber: 1, city: 'Mexico City', date: '2026-03-15', title: 'Welcome', activities: [] },
    edit: { activities: [{ order: 0, title: 'City walk' }, { order: 1, title: 'Dinner' }] },
    bad: { year: 2026, dayNumber: 31, city: 'Mexico City', date: '2026-03-15', title: 'Welcome' },
    message: contentMessages.dayNumberRange,
  },
  {
    path: '/api/admin/speakers',
    valid: { year: 2025, name: 'Sam Example', tags: ['Policy'] },
    edit: { organization: 'Example Org' },
    bad: { year: 1999, name: 'Sam Example' },
    message: contentMessages.yearRange,
  },
  {
    path: '/api/admin/content/places',
    valid: { name: 'Museum', types: ['Museums'] },
    edit: { description: 'A museum.' },
    // Another host's image: the site's Content-Security-Policy would never show it.
    bad: { name: 'Museum', photoUrl: 'https://cdn.example.com/museum.jpg' },
    message: urlMessages.image,
  },
  {
    path: '/api/admin/content/faqs',
    valid: { question: 'Is there a deposit?', answer: 'Yes.' },
    edit: { answer: 'Yes, US$500.' },
    bad: { question: 'Is there a deposit?', answer: '' },
    message: contentMessages.answerRequired,
  },
  {
    path: '/api/admin/content/travel-resources',
    valid: { type: 'phrase', title: 'Greeting', content: { spanish: 'Hola', english: 'Hello' } },
    edit: { type: 'recommendation', title: 'Arrive early', content: { description: 'Come a day early.' } },
    bad: { type: 'castle', title: 'Greeting', content: {} },
    message: contentMessages.invalidResourceType,
  },
] as const;

describe('organizers edit the public content', () => {
  let content: ContentTestApp;
  const admin = () => bearer(content.organizerToken);

  beforeAll(async () => {
    content = await startContentApp();
  });

  afterAll(async () => {
    await content.close();
  });

  describe.each(cases)('$path', ({ path, valid, edit, bad, message }) => {
    it('when an organizer creates, edits and deletes an item, then each step answers it and records who changed it', async () => {
      const created = await request(content.app).post(path).set(admin()).send(valid);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...valid, sample: false, updatedBy: content.organizerId });
      const id = created.body.id as string;

      const listed = await request(content.app).get(path).set(admin());
      expect(listed.status).toBe(200);
      expect(listed.body.map((item: { id: string }) => item.id)).toContain(id);

      const edited = await request(content.app).patch(`${path}/${id}`).set(admin()).send(edit);
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject(edit);

      const replaced = await request(content.app).put(`${path}/${id}`).set(admin()).send(valid);
      expect(replaced.status).toBe(200);
      expect(replaced.body).toMatchObject(valid);

      expect((await request(content.app).delete(`${path}/${id}`).set(admin())).status).toBe(204);
      const gone = await request(content.app).delete(`${path}/${id}`).set(admin());
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe(contentMessages.notFound);
    });

    it('when the input breaks a rule, then the answer is a 400 with the rule’s message', async () => {
      const res = await request(content.app).post(path).set(admin()).send(bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await request(content.app).patch(`${path}/not-an-id`).set(admin()).send(edit)).status).toBe(400);
    });

    it('when there is no token, then 401; when a participant asks, then 403', async () => {
      const anonymous = await request(content.app).post(path).send(valid);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(authMessages.signInRequired);
      expect((await request(content.app).get(path)).status).toBe(401);
      const participant = await request(content.app).post(path).set(bearer(content.participantToken)).send(valid);
      expect(participant.status).toBe(403);
      expect(participant.body.message).toBe(authMessages.forbidden);
      expect((await request(content.app).delete(`${path}/${'b'.repeat(24)}`).set(bearer(content.participantToken))).status).toBe(403);
    });
  });

  it('when an organizer reorders FAQs, then the public list follows the new order', async () => {
    const ids: string[] = [];
    for (const question of ['First?', 'Second?', 'Third?']) {
      ids.push((await request(content.app).post('/api/admin/content/faqs').set(admin()).send({ question, answer: 'A.' })).body.id);
    }
    const reordered = await request(content.app).post('/api/admin/content/faqs/reorder').set(admin()).send({ ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.status).toBe(200);
    const faqs = await request(content.app).get('/api/public/faqs');
    expect(faqs.body.map((f: { question: string }) => f.question)).toEqual(['Third?', 'First?', 'Second?']);

    const bad = await request(content.app).post('/api/admin/content/faqs/reorder').set(admin()).send({ ids: [ids[0], ids[0]] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(contentMessages.reorderDuplicate);
    expect((await request(content.app).post('/api/admin/content/faqs/reorder').set(bearer(content.participantToken)).send({ ids })).status).toBe(403);
  });

  it('when an organizer saves an FAQ, a travel card, a place and an itinerary day with Spanish versions, then the public reads return both languages; an edit can clear the Spanish', async () => {
    const es = { question: '¿Hay código de vestimenta?', answer: 'Casual de negocios.' };
    const faq = await request(content.app).post('/api/admin/content/faqs').set(admin()).send({ question: 'Is there a dress code?', answer: 'Business casual.', es });
    expect(faq.status).toBe(201);
    expect(faq.body.es).toEqual(es);
    const card = { type: 'recommendation', title: 'Walk the centre', content: { description: 'See the Zócalo.' }, es: { title: 'Recorre el centro', description: 'Visita el Zócalo.' } };
    expect((await request(content.app).post('/api/admin/content/travel-resources').set(admin()).send(card)).status).toBe(201);

    expect((await request(content.app).get('/api/public/faqs')).body).toContainEqual(expect.objectContaining({ question: 'Is there a dress code?', es }));
    expect((await request(content.app).get('/api/public/travel-resources')).body).toContainEqual(expect.objectContaining({ title: 'Walk the centre', es: card.es }));
    const place = { name: 'National Museum of Anthropology', types: ['Museums'], es: { name: 'Museo Nacional de Antropología', description: 'El museo más grande de México.' } };
    expect((await request(content.app).post('/api/admin/content/places').set(admin()).send(place)).status).toBe(201);
    expect((await request(content.app).get('/api/public/places')).body).toContainEqual(expect.objectContaining({ name: place.name, es: place.es }));
    const day = {
      year: 2026,
      dayNumber: 2,
      city: 'Mexico City',
      date: '2026-03-16',
      title: 'Policy day',
      es: { title: 'Día de política', dressCode: '' },
      activities: [{ order: 0, title: 'Senate visit', es: { title: 'Visita al Senado', description: '' } }],
    };
    expect((await request(content.app).post('/api/admin/content/itinerary-days').set(admin()).send(day)).status).toBe(201);
    expect((await request(content.app).get('/api/public/itinerary-days?year=2026')).body).toContainEqual(
      expect.objectContaining({ title: 'Policy day', es: day.es, activities: [expect.objectContaining({ title: 'Senate visit', es: day.activities[0]!.es })] }),
    );

    const cleared = await request(content.app).patch(`/api/admin/content/faqs/${faq.body.id}`).set(admin()).send({ es: { question: '', answer: '' } });
    expect(cleared.status).toBe(200);
    expect((await request(content.app).get('/api/public/faqs')).body).toContainEqual(
      expect.objectContaining({ question: 'Is there a dress code?', es: { question: '', answer: '' } }),
    );
  });

  it('when an organizer saves a team card, a speaker and a hotel with Spanish versions, then the public reads return both languages', async () => {
    const member = { name: 'Ana Bilingüe', role: 'Co-Director', bio: 'Ana leads the trek.', es: { role: 'Codirectora', bio: 'Ana dirige el viaje.' } };
    expect((await request(content.app).post('/api/admin/content/team').set(admin()).send(member)).status).toBe(201);
    expect((await request(content.app).get('/api/public/team')).body).toContainEqual(expect.objectContaining({ name: member.name, role: member.role, es: member.es }));
    const speaker = { year: 2025, name: 'Kim Bilingüe', title: 'Chief Economist', bio: 'Kim studies trade.', es: { title: 'Economista en jefe', bio: 'Kim estudia el comercio.' } };
    expect((await request(content.app).post('/api/admin/speakers').set(admin()).send(speaker)).status).toBe(201);
    expect((await request(content.app).get('/api/public/speakers').query({ year: 2025 })).body).toContainEqual(expect.objectContaining({ name: speaker.name, es: speaker.es }));
    const hotel = { type: 'hotel', title: 'Mexico City', content: { address: 'Paseo de la Reforma 1' }, es: { title: 'Ciudad de México', address: 'Paseo de la Reforma 1, frente al Ángel' } };
    expect((await request(content.app).post('/api/admin/content/travel-resources').set(admin()).send(hotel)).status).toBe(201);
    expect((await request(content.app).get('/api/public/travel-resources')).body).toContainEqual(expect.objectContaining({ content: hotel.content, es: hotel.es }));
  });

  it.each([
    ['/api/admin/content/team', { name: 'Too long', role: 'Co-Director', es: { role: 'x'.repeat(121) } }, 'es.role', textTooLong('Role', 120)],
    ['/api/admin/content/team', { name: 'Too long', role: 'Co-Director', es: { bio: 'x'.repeat(2001) } }, 'es.bio', textTooLong('Bio', 2000)],
    ['/api/admin/speakers', { year: 2025, name: 'Too long', es: { title: 'x'.repeat(201) } }, 'es.title', textTooLong('Title', 200)],
    ['/api/admin/speakers', { year: 2025, name: 'Too long', es: { bio: 'x'.repeat(2001) } }, 'es.bio', textTooLong('Bio', 2000)],
    ['/api/admin/content/travel-resources', { type: 'embassy', title: 'Too long', content: { address: 'Calle 1' }, es: { address: 'x'.repeat(301) } }, 'es.address', textTooLong('Address', 300)],
  ])('when a Spanish field sent to %s is too long, then 400 naming %s and nothing is saved', async (path, body, field, message) => {
    const res = await request(content.app).post(path).set(admin()).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    const listed = (await request(content.app).get(path).set(admin()).query(path === '/api/admin/speakers' ? { year: 2025 } : {})).body as { name?: string; title?: string }[];
    expect(listed.some((item) => item.name === 'Too long' || item.title === 'Too long')).toBe(false);
  });

  it('when a Spanish version breaks a rule, then 400 with the rule\'s message and nothing is saved', async () => {
    const tooLong = await request(content.app)
      .post('/api/admin/content/faqs')
      .set(admin())
      .send({ question: 'Long?', answer: 'Yes.', es: { question: 'x'.repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(textTooLong('Question', 300));
    const notText = await request(content.app)
      .post('/api/admin/content/travel-resources')
      .set(admin())
      .send({ type: 'hotel', title: 'Mérida', content: { address: 'Calle 60' }, es: { title: 42 } });
    expect(notText.status).toBe(400);
    const faqs = (await request(content.app).get('/api/public/faqs')).body as { question: string }[];
    expect(faqs.map((f) => f.question)).not.toContain('Long?');
  });

  it('when an organizer edits an FAQ, then the very next public read shows the edit', async () => {
    const created = await request(content.app).post('/api/admin/content/faqs').set(admin()).send({ question: 'Cached?', answer: 'Before.' });
    expect((await request(content.app).get('/api/public/faqs')).body).toContainEqual(expect.objectContaining({ answer: 'Before.' }));
    await request(content.app).patch(`/api/admin/content/faqs/${created.body.id}`).set(admin()).send({ answer: 'After.' });
    const after = await request(content.app).get('/api/public/faqs');
    expect(after.body).toContainEqual(expect.objectContaining({ question: 'Cached?', answer: 'After.' }));
  });

  it('when one replica takes a write, then another replica on the same database serves the change on its next read', async () => {
    const replica = await startContentApp({ dbName: content.stores.mongo.name });
    try {
      await request(replica.app).get('/api/public/places');
      await request(content.app).post('/api/admin/content/places').set(admin()).send({ name: 'Seen everywhere', types: ['Cities'] });
      const seen = await request(replica.app).get('/api/public/places');
      expect(seen.body).toContainEqual(expect.objectContaining({ name: 'Seen everywhere' }));
    } finally {
      await replica.close();
    }
  });

  it('when an organizer reads the edition settings before anyone saved them, then the defaults come back', async () => {
    const res = await request(content.app).get('/api/admin/edition').set(admin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(DEFAULT_EDITION_SETTINGS);
  });

  it('when an organizer saves the edition settings, then they are kept with who saved them, group link included', async () => {
    const settings = { ...DEFAULT_EDITION_SETTINGS, whatsappGroupUrl: 'https://chat.whatsapp.com/example', contactEmail: 'team@example.edu' };
    const saved = await request(content.app).put('/api/admin/edition').set(admin()).send(settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...settings, updatedBy: content.organizerId });
    expect((await request(content.app).get('/api/admin/edition').set(admin())).body).toMatchObject(settings);
  });

  it('when an organizer sets the digest time, then it is kept and read publicly; settings saved without one read as 08:00; a bad time is 400', async () => {
    const { digestTime: _omitted, ...withoutDigestTime } = DEFAULT_EDITION_SETTINGS;
    expect((await request(content.app).put('/api/admin/edition').set(admin()).send(withoutDigestTime)).body.digestTime).toBe('08:00');
    const saved = await request(content.app).put('/api/admin/edition').set(admin()).send({ ...DEFAULT_EDITION_SETTINGS, digestTime: '18:30' });
    expect(saved.status).toBe(200);
    expect((await request(content.app).get('/api/public/edition')).body.digestTime).toBe('18:30');
    const bad = await request(content.app).put('/api/admin/edition').set(admin()).send({ ...DEFAULT_EDITION_SETTINGS, digestTime: '25:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(editionMessages.digestTimeInvalid);
  });

  it('when the edition settings break a rule, then 400 with the message; without a token 401; as a participant 403', async () => {
    const bad = await request(content.app).put('/api/admin/edition').set(admin()).send({ ...DEFAULT_EDITION_SETTINGS, depositUsd: 5000 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(editionMessages.depositAbovePrice);
    expect((await request(content.app).put('/api/admin/edition').send(DEFAULT_EDITION_SETTINGS)).status).toBe(401);
    expect((await request(content.app).get('/api/admin/edition').set(bearer(content.participantToken))).status).toBe(403);
  });
});
