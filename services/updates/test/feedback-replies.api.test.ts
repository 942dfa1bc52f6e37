import request from 'supertest';
import { feedbackMessages, type Account } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { startEmailDelivery, type EmailDelivery } from '../../notifications/test/email-worker.fixture.js';
import { participantActions } from '../../participant/test/participant-actions.js';

let stack: AdminStack;
let delivery: EmailDelivery;
let ana: Account;
let beto: Account;

beforeAll(async () => {
  stack = await startAdminStack();
  delivery = await startEmailDelivery(stack.u.emailQueuePrefix);
  ana = await stack.createAccount('Ana Asks');
  beto = await stack.createAccount('Beto Browses');
  // Ana uses the site in Spanish: the email about a reply reaches her in Spanish.
  await stack.signInIn(ana, 'es');
});

afterAll(async () => {
  await delivery.close();
  await stack.close();
});

const asParticipant = (account: Account) => participantActions(stack.t.app, stack.t.participantToken(account.id));
const thread = (account: Account, id: string) => request(stack.t.app).get(`/api/participant/feedback/${id}`).set(bearer(stack.t.participantToken(account.id)));
const reply = (id: string, message: string, token = stack.organizer) => request(stack.t.app).post(`/api/admin/feedback/${id}/replies`).set(bearer(token)).send({ message });

describe('answers to feedback', () => {
  it('when another participant asks for a thread that is not theirs, then 404 and nothing of it is shown', async () => {
    const sent = (await asParticipant(ana).sendFeedback({ subject: 'Private question', message: 'About my visa' })).body;
    expect((await reply(sent.id, 'Write to the consulate.')).status).toBe(201);

    const own = await thread(ana, sent.id);
    expect(own.status).toBe(200);
    expect(own.body.replies).toEqual([expect.objectContaining({ message: 'Write to the consulate.' })]);

    const other = await thread(beto, sent.id);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: feedbackMessages.notFound });
    expect(JSON.stringify(other.body)).not.toContain('consulate');
    // An organizer's token on the participant path is refused before anything is read.
    expect((await request(stack.t.app).get(`/api/participant/feedback/${sent.id}`).set(bearer(stack.organizer))).status).toBe(403);
  });

  it('when an organizer replies, then the participant reads the thread in order, gets an email in their language and the reply is audited', async () => {
    const sent = (await asParticipant(ana).sendFeedback({ subject: 'Room question', message: 'Can I room with Marta?' })).body;
    const first = await reply(sent.id, 'Yes, we will put you together.');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ feedbackId: sent.id, message: 'Yes, we will put you together.', authorName: expect.any(String) });
    expect((await reply(sent.id, 'Room 12, with Marta.')).status).toBe(201);

    const own = await thread(ana, sent.id);
    expect(own.body.feedback).toMatchObject({ id: sent.id, subject: 'Room question', message: 'Can I room with Marta?' });
    expect(own.body.replies.map((entry: { message: string }) => entry.message)).toEqual(['Yes, we will put you together.', 'Room 12, with Marta.']);
    // Organizers read the same thread from the inbox.
    const inboxThread = await request(stack.t.app).get(`/api/admin/feedback/${sent.id}/replies`).set(bearer(stack.organizer));
    expect(inboxThread.body.replies).toHaveLength(2);

    const email = await delivery.sink.waitFor((message) => message.to.includes(ana.email) && message.text.includes('Room 12, with Marta.'));
    expect(email.subject).toBe('Mexico Trek: respuesta a «Room question»');
    expect(email.text).toContain('/participant/dashboard#announcements');
    const audit = await request(stack.t.app).get('/api/admin/audit/updates').set(bearer(stack.organizer));
    expect(audit.body.events[0]).toMatchObject({ actorId: stack.organizerId, action: 'feedback.reply', target: `feedback:${sent.id}` });
  });

  it('when the reply is blank or the feedback unknown, then 400 or 404 with the message; no token 401, a participant 403', async () => {
    const sent = (await asParticipant(beto).sendFeedback({ subject: 'Blank test', message: 'x' })).body;
    const blank = await reply(sent.id, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(feedbackMessages.replyRequired);
    const missing = await reply('0123456789abcdef01234567', 'Hello');
    expect(missing.status).toBe(404);
    expect((await request(stack.t.app).post(`/api/admin/feedback/${sent.id}/replies`).send({ message: 'Hi' })).status).toBe(401);
    expect((await reply(sent.id, 'Hi', stack.t.participantToken(beto.id))).status).toBe(403);
    expect((await thread(beto, 'not-an-id')).status).toBe(400);
  });
});

/** Each race runs many times: FerretDB loses one of two updates of one document made at the same instant. */
const ROUNDS = 20;

describe('when two organizers answer one message at the same instant, while a third moves its status', () => {
  it(`then both answers and the status are kept, each answer is emailed once, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const olga = stack.t.organizerToken('0123456789abcdef0123aaa1');
    const tomas = stack.t.organizerToken('0123456789abcdef0123aaa2');
    const lost = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sent = (await asParticipant(beto).sendFeedback({ subject: `Race ${round}`, message: 'Two answers?' })).body;
      const [first, second, status] = await Promise.all([
        reply(sent.id, `Olga ${round}`, olga),
        reply(sent.id, `Tomás ${round}`, tomas),
        request(stack.t.app).patch(`/api/admin/feedback/${sent.id}`).set(bearer(stack.organizer)).send({ status: 'in_progress' }),
      ]);
      expect([first.status, second.status, status.status]).toEqual([201, 201, 200]);
      const own = await thread(beto, sent.id);
      const messages = own.body.replies.map((entry: { message: string }) => entry.message).sort();
      if (messages.join('|') !== [`Olga ${round}`, `Tomás ${round}`].sort().join('|') || own.body.feedback.status !== 'in_progress') lost.push({ round, messages, status: own.body.feedback.status });
      const owed = await stack.u.collection('email_outbox').countDocuments({ jobId: { $in: [`feedback-reply-${first.body.id as string}`, `feedback-reply-${second.body.id as string}`] } });
      if (owed !== 2) lost.push({ round, owed });
    }
    expect(lost).toEqual([]);
  }, 240_000);
});

