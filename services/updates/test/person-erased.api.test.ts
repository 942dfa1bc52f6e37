import { once } from 'node:events';
import { Queue, type Job } from 'bullmq';
import request from 'supertest';
import { personErasedJobId, QUEUES, type PersonErasedEvent } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { completeProfile, participantActions } from '../../participant/test/participant-actions.js';

let stack: AdminStack;
let events: Queue;

beforeAll(async () => {
  stack = await startAdminStack();
  // The queue the participant service publishes to; the stack runs this service's consumer on it.
  events = new Queue(QUEUES.updatesPersonErased, { connection: stack.t.stores.redis, prefix: stack.t.emailQueuePrefix });
});

afterAll(async () => {
  await events.close();
  await stack.close();
});

/** A participant who sent feedback and read an announcement. */
async function participantWithUpdates(name: string) {
  const account = await stack.createAccount(name);
  const token = stack.t.participantToken(account.id);
  await participantActions(stack.t.app, token).saveProfile(completeProfile({ email: account.email }));
  expect((await request(stack.t.app).post('/api/participant/feedback').set(bearer(token)).send({ subject: 'Rooms', message: 'Can I share with Bea?' })).status).toBe(201);
  const announcement = await request(stack.t.app).post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title: `For ${name}`, content: 'Bring a hat' });
  expect(announcement.status).toBe(201);
  expect((await request(stack.t.app).post(`/api/participant/announcements/${announcement.body.announcement.id}/read`).set(bearer(token))).status).toBeLessThan(300);
  return account;
}

/** Publishes the event as the participant service does (job id from the person) and waits until the consumer finished it. */
async function erased(userId: string): Promise<{ feedback: number; announcementReads: number }> {
  const completed = once(stack.updatesErasures, 'completed') as Promise<[Job, { feedback: number; announcementReads: number }]>;
  const event: PersonErasedEvent = { userId, accountEmail: null, erasedBy: { id: stack.organizerId, name: 'Olga Organizer' }, erasedAt: new Date().toISOString() };
  await events.add('PersonErased', event, { jobId: personErasedJobId(userId), removeOnComplete: true });
  const [, outcome] = await completed;
  return outcome;
}

const countOf = (name: 'feedback' | 'announcement_reads', userId: string) => stack.u.collection(name).countDocuments({ userId });
const auditEntries = (userId: string) => stack.u.collection('audit_events').find({ action: 'participant.erase', target: `participant:${userId}` }).toArray();

describe('PersonErased in the updates service', () => {
  it('when a person is erased, then their feedback and read receipts go, another person\'s stay, and the audit entry names the organizer with counts only', async () => {
    const erasedPerson = await participantWithUpdates('Erika Erased');
    const other = await participantWithUpdates('Otto Other');

    expect(await erased(erasedPerson.id)).toEqual({ feedback: 1, announcementReads: 1 });

    expect(await countOf('feedback', erasedPerson.id)).toBe(0);
    expect(await countOf('announcement_reads', erasedPerson.id)).toBe(0);
    expect(await countOf('feedback', other.id)).toBe(1);
    expect(await countOf('announcement_reads', other.id)).toBe(1);
    const entries = await auditEntries(erasedPerson.id);
    expect(entries.map(({ actorId, summary }) => ({ actorId, summary }))).toEqual([
      { actorId: stack.organizerId, summary: "Erased a participant's feedback (1) and announcement read receipts (1) on request" },
    ]);
    expect(JSON.stringify(entries)).not.toContain(erasedPerson.email);
  });

  it('when the same event arrives again, then nothing more is deleted and no second audit entry is written', async () => {
    const person = await participantWithUpdates('Rita Repeat');
    expect(await erased(person.id)).toEqual({ feedback: 1, announcementReads: 1 });
    expect(await erased(person.id)).toEqual({ feedback: 0, announcementReads: 0 });
    expect(await auditEntries(person.id)).toHaveLength(1);
  });

  it('when a person chosen by hand for announcements is erased, then their account id leaves those audiences, and the others chosen stay', async () => {
    const erasedPerson = await participantWithUpdates('Hana Handpicked');
    const other = await participantWithUpdates('Omar Other');
    const announce = async (title: string, userIds: string[]) => {
      const res = await request(stack.t.app).post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title, content: 'Meet at the lobby', audience: { kind: 'participants', userIds } });
      expect(res.status).toBe(201);
      return res.body.announcement.id as string;
    };
    const both = await announce('For Hana and Omar', [erasedPerson.id, other.id]);
    const alone = await announce('For Hana only', [erasedPerson.id]);

    await erased(erasedPerson.id);

    const stored = await stack.u.collection('announcements').find().toArray();
    expect(JSON.stringify(stored)).not.toContain(erasedPerson.id);
    const listed = await request(stack.t.app).get('/api/admin/announcements').set(bearer(stack.organizer));
    expect(listed.status).toBe(200);
    const audienceOf = (id: string) => (listed.body.announcements as { id: string; audience: unknown }[]).find((announcement) => announcement.id === id)?.audience;
    expect(audienceOf(both)).toEqual({ kind: 'participants', userIds: [other.id] });
    // Everyone it was for is gone: it reaches nobody, and says so.
    expect(audienceOf(alone)).toEqual({ kind: 'participants', userIds: [] });
  });

  it('when someone calls the former erase-by-account route, then it does not exist: an erasure arrives only as an event', async () => {
    const person = await participantWithUpdates('Nora Noroute');
    const res = await request(stack.u.app).delete(`/api/admin/updates/by-account/${person.id}`).set(bearer(stack.organizer));
    expect(res.status).toBe(404);
    expect(await countOf('feedback', person.id)).toBe(1);
  });
});
