import request from 'supertest';
import { announcementMessages, type Account } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from '../../participant/test/admin-stack.fixture.js';
import { participantActions, submittedLogistics } from '../../participant/test/participant-actions.js';
import { startEmailDelivery, type EmailDelivery } from '../../notifications/test/email-worker.fixture.js';
import { publishDueAnnouncements } from '../src/domain/announcement-publishing.js';

// Audiences, schedules and pins of announcements, and plain emails to a group: the real updates,
// participant and auth services, emails delivered by the notifications worker to an SMTP sink.

let stack: AdminStack;
let delivery: EmailDelivery;
/** Joins Day 0, everything done. */
let dana: Account;
/** Opened the portal, no logistics (so no passport) and no Day 0 decision. */
let eloy: Account;
/** Never opened the portal: every setup item missing. */
let fede: Account;

const admin = () => request(stack.t.app);
const organizerPost = (path: string, body: object) => admin().post(path).set(bearer(stack.organizer)).send(body);
const announce = (body: object) => organizerPost('/api/admin/announcements', { content: 'Details inside.', ...body });
const titlesFor = async (account: Account) =>
  ((await participantActions(stack.t.app, stack.t.participantToken(account.id)).announcements()).body as Array<{ title: string }>).map(({ title }) => title);
const markRead = (account: Account, id: string) => admin().post(`/api/participant/announcements/${id}/read`).set(bearer(stack.t.participantToken(account.id))).send({});

beforeAll(async () => {
  stack = await startAdminStack();
  delivery = await startEmailDelivery(stack.u.emailQueuePrefix);
  dana = await stack.createAccount('Dana Dayzero');
  eloy = await stack.createAccount('Eloy Empty');
  fede = await stack.createAccount('Fede Faraway');
  await participantActions(stack.t.app, stack.t.participantToken(dana.id)).saveLogistics(submittedLogistics({ day0Decision: 'JOIN' }));
  await participantActions(stack.t.app, stack.t.participantToken(eloy.id)).announcements();
});

afterAll(async () => {
  await delivery.close();
  await stack.close();
});

describe('who an announcement reaches', () => {
  it('when organizers preview an audience, then they see how many it reaches and who', async () => {
    const day0 = await organizerPost('/api/admin/announcements/audience-preview', { audience: { kind: 'day0' } });
    expect(day0.status).toBe(200);
    expect(day0.body).toEqual({ count: 1, people: [{ userId: dana.id, name: expect.any(String) }] });
    const passport = await organizerPost('/api/admin/announcements/audience-preview', { audience: { kind: 'missingSetup', item: 'passport' } });
    expect(passport.body.people.map(({ userId }: { userId: string }) => userId).sort()).toEqual([eloy.id, fede.id].sort());
    const everyone = await organizerPost('/api/admin/announcements/audience-preview', { audience: { kind: 'everyone' } });
    expect(everyone.body.count).toBe(3);
  });

  it('when a preview is asked badly, without a token or by a participant, then 400, 401 and 403', async () => {
    const bad = await organizerPost('/api/admin/announcements/audience-preview', { audience: { kind: 'missingSetup', item: 'shoes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(announcementMessages.invalidSetupItem);
    const empty = await organizerPost('/api/admin/announcements/audience-preview', { audience: { kind: 'participants', userIds: [] } });
    expect(empty.body.message).toBe(announcementMessages.participantsRequired);
    expect((await admin().post('/api/admin/announcements/audience-preview').send({ audience: { kind: 'everyone' } })).status).toBe(401);
    const asParticipant = await admin().post('/api/admin/announcements/audience-preview').set(bearer(stack.t.participantToken(dana.id))).send({ audience: { kind: 'everyone' } });
    expect(asParticipant.status).toBe(403);
  });

  it('when an announcement is for chosen participants, then only they read it: others get neither the list entry nor the announcement by id', async () => {
    const created = await announce({ title: 'For Dana only', audience: { kind: 'participants', userIds: [dana.id] } });
    expect(created.status).toBe(201);
    expect(created.body.announcement).toMatchObject({ audience: { kind: 'participants', userIds: [dana.id] }, recipients: 1, publishedAt: expect.any(String) });
    const id = created.body.announcement.id as string;
    expect(await titlesFor(dana)).toContain('For Dana only');
    expect(await titlesFor(eloy)).not.toContain('For Dana only');
    expect((await markRead(eloy, id)).status).toBe(404);
    expect((await markRead(dana, id)).status).toBe(201);
  });

  it('when an announcement is for the Day 0 group or those missing their passport, then it reaches them as they were when it was published', async () => {
    await announce({ title: 'Day 0 meeting point', audience: { kind: 'day0' } });
    await announce({ title: 'Passport, please', audience: { kind: 'missingSetup', item: 'passport' } });
    expect(await titlesFor(dana)).toEqual(expect.arrayContaining(['Day 0 meeting point']));
    expect(await titlesFor(dana)).not.toContain('Passport, please');
    expect(await titlesFor(eloy)).toContain('Passport, please');
    expect(await titlesFor(eloy)).not.toContain('Day 0 meeting point');
    // Fede opens the portal only now: he was missing his passport when it was published.
    expect(await titlesFor(fede)).toContain('Passport, please');
  });

  it('when an announcement for a group is emailed, whatever its priority, then each of the group gets one email and the post is not marked edited', async () => {
    const created = await announce({ title: 'Day 0 bus', priority: 'low', audience: { kind: 'day0' } });
    const { id, updatedAt } = created.body.announcement as { id: string; updatedAt: string };
    const [first, second] = await Promise.all([
      admin().put(`/api/admin/announcements/${id}`).set(bearer(stack.organizer)).send({ emailParticipants: true }),
      admin().put(`/api/admin/announcements/${id}`).set(bearer(stack.organizer)).send({ emailParticipants: true }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.emailsQueued + second.body.emailsQueued).toBe(1);
    expect(second.body.announcement.updatedAt).toBe(updatedAt);
    const email = await delivery.sink.waitFor((message) => message.subject.includes('Day 0 bus'));
    expect(email.to).toEqual([dana.email]);
    expect(email.subject).toBe('Mexico Trek: Day 0 bus');
    expect(await stack.u.collection('email_outbox').countDocuments({ jobId: new RegExp(`^announcement-${id}-`) })).toBe(1);
  });

  it('when the audience of a published announcement is changed, then 400 and it stays as it was', async () => {
    const created = await announce({ title: 'Fixed audience', audience: { kind: 'day0' } });
    const res = await admin().put(`/api/admin/announcements/${created.body.announcement.id as string}`).set(bearer(stack.organizer)).send({ audience: { kind: 'everyone' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ audience: announcementMessages.audienceFixedOnceSent });
    expect(await titlesFor(eloy)).not.toContain('Fixed audience');
  });
});

describe('reads of an announcement for an audience', () => {
  it('when organizers look at who read one for chosen participants and email the unread, then only its audience counts and only its audience is emailed', async () => {
    const title = 'Urgent: Dana, bring your passport';
    const created = await announce({ title, priority: 'urgent', audience: { kind: 'participants', userIds: [dana.id] } });
    const id = created.body.announcement.id as string;

    const detail = await admin().get(`/api/admin/announcements/${id}/reads`).set(bearer(stack.organizer));
    expect(detail.body).toMatchObject({ participants: 1, read: [], unread: [{ userId: dana.id }] });
    const summary = await admin().get('/api/admin/announcements/reads').set(bearer(stack.organizer));
    expect(summary.body.announcements.find((entry: { announcementId: string }) => entry.announcementId === id)).toEqual({ announcementId: id, readCount: 0, participants: 1 });

    // Eloy and Fede have not read it either, but it was never theirs: one email is owed, Dana's.
    const emailed = await organizerPost(`/api/admin/announcements/${id}/email-unread`, {});
    expect(emailed.body).toEqual({ emailsQueued: 1, unread: 1 });
    await delivery.sink.waitFor((message) => message.to.includes(dana.email) && message.subject.includes(title));
  });
});

describe('scheduled and pinned announcements', () => {
  it('when an announcement is scheduled, then participants see it (and its email goes out) only once its time has come, also after a restart', async () => {
    const publishAt = new Date(Date.now() + 60 * 60 * 1000);
    const created = await announce({ title: 'Tomorrow: hike', publishAt: publishAt.toISOString(), emailParticipants: true, audience: { kind: 'missingSetup', item: 'passport' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ emailsQueued: 0, announcement: { publishedAt: null, emailOnPublish: true, publishAt: publishAt.toISOString() } });
    const id = created.body.announcement.id as string;
    expect(await titlesFor(eloy)).not.toContain('Tomorrow: hike');
    expect((await markRead(eloy, id)).status).toBe(404);
    expect(await publishDueAnnouncements(stack.u.service.domain)).toBe(0);

    // The schedule is in MongoDB: another instance of the service, started on the same data, publishes it at its time.
    const { startUpdatesApp } = await import('./updates-app.fixture.js');
    const restarted = await startUpdatesApp({ ...stack.updatesOptions, databaseName: stack.u.databaseName });
    try {
      const later = { ...restarted.service.domain, now: () => new Date(publishAt.getTime() + 1000) };
      expect(await publishDueAnnouncements(later)).toBe(1);
      expect(await publishDueAnnouncements(later)).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await titlesFor(eloy)).toContain('Tomorrow: hike');
    expect(await titlesFor(dana)).not.toContain('Tomorrow: hike');
    const jobs = await stack.u.collection('email_outbox').find({ jobId: new RegExp(`^announcement-${id}-`) }).toArray();
    expect(jobs.map((job) => job.jobId).sort()).toEqual([`announcement-${id}-${eloy.id}`, `announcement-${id}-${fede.id}`].sort());
  });

  it('when a schedule is in the past or not a date, then 400 with the messages', async () => {
    const past = await announce({ title: 'Too late', publishAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ publishAt: announcementMessages.publishAtPast });
    const garbled = await announce({ title: 'Garbled', publishAt: 'next tuesday' });
    expect(garbled.body.message).toBe(announcementMessages.invalidPublishAt);
  });

  it('when announcements are pinned, then participants get them first, then urgent ones, then the rest by date', async () => {
    await announce({ title: 'Order: old pinned', pinned: true });
    await announce({ title: 'Order: urgent', priority: 'urgent' });
    await announce({ title: 'Order: newest normal' });
    const titles = (await titlesFor(dana)).filter((title) => title.startsWith('Order: '));
    expect(titles).toEqual(['Order: old pinned', 'Order: urgent', 'Order: newest normal']);
    const list = await admin().get('/api/admin/announcements').set(bearer(stack.organizer));
    expect(list.body.announcements.find(({ title }: { title: string }) => title === 'Order: old pinned')).toMatchObject({ pinned: true, audience: { kind: 'everyone' }, recipients: null });
  });
});

describe('emails to a group', () => {
  it('when an organizer emails a group, then each person in it gets one email, logged under their address', async () => {
    const res = await organizerPost('/api/admin/announcements/group-emails', { audience: { kind: 'missingSetup', item: 'passport' }, subject: 'Passport reminder', message: 'Please add your passport.' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), emailsQueued: 2 });
    const toEloy = await delivery.sink.waitFor((message) => message.to.includes(eloy.email) && message.subject === 'Mexico Trek: Passport reminder');
    expect(toEloy.text).toContain('Please add your passport.');
    await delivery.sink.waitFor((message) => message.to.includes(fede.email) && message.subject === 'Mexico Trek: Passport reminder');
    const owed = await stack.u.collection('email_outbox').find({ jobId: new RegExp(`^group-email-${res.body.id as string}-`) }).toArray();
    expect(owed).toHaveLength(2);
  });

  it('when a group email is sent badly, without a token or by a participant, then 400, 401 and 403', async () => {
    const blank = await organizerPost('/api/admin/announcements/group-emails', { audience: { kind: 'everyone' }, subject: ' ', message: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(announcementMessages.subjectRequired);
    const body = { audience: { kind: 'everyone' }, subject: 's', message: 'm' };
    expect((await admin().post('/api/admin/announcements/group-emails').send(body)).status).toBe(401);
    expect((await admin().post('/api/admin/announcements/group-emails').set(bearer(stack.t.participantToken(dana.id))).send(body)).status).toBe(403);
  });
});
