import request from 'supertest';
import { announcementMessages, type Account, type AnnouncementReadDetail, type MyData } from '@trek/contracts';
import { bearer, eventually } from '@trek/testing';
import { unreadReminderJobId } from '../src/domain/announcement-reads.js';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { startApplicationsStub, type ApplicationsStub } from '../../participant/test/applications-stub.fixture.js';
import { startEmailDelivery, type EmailDelivery } from '../../notifications/test/email-worker.fixture.js';

let stack: AdminStack;
let delivery: EmailDelivery;
let applications: ApplicationsStub;
/** Current edition, enabled: they count. */
let ana: Account;
let beto: Account;
let carla: Account;
/** A disabled account and a past edition's participant: they do not count. */
let dora: Account;
let eve: Account;

beforeAll(async () => {
  applications = await startApplicationsStub();
  stack = await startAdminStack({ applicationsServiceUrl: applications.url });
  delivery = await startEmailDelivery(stack.u.emailQueuePrefix);
  ana = await stack.createAccount('Ana Reader');
  beto = await stack.createAccount('Beto Reader');
  carla = await stack.createAccount('Carla Reader');
  dora = await stack.createAccount('Dora Disabled');
  await stack.disableAccount(dora.id);
  eve = await stack.createAccount('Eve Earlier');
  // Eve first opened the portal in the edition before this one.
  await stack.t.stores.mongo.collection('participant_editions').insertOne({ userId: eve.id, year: stack.content.edition.year - 1, at: new Date() });
});

afterAll(async () => {
  await delivery.close();
  await stack.close();
  await new Promise((resolve) => applications.server.close(resolve));
});

const app = () => request(stack.t.app);
const tokenOf = (account: Account) => stack.t.participantToken(account.id);
const receipts = () => stack.u.collection('announcement_reads');

const markRead = (account: Account, id: string) => app().post(`/api/participant/announcements/${id}/read`).set(bearer(tokenOf(account)));
const ownList = async (account: Account) => (await app().get('/api/participant/announcements').set(bearer(tokenOf(account)))).body as Array<{ id: string; readAt: string | null }>;
const readAtIn = async (account: Account, id: string) => (await ownList(account)).find((item) => item.id === id)?.readAt;
const detail = async (id: string) => (await app().get(`/api/admin/announcements/${id}/reads`).set(bearer(stack.organizer))).body as AnnouncementReadDetail;
const readCountOf = async (id: string) => {
  const res = await app().get('/api/admin/announcements/reads').set(bearer(stack.organizer));
  expect(res.status).toBe(200);
  return { participants: res.body.participants as number, readCount: (res.body.announcements as Array<{ announcementId: string; readCount: number }>).find((item) => item.announcementId === id)?.readCount };
};

async function announce(title: string, priority: 'urgent' | 'normal' = 'normal'): Promise<string> {
  const res = await app().post('/api/admin/announcements').set(bearer(stack.organizer)).send({ title, content: `${title}: details for everyone.`, priority });
  expect(res.status).toBe(201);
  return res.body.announcement.id as string;
}

describe('a participant reading announcements', () => {
  it('when an announcement is shown to a participant, then one receipt is kept with the first time, and only their own list says they read it', async () => {
    const shown = await announce('Packing list');
    const other = await announce('Visa tips');

    const first = await markRead(ana, shown);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ announcementId: shown, readAt: expect.any(String) });
    // Shown again, with someone else's id in the body: the reader is the token's user, and the first time stands.
    const again = await markRead(ana, shown).send({ userId: beto.id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    expect(await readAtIn(ana, shown)).toBe(first.body.readAt);
    expect(await readAtIn(ana, other)).toBeNull();
    expect(await readAtIn(beto, shown)).toBeNull();
    expect(await receipts().countDocuments({ announcementId: shown })).toBe(1);
  });

  it('when the portal reports the same read many times at once, then one receipt is kept and every answer gives its time', async () => {
    const id = await announce('Meeting point');
    const answers = await Promise.all(Array.from({ length: 8 }, () => markRead(carla, id)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.readAt)).size).toBe(1);
    expect(await receipts().countDocuments({ announcementId: id, userId: carla.id })).toBe(1);
  });

  it('when the request is unsigned, from an organizer, or names no announcement, then 401, 403, 400 and 404', async () => {
    const id = await announce('Refusals');
    expect((await app().post(`/api/participant/announcements/${id}/read`)).status).toBe(401);
    expect((await app().post(`/api/participant/announcements/${id}/read`).set(bearer(stack.organizer))).status).toBe(403);
    const malformed = await markRead(ana, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid id');
    const unknown = await markRead(ana, '0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(announcementMessages.notFound);
    expect(await receipts().countDocuments({ userId: ana.id, announcementId: '0123456789abcdef01234567' })).toBe(0);
  });
});

describe('organizers reading receipts', () => {
  it('when some have read an announcement, then organizers see "read by N of M" and who has and has not, counting only enabled participants of the current edition', async () => {
    const id = await announce('Day 0 plan');
    const anaRead = await markRead(ana, id);
    // An earlier edition's participant is not shown the current edition's announcements: their portal cannot report one read.
    expect((await markRead(eve, id)).status).toBe(404);

    expect(await readCountOf(id)).toEqual({ participants: 3, readCount: 1 });
    expect(await detail(id)).toEqual({
      announcementId: id,
      participants: 3,
      read: [{ userId: ana.id, name: 'Ana Reader', readAt: anaRead.body.readAt }],
      unread: [
        { userId: beto.id, name: 'Beto Reader', email: beto.email },
        { userId: carla.id, name: 'Carla Reader', email: carla.email },
      ],
    });
  });

  it('when a participant transfers their spot away, then they no longer count, read or not: the spot waits for its next holder', async () => {
    const hugo = await stack.createAccount('Hugo Leaving');
    const id = await announce('Rooming');
    expect((await markRead(hugo, id)).status).toBe(201);
    expect(await readCountOf(id)).toEqual({ participants: 4, readCount: 1 });

    const transfer = await app().post('/api/participant/transfer/confirm').set(bearer(tokenOf(hugo))).send({});
    expect(transfer.status).toBe(200);
    expect(await readCountOf(id)).toEqual({ participants: 3, readCount: 0 });
    const after = await detail(id);
    expect([...after.read, ...after.unread].map((reader) => reader.userId)).not.toContain(hugo.id);
    // Their own receipt stays theirs (their history), not the spot's.
    expect(await receipts().countDocuments({ userId: hugo.id, announcementId: id })).toBe(1);
  });

  it('when the reads are asked for by a participant, without a token or for no announcement, then 403, 401, 400 and 404', async () => {
    const id = await announce('Organizers only');
    for (const path of ['/api/admin/announcements/reads', `/api/admin/announcements/${id}/reads`]) {
      expect((await app().get(path)).status).toBe(401);
      expect((await app().get(path).set(bearer(tokenOf(ana)))).status).toBe(403);
    }
    expect((await app().get('/api/admin/announcements/nope/reads').set(bearer(stack.organizer))).status).toBe(400);
    expect((await app().get('/api/admin/announcements/0123456789abcdef01234567/reads').set(bearer(stack.organizer))).status).toBe(404);
  });

  it('when an announcement is deleted, then its read receipts are deleted with it', async () => {
    const id = await announce('Short-lived');
    await markRead(ana, id);
    expect((await app().delete(`/api/admin/announcements/${id}`).set(bearer(stack.organizer))).status).toBe(204);
    expect(await receipts().countDocuments({ announcementId: id })).toBe(0);
  });
});

describe('emailing an urgent announcement to those who have not read it', () => {
  it('when an emailed announcement is emailed again to its unread readers, then it is not marked edited and keeps the time it was first emailed', async () => {
    const posted = await app()
      .post('/api/admin/announcements')
      .set(bearer(stack.organizer))
      .send({ title: 'Passports at the desk', content: 'Bring them to the front desk.', priority: 'urgent', emailParticipants: true });
    expect(posted.status).toBe(201);
    const { id, emailedAt, createdAt } = posted.body.announcement as { id: string; emailedAt: string; createdAt: string };

    const res = await app().post(`/api/admin/announcements/${id}/email-unread`).set(bearer(stack.organizer));
    expect(res.status).toBe(200);

    const list = await app().get('/api/admin/announcements').set(bearer(stack.organizer));
    const after = list.body.announcements.find((item: { id: string }) => item.id === id);
    expect(after).toMatchObject({ emailedAt, createdAt, updatedAt: createdAt });
  });


  it('when an organizer asks, then each current participant who has not read it gets one email, a second ask sends none, and both are audited', async () => {
    const title = 'Bus leaves at 5:30';
    const id = await announce(title, 'urgent');
    await markRead(ana, id);

    const res = await app().post(`/api/admin/announcements/${id}/email-unread`).set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailsQueued: 2, unread: 2 });

    for (const account of [beto, carla]) {
      const email = await delivery.sink.waitFor((message) => message.to.includes(account.email) && message.subject === `Mexico Trek (urgent, not read yet): ${title}`);
      expect(email.text).toContain(`${title}: details for everyone.`);
      expect(email.text).toContain('http://trek.test/participant/dashboard#announcements');
    }

    const again = await app().post(`/api/admin/announcements/${id}/email-unread`).set(bearer(stack.organizer));
    expect(again.body).toEqual({ emailsQueued: 0, unread: 2 });

    // One email per participant who had not read it, by job id; none to the reader, the disabled account or the past edition.
    const day = new Date().toISOString().slice(0, 10);
    const jobIds = [ana, beto, carla, dora, eve].map((account) => unreadReminderJobId(id, account.id, day));
    await stack.u.service.domain.relay.run();
    expect((await stack.u.service.domain.emailOutbox.statuses(jobIds)).map((status) => status.jobId).sort()).toEqual([jobIds[1], jobIds[2]].sort());
    expect(delivery.sink.messages.filter((message) => message.subject.endsWith(title)).flatMap((message) => message.to).sort()).toEqual([beto.email, carla.email].sort());

    const list = await app().get('/api/admin/announcements').set(bearer(stack.organizer));
    expect(list.body.announcements.find((item: { id: string }) => item.id === id).emailedAt).toEqual(expect.any(String));
    const audit = await app().get('/api/admin/audit/updates').set(bearer(stack.organizer));
    expect(audit.body.events.slice(0, 2).map((event: { action: string; target: string; summary: string }) => [event.action, event.target, event.summary])).toEqual([
      ['announcement.email-unread', `announcement:${id}`, `Emailed "${title}" to 0 of the 2 participants who had not read it`],
      ['announcement.email-unread', `announcement:${id}`, `Emailed "${title}" to 2 of the 2 participants who had not read it`],
    ]);
  });

  it('when the announcement is not urgent or does not exist, or a participant asks, then it is refused and nothing is owed', async () => {
    const id = await announce('Not urgent');
    const normal = await app().post(`/api/admin/announcements/${id}/email-unread`).set(bearer(stack.organizer));
    expect(normal.status).toBe(400);
    expect(normal.body.message).toBe(announcementMessages.emailUrgentOnly);
    expect((await app().post('/api/admin/announcements/0123456789abcdef01234567/email-unread').set(bearer(stack.organizer))).status).toBe(404);
    expect((await app().post(`/api/admin/announcements/${id}/email-unread`).set(bearer(tokenOf(ana)))).status).toBe(403);
    expect((await app().post(`/api/admin/announcements/${id}/email-unread`)).status).toBe(401);
    const day = new Date().toISOString().slice(0, 10);
    expect(await stack.u.service.domain.emailOutbox.statuses([beto, carla].map((account) => unreadReminderJobId(id, account.id, day)))).toEqual([]);
  });
});

describe('read receipts and privacy', () => {
  it('when a participant downloads their data, then it lists the announcements they read and when', async () => {
    const id = await announce('In the download');
    const read = await markRead(carla, id);
    const res = await app().get('/api/participant/my-data').set(bearer(tokenOf(carla)));
    expect(res.status).toBe(200);
    expect((res.body as MyData).announcementReads).toContainEqual({ announcementId: id, title: 'In the download', readAt: read.body.readAt });
  });

  it('when an organizer erases a participant, then their read receipts are deleted and they no longer count', async () => {
    const id = await announce('Before the erasure');
    await markRead(carla, id);
    const held = await receipts().countDocuments({ userId: carla.id });

    const res = await app().post(`/api/admin/participants/${carla.id}/erase`).set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    // This service consumes PersonErased from its own queue, and audits once it deleted.
    const erasureAudit = async () => {
      const audit = await app().get('/api/admin/audit/updates').set(bearer(stack.organizer));
      return (audit.body.events as Array<{ action: string; target: string; summary: string }>).find((event) => event.action === 'participant.erase' && event.target === `participant:${carla.id}`);
    };
    const entry = await eventually(erasureAudit, (found) => found !== undefined, { what: "Carla's read receipts erased" });
    expect(entry?.summary).toContain(`announcement read receipts (${held})`);
    expect(await receipts().countDocuments({ userId: carla.id })).toBe(0);
    const after = await detail(id);
    expect(after.participants).toBe(2);
    expect([...after.read, ...after.unread].map((reader) => reader.userId)).not.toContain(carla.id);
  });
});
