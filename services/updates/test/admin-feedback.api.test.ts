import request from 'supertest';
import { feedbackMessages, type AdminFeedback } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { newUserId } from '../../participant/test/participant-app.fixture.js';
import { completeProfile, participantActions } from '../../participant/test/participant-actions.js';

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

const inbox = (query: Record<string, string | number> = {}) => request(stack.t.app).get('/api/admin/feedback').query(query).set(bearer(stack.organizer));
const setStatus = (id: string, body: object) => request(stack.t.app).patch(`/api/admin/feedback/${id}`).set(bearer(stack.organizer)).send(body);

describe('feedback inbox', () => {
  it('when participants send feedback, then organizers see it newest first with the author, filtered and searched', async () => {
    const tag = `Inbox${Date.now()}`;
    const ana = participantActions(stack.t.app, stack.t.participantToken(newUserId()));
    await ana.saveProfile(completeProfile({ preferredName: 'Anita', email: 'anita@stanford.edu' }));
    const first = (await ana.sendFeedback({ subject: `${tag} rooms`, message: 'Can I room with Marta?', category: 'accommodations' })).body;
    const second = (await ana.sendFeedback({ subject: `${tag} food`, message: 'Is there vegan (food)?', category: 'general' })).body;

    const res = await inbox({ search: tag });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(res.body.unreadCount).toBeGreaterThanOrEqual(2);
    expect((res.body.feedback as AdminFeedback[]).map((item) => item.id)).toEqual([second.id, first.id]);
    expect(res.body.feedback[0]).toMatchObject({ status: 'unread', authorName: 'Anita', authorEmail: 'anita@stanford.edu' });

    expect((await inbox({ search: tag, category: 'accommodations' })).body.feedback.map((item: AdminFeedback) => item.id)).toEqual([first.id]);
    expect((await inbox({ search: 'vegan (food)' })).body.feedback.map((item: AdminFeedback) => item.id)).toEqual([second.id]);
    expect((await inbox({ search: '.*' })).body.total).toBe(0);
  });

  it('when the author has not filled in a profile yet, then organizers see the name and email of their account', async () => {
    const account = await stack.createAccount('Carla Cuenta', `carla.${Date.now()}@mit.edu`);
    const carla = participantActions(stack.t.app, stack.t.participantToken(account.id));
    const sent = (await carla.sendFeedback({ subject: `Unnamed ${Date.now()}`, message: 'Who am I?' })).body;

    const res = await inbox({ search: sent.subject });
    expect(res.body.feedback).toEqual([expect.objectContaining({ id: sent.id, authorName: 'Carla Cuenta', authorEmail: account.email })]);
    expect((await setStatus(sent.id, { status: 'read' })).body).toMatchObject({ authorName: 'Carla Cuenta', authorEmail: account.email });
  });

  it('when organizers change a status, then the participant sees it, the inbox filters by it and the change is audited', async () => {
    const beto = participantActions(stack.t.app, stack.t.participantToken(newUserId()));
    const sent = (await beto.sendFeedback({ subject: 'Visa question', message: 'Do I need one?' })).body;

    const res = await setStatus(sent.id, { status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: sent.id, status: 'in_progress' });
    expect((await beto.ownFeedback()).body).toEqual([expect.objectContaining({ id: sent.id, status: 'in_progress' })]);
    expect((await inbox({ status: 'in_progress' })).body.feedback.map((item: AdminFeedback) => item.id)).toContain(sent.id);

    const audit = await request(stack.t.app).get('/api/admin/audit/updates').set(bearer(stack.organizer));
    expect(audit.body.events[0]).toMatchObject({ actorId: stack.organizerId, action: 'feedback.status', target: `feedback:${sent.id}`, summary: 'Status of "Visa question" set to in_progress' });
  });

  it('when the status or a filter is unknown, then 400 with the contract message; an unknown feedback is 404', async () => {
    const bad = await setStatus('0123456789abcdef01234567', { status: 'done' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(feedbackMessages.invalidStatus);
    expect((await inbox({ status: 'done' })).body.message).toBe(feedbackMessages.invalidStatus);
    expect((await inbox({ category: 'gossip' })).body.message).toBe(feedbackMessages.invalidCategory);
    const missing = await setStatus('0123456789abcdef01234567', { status: 'read' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(feedbackMessages.notFound);
  });
});
