import request from 'supertest';
import { announcementMessages, DEFAULT_EDITION_SETTINGS, editionMessages, publicEditionSchema, type Account } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';

const edition = (year: number) =>
  publicEditionSchema.parse({ ...DEFAULT_EDITION_SETTINGS, year, startDate: `${year}-03-19`, endDate: `${year}-03-26`, day0Date: `${year}-03-18`, transferDeadline: '' });

/**
 * The 2027 edition ended when organizers started 2028. Its people: one who opened the portal in
 * 2027, one whose account was made in 2027 but who never signed in. The 2028 edition's: one
 * who opened the portal, one who was erased on request.
 */
describe('organizer lists show one edition\'s people', () => {
  let stack: AdminStack;
  let opened2027: Account;
  let neverOpened2027: Account;
  let current: Account;
  let erased: Account;
  const admin = () => bearer(stack.organizer);
  const ids = (rows: Array<{ userId: string }>) => rows.map((row) => row.userId).sort();

  beforeAll(async () => {
    stack = await startAdminStack({ transferDeadline: null });
    stack.content.edition = edition(2027);
    opened2027 = await stack.createAccount('Ana Past');
    neverOpened2027 = await stack.createAccount('Beto Never');
    await request(stack.t.app).get('/api/me/logistics').set(bearer(stack.t.participantToken(opened2027.id))).expect(200);

    current = await stack.createAccount('Carla Current');
    erased = await stack.createAccount('Dana Erased');
    // Organizers started 2028 after the 2027 accounts were made and before the 2028 ones.
    stack.content.history = {
      editions: [{ year: 2027, startDate: '2027-03-19', endDate: '2027-03-26', day0Date: '2027-03-18', applicationDeadline: '2026-11-30', endedAt: current.createdAt }],
    };
    stack.content.edition = edition(2028);
    for (const account of [current, erased]) {
      await request(stack.t.app).get('/api/me/logistics').set(bearer(stack.t.participantToken(account.id))).expect(200);
    }
    await stack.eraseAccount(erased.id);
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when organizers open Participants, then they see the current edition\'s people only, and a past edition\'s with its year', async () => {
    const roster = await request(stack.t.app).get('/api/admin/participants').set(admin());
    expect(roster.status).toBe(200);
    expect(ids(roster.body.participants)).toEqual([current.id]);
    expect(roster.body.total).toBe(1);

    const past = await request(stack.t.app).get('/api/admin/participants').query({ year: 2027 }).set(admin());
    expect(ids(past.body.participants)).toEqual([opened2027.id, neverOpened2027.id].sort());

    const csv = await request(stack.t.app).get('/api/admin/participants/export.csv').set(admin());
    expect(csv.text).toContain('Carla Current');
    expect(csv.text).not.toContain('Ana Past');
    expect(csv.text).not.toContain('Beto Never');
  });

  it('when organizers open Logistics, then the current edition\'s records are listed, past ones behind the year filter, the erased never', async () => {
    const list = await request(stack.t.app).get('/api/admin/logistics').set(admin());
    expect(list.status).toBe(200);
    expect(ids(list.body.records)).toEqual([current.id]);
    const past = await request(stack.t.app).get('/api/admin/logistics').query({ year: 2027 }).set(admin());
    expect(ids(past.body.records)).toEqual([opened2027.id]);
  });

  it('when organizers read the Overview, then its counts, "what is missing" and transfer deadline are the current edition\'s', async () => {
    const overview = await request(stack.t.app).get('/api/admin/overview').set(admin());
    expect(overview.status).toBe(200);
    expect(overview.body.participants.totalAccounts).toBe(1);
    expect(overview.body.missing).toEqual({ total: 1, people: [expect.objectContaining({ userId: current.id })] });
    expect(overview.body.transferDeadline.at).toBe('2028-02-01T23:59:59.999Z');
  });

  it('when organizers nudge everyone, then only the current edition\'s people are emailed: no past participant and no erased person', async () => {
    const nudge = await request(stack.t.app).post('/api/admin/setup-reminders/nudge').set(admin()).send({});
    expect(nudge.status).toBe(200);
    expect(nudge.body).toMatchObject({ nudged: 1, alreadyNudged: 0 });
    const owed = await stack.t.stores.mongo.collection('email_outbox').find({ jobId: /^setup-nudge-/ }).toArray();
    expect(owed.map((email) => (email.jobId as string).split('-')[2])).toEqual([current.id]);
  });

  it('when a past edition\'s participant who never signed in first opens the portal after the next edition started, then their portal is the past edition\'s', async () => {
    const res = await request(stack.t.app).get('/api/participant/edition').set(bearer(stack.t.participantToken(neverOpened2027.id)));
    expect(res.body).toMatchObject({ year: 2027, currentYear: 2028, pastEdition: true, dates: { day0Date: '2027-03-18' } });
  });

  it('when the year filter is not an edition year, then 400 says so', async () => {
    const res = await request(stack.t.app).get('/api/admin/participants').query({ year: 1999 }).set(admin());
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(editionMessages.yearRange);
  });

  it('when organizers post announcements, then each belongs to an edition: the current one by default, a past one when named, and each edition\'s participants read their own', async () => {
    const post = (body: object) => request(stack.t.app).post('/api/admin/announcements').set(admin()).send({ content: 'Details inside.', ...body });
    expect((await post({ title: 'Welcome 2028' })).body.announcement).toMatchObject({ year: 2028 });
    expect((await post({ title: 'Photos of 2027', year: 2027 })).body.announcement).toMatchObject({ year: 2027 });

    const titles = (list: Array<{ title: string }>) => list.map((item) => item.title).sort();
    expect(titles((await request(stack.t.app).get('/api/admin/announcements').set(admin())).body.announcements)).toEqual(['Welcome 2028']);
    expect(titles((await request(stack.t.app).get('/api/admin/announcements').query({ year: 2027 }).set(admin())).body.announcements)).toEqual(['Photos of 2027']);

    const readerOf = (account: Account) => request(stack.t.app).get('/api/participant/announcements').set(bearer(stack.t.participantToken(account.id)));
    expect(titles((await readerOf(current)).body)).toEqual(['Welcome 2028']);
    expect(titles((await readerOf(opened2027)).body)).toEqual(['Photos of 2027']);

    const future = await post({ title: 'Too early', year: 2029 });
    expect([future.status, future.body.message]).toEqual([400, announcementMessages.noFutureEdition]);
  });

  it('when an urgent announcement is emailed, then only its edition\'s participants get it: no past participant and no erased person', async () => {
    const res = await request(stack.t.app).post('/api/admin/announcements').set(admin()).send({ title: 'Bus leaves at 7', content: 'Be on time.', priority: 'urgent', emailParticipants: true });
    expect(res.status).toBe(201);
    expect(res.body.emailsQueued).toBe(1);
    const owed = await stack.u.collection('email_outbox').find({ jobId: new RegExp(`^announcement-${res.body.announcement.id as string}-`) }).toArray();
    expect(owed.map((email) => email.jobId)).toEqual([`announcement-${res.body.announcement.id as string}-${current.id}`]);
  });
});
