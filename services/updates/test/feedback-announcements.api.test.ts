import request from 'supertest';
import { feedbackMessages } from '@trek/contracts';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { newUserId } from '../../participant/test/participant-app.fixture.js';
import { completeProfile, participantActions } from '../../participant/test/participant-actions.js';

describe('participant feedback and announcements', () => {
  let stack: AdminStack;

  beforeAll(async () => {
    stack = await startAdminStack();
  });

  afterAll(async () => {
    await stack.close();
  });

  const auth = (userId: string) => ({ Authorization: `Bearer ${stack.t.participantToken(userId)}` });
  const app = () => stack.t.app;

  it('when a participant sends feedback, then it is stored as unread and listed newest first, only to them', async () => {
    const a = newUserId();
    const b = newUserId();
    const first = await request(app()).post('/api/participant/feedback').set(auth(a)).send({ subject: ' Hotel ', message: 'Is there a gym?', category: 'accommodations' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ userId: a, subject: 'Hotel', category: 'accommodations', status: 'unread' });
    const second = await request(app()).post('/api/participant/feedback').set(auth(a)).send({ subject: 'Thanks', message: 'Great trip', category: '' });
    expect(second.body.category).toBeNull();
    await request(app()).post('/api/participant/feedback').set(auth(b)).send({ subject: 'Mine', message: 'B only' });

    const list = await request(app()).get('/api/participant/feedback').set(auth(a));
    expect(list.status).toBe(200);
    expect(list.body.map((f: { subject: string }) => f.subject)).toEqual(['Thanks', 'Hotel']);
    const bList = await request(app()).get('/api/participant/feedback').set(auth(b));
    expect(bList.body.map((f: { subject: string }) => f.subject)).toEqual(['Mine']);
  });

  it('when a participant sends feedback, then an organizer notice is owed for it, with a link to the feedback inbox', async () => {
    const userId = newUserId();
    const sent = await request(app()).post('/api/participant/feedback').set(auth(userId)).send({ subject: 'Vegan options', message: 'Are there any?', category: 'accommodations' });
    expect(sent.status).toBe(201);
    await stack.u.service.domain.relay.run();
    const job = await stack.u.emailQueue.getJob(`feedback-received-${sent.body.id}`);
    expect(job?.data).toMatchObject({
      kind: 'feedback-received',
      organizerNotice: { kind: 'feedback-received', summary: expect.stringContaining('Vegan options'), link: expect.stringContaining('/admin/dashboard?tab=announcements&section=feedback') },
    });
  });

  it('when a participant with no profile name yet sends feedback, then the notice names them as their account does and carries the text', async () => {
    const userId = newUserId();
    const sent = await request(app())
      .post('/api/participant/feedback')
      .set({ Authorization: `Bearer ${stack.t.participantToken(userId, 'Ana García')}` })
      .send({ subject: 'Vegan options', message: 'Are there vegan meals on Day 3?', category: 'accommodations' });
    expect(sent.status).toBe(201);
    await stack.u.service.domain.relay.run();
    const job = await stack.u.emailQueue.getJob(`feedback-received-${sent.body.id}`);
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
    const res = await request(app()).post('/api/participant/feedback').set(auth(newUserId())).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when a participant who named themselves sends feedback, then the organizers\' notice names them in both languages', async () => {
    const ana = participantActions(app(), stack.t.participantToken(newUserId()));
    await ana.saveProfile(completeProfile());
    const sent = await ana.sendFeedback({ subject: 'Vegan options', message: 'Are there any?' });
    await stack.u.service.domain.relay.run();
    expect((await stack.u.emailQueue.getJob(`feedback-received-${sent.body.id as string}`))?.data).toMatchObject({
      subject: 'Feedback from Ana García: Vegan options',
      translations: { es: { subject: 'Comentarios de Ana García: Vegan options' } },
    });
  });

  it('when organizers have posted announcements, then participants of that edition read them newest first', async () => {
    const year = stack.content.edition.year;
    // Published for everyone of their edition when they were written.
    const posted = (title: string, content: string, priority: 'normal' | 'urgent', postedYear: number, at: string) => ({
      title, content, priority, attachments: [], year: postedYear, emailedAt: null, audience: { kind: 'everyone' },
      publishAt: null, publishedAt: new Date(at), pinned: false, emailOnPublish: false, createdAt: new Date(at), updatedAt: new Date(at),
    });
    await stack.u.collection('announcements').insertMany([
      posted('Packing list', 'Bring sunscreen.', 'normal', year, '2026-01-10T10:00:00Z'),
      posted('Flight times', 'Land by noon.', 'urgent', year, '2026-01-12T10:00:00Z'),
      posted('Next year', 'Not yours.', 'normal', year + 1, '2026-01-13T10:00:00Z'),
    ]);
    const res = await request(app()).get('/api/participant/announcements').set(auth(newUserId()));
    expect(res.status).toBe(200);
    expect(res.body.map((a: { title: string }) => a.title)).toEqual(['Flight times', 'Packing list']);
    expect(res.body[0]).toMatchObject({ priority: 'urgent', content: 'Land by noon.', attachments: [], createdAt: '2026-01-12T10:00:00.000Z' });
  });
});
