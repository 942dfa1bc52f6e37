import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, editionMessages, publicEditionSchema, type Account } from '@trek/contracts';
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

  it('when the year filter is not an edition year, then 400 says so', async () => {
    const res = await request(stack.t.app).get('/api/admin/participants').query({ year: 1999 }).set(admin());
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(editionMessages.yearRange);
  });
});
