import request from 'supertest';
import { feedbackMessages } from '@trek/contracts';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

describe('participant feedback and announcements', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const auth = (userId: string) => ({ Authorization: `Bearer ${t.participantToken(userId)}` });

  it('when a participant sends feedback, then it is stored as unread and listed newest first, only to them', async () => {
    const a = newUserId();
    const b = newUserId();
    const first = await request(t.app).post('/api/participant/feedback').set(auth(a)).send({ subject: ' Hotel ', message: 'Is there a gym?', category: 'accommodations' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: a, subject: 'Hotel', category: 'accommodations', status: 'unread' });
    const second = await request(t.app).post('/api/participant/feedback').set(auth(a)).send({ subject: 'Thanks', message: 'Great trip', category: '' });
    expect(second.body.category).toBeNull();
    await request(t.app).post('/api/participant/feedback').set(auth(b)).send({ subject: 'Mine', message: 'B only' });

    const list = await request(t.app).get('/api/participant/feedback').set(auth(a));
    expect(list.status).toBe(200);
    expect(list.body.map((f: { subject: string }) => f.subject)).toEqual(['Thanks', 'Hotel']);
    const bList = await request(t.app).get('/api/participant/feedback').set(auth(b));
    expect(bList.body.map((f: { subject: string }) => f.subject)).toEqual(['Mine']);
  });

  it('when a participant sends feedback, then an organizer notice is owed for it, with a link to the feedback inbox', async () => {
    const userId = newUserId();
    const sent = await request(t.app).post('/api/participant/feedback').set(auth(userId)).send({ subject: 'Vegan options', message: 'Are there any?', category: 'accommodations' });
    expect(sent.status).toBe(201);
    await t.service.domain.relay.run();
    const job = await t.emailQueue.getJob(`feedback-received-${sent.body.id}`);
    expect(job?.data).toMatchObject({
      kind: 'feedback-received',
      organizerNotice: { kind: 'feedback-received', summary: expect.stringContaining('Vegan options'), link: expect.stringContaining('/admin/dashboard?tab=announcements&section=feedback') },
    });
  });

  it('when a participant with no profile name yet sends feedback, then the notice names them as their account does and carries the text', async () => {
    const userId = newUserId();
    const sent = await request(t.app)
      .post('/api/participant/feedback')
      .set({ Authorization: `Bearer ${t.participantToken(userId, 'Ana García')}` })
      .send({ subject: 'Vegan options', message: 'Are there vegan meals on Day 3?', category: 'accommodations' });
    expect(sent.status).toBe(201);
    await t.service.domain.relay.run();
    const job = await t.emailQueue.getJob(`feedback-received-${sent.body.id}`);
    expect(job?.data.subject).toBe('Feedback from Ana García: Vegan options');
    expect(job?.data.text).toContain('Are there vegan meals on Day 3?');
    expect(job?.data.organizerNotice?.summary).toBe('Ana García: Vegan options');
    expect(job?.data.translations?.es?.subject).toBe('Comentarios de Ana García: Vegan options');
    expect(job?.data.translations?.es?.text).toContain('Are there vegan meals on Day 3?');
  });

  it.each([
    ['a blank subject', { subject: '   ', message: 'Hello' }, feedbackMessages.bothRequired],
    ['no message', { subject: 'Hello' }, feedbackMessages.bothRequired],
    ['a subject over 255 characters', { subject: 'x'.repeat(256), message: 'Hello' }, feedbackMessages.subjectTooLong],
    ['a message over 2000 characters', { subject: 'Hello', message: 'x'.repeat(2001) }, feedbackMessages.messageTooLong],
    ['an unknown category', { subject: 'Hello', message: 'Hi', category: 'gossip' }, feedbackMessages.invalidCategory],
  ])('when feedback has %s, then it is refused with the form message', async (_case, body, message) => {
    const res = await request(t.app).post('/api/participant/feedback').set(auth(newUserId())).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when organizers have posted announcements, then participants read them newest first', async () => {
    // Organizers' announcement routes come with the organizer dashboard; the documents are written where they live.
    await t.collection('announcements').insertMany([
      { title: 'Packing list', content: 'Bring sunscreen.', priority: 'normal', attachments: [], createdAt: new Date('2026-01-10T10:00:00Z'), updatedAt: new Date('2026-01-10T10:00:00Z') },
      { title: 'Flight times', content: 'Land by noon.', priority: 'urgent', attachments: [], createdAt: new Date('2026-01-12T10:00:00Z'), updatedAt: new Date('2026-01-12T10:00:00Z') },
    ]);
    const res = await request(t.app).get('/api/participant/announcements').set(auth(newUserId()));
    expect(res.status).toBe(200);
    expect(res.body.map((a: { title: string }) => a.title)).toEqual(['Flight times', 'Packing list']);
    expect(res.body[0]).toMatchObject({ priority: 'urgent', content: 'Land by noon.', attachments: [], createdAt: '2026-01-12T10:00:00.000Z' });
  });
});
