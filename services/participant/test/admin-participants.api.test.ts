import request from 'supertest';
import { PEOPLE_PAGE_MAX, adminOverviewMessages, adminParticipantMessages, transferMessages, type Account, type ParticipantRosterItem } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { completeProfile, participantActions, submittedLogistics } from './participant-actions.js';

let stack: AdminStack;
/** Ready: everything done. Halfway: part of the profile, a logistics draft. Absent: never signed in, account disabled. */
let ready: Account;
let halfway: Account;
let absent: Account;
const tag = `Roster${Date.now()}`;

beforeAll(async () => {
  stack = await startAdminStack({ transferDeadline: null });
  ready = await stack.createAccount(`${tag} Ana Ready`);
  halfway = await stack.createAccount(`${tag} Beto Halfway`);
  absent = await stack.createAccount(`=${tag} Carla Absent`);
  await stack.disableAccount(absent.id);

  const ana = participantActions(stack.t.app, stack.t.participantToken(ready.id));
  await ana.saveProfile(completeProfile());
  await ana.saveLogistics(submittedLogistics());
  await ana.joinWhatsapp();

  const beto = participantActions(stack.t.app, stack.t.participantToken(halfway.id));
  await beto.saveProfile({ firstName: 'Roberto', lastName: 'Halfway', preferredName: `Bobby${tag}`, program: 'MBA', university: 'MIT' });
  await beto.saveLogistics({ legalName: 'Roberto Halfway', preferredName: 'Bobby' });
});

afterAll(async () => {
  await stack.close();
});

const roster = (query: Record<string, string | number>) => request(stack.t.app).get('/api/admin/participants').query(query).set(bearer(stack.organizer));
const ids = (rows: ParticipantRosterItem[]) => rows.map((row) => row.userId);

describe('participants roster', () => {
  it('when organizers list participants, then each account shows its profile, logistics, WhatsApp and transfer state', async () => {
    const res = await roster({ search: tag });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    const [first, second, third] = res.body.participants as ParticipantRosterItem[];
    // Sorted by account name: "=Roster… Carla" sorts before "Roster… Ana".
    expect(first).toMatchObject({ userId: absent.id, disabled: true, lastSignInAt: null, logisticsStatus: 'NOT_STARTED', setupPercent: 0, missing: ['profile', 'logistics', 'whatsapp'] });
    expect(second).toMatchObject({
      userId: ready.id,
      email: ready.email,
      firstName: 'Ana',
      profileCompleted: 6,
      profilePercent: 100,
      logisticsStatus: 'SUBMITTED',
      hasJoinedWhatsapp: true,
      setupPercent: 100,
      missing: [],
      transferCount: 0,
      receivedByTransfer: false,
      clearedAt: null,
    });
    expect(third).toMatchObject({ userId: halfway.id, profileCompleted: 4, logisticsStatus: 'DRAFT', setupPercent: 0, missing: ['profile', 'logistics', 'whatsapp'] });
  });

  it('when filtered by setup, missing item or a profile name, then only matching participants come, a page at a time', async () => {
    expect(ids((await roster({ search: tag, setup: 'complete' })).body.participants)).toEqual([ready.id]);
    expect(ids((await roster({ search: tag, setup: 'incomplete', missing: 'logistics' })).body.participants)).toEqual([absent.id, halfway.id]);
    expect(ids((await roster({ search: `bobby${tag}`.toLowerCase() })).body.participants)).toEqual([halfway.id]);
    const paged = await roster({ search: tag, page: 2, pageSize: 1 });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(ids(paged.body.participants)).toEqual([ready.id]);
  });

  it('when a filter is unknown or the page too large, then 400 with the filter message', async () => {
    const bad = await roster({ setup: 'half' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(adminParticipantMessages.invalidSetup);
    expect((await roster({ missing: 'passport' })).body.message).toBe(adminParticipantMessages.invalidMissing);
    expect((await roster({ pageSize: PEOPLE_PAGE_MAX + 1 })).status).toBe(400);
  });

  it('when organizers open a participant, then they see profile, setup, transfers and logistics without passport data', async () => {
    const res = await request(stack.t.app).get(`/api/admin/participants/${ready.id}`).set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      account: { userId: ready.id, email: ready.email, disabled: false },
      profile: { firstName: 'Ana', university: 'Stanford', hasJoinedWhatsapp: true },
      profileCompletion: { completed: 6, percent: 100 },
      setup: { percent: 100 },
      logistics: { status: 'SUBMITTED', day0Decision: 'JOIN', day0Locked: false, dietaryPreferences: ['Vegetarian'] },
      transfer: { transferCount: 0, receivedByTransfer: false, clearedAt: null, transfers: [] },
    });
    const body = JSON.stringify(res.body);
    expect(body).not.toContain('G98765432');
    expect(body).not.toContain('1998-07-14');
  });

  it('when the participant has no account, then 404', async () => {
    const res = await request(stack.t.app).get('/api/admin/participants/0123456789abcdef0123abcd').set(bearer(stack.organizer));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(adminParticipantMessages.notFound);
  });

  it('when organizers export the roster, then every account is a CSV row and formula-like cells are neutralized', async () => {
    const res = await request(stack.t.app).get('/api/admin/participants/export.csv').set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="participants.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toMatch(/^"Account name","Email","Account disabled"/);
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes('Carla'))).toMatch(new RegExp(`^"'=${tag} Carla Absent",`));
    expect(lines.find((line) => line.includes('Ana Ready'))).toContain(',"Yes","100","","0","No",');
  });
});

describe('overview', () => {
  it('when organizers open the overview, then they see setup counts, who misses what, unread feedback and the countdowns', async () => {
    const inTenDays = new Date(Date.now() + 10 * 86_400_000 - 60_000).toISOString();
    const startDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    stack.content.edition = { ...stack.content.edition, transferDeadline: inTenDays, startDate };
    await participantActions(stack.t.app, stack.t.participantToken(halfway.id)).sendFeedback({ subject: 'Visa', message: 'Do I need one?' });

    const res = await request(stack.t.app).get('/api/admin/overview').set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    expect(res.body.participants).toEqual({ totalAccounts: 3, profileComplete: 1, logisticsSubmitted: 1, whatsappJoined: 1, fullySetUp: 1 });
    expect(res.body.missing.total).toBe(2);
    expect(res.body.missing.people).toEqual(
      expect.arrayContaining([{ userId: halfway.id, name: `Bobby${tag}`, email: halfway.email, missing: ['profile', 'logistics', 'whatsapp'] }]),
    );
    expect(res.body.feedback).toEqual({ unread: 1 });
    expect(res.body.transferDeadline).toEqual({ at: inTenDays, daysLeft: 10, passed: false });
    expect(res.body.trekStart).toMatchObject({ at: `${startDate}T00:00:00.000Z`, passed: false });
    expect([39, 40]).toContain(res.body.trekStart.daysLeft);
  });
});

describe('transfer deadline from the edition settings', () => {
  it('when no override is set, then the participant sees the edition deadline and is refused once it passed', async () => {
    const ana = participantActions(stack.t.app, stack.t.participantToken(ready.id));
    stack.content.edition = { ...stack.content.edition, transferDeadline: '2030-02-01T23:59:59.999Z' };
    expect((await ana.transferState()).body).toMatchObject({ deadline: '2030-02-01T23:59:59.999Z', deadlinePassed: false });

    stack.content.edition = { ...stack.content.edition, transferDeadline: '2020-02-01T23:59:59.999Z' };
    expect((await ana.transferState()).body).toMatchObject({ deadline: '2020-02-01T23:59:59.999Z', deadlinePassed: true });
    const refused = await ana.confirmTransfer();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(transferMessages.deadlinePassed);
  });

  it('when the content service is down, then transfers and the roster (whose edition is not known) answer 503 rather than guess', async () => {
    stack.content.down = true;
    try {
      const ana = participantActions(stack.t.app, stack.t.participantToken(ready.id));
      const state = await ana.transferState();
      expect(state.status).toBe(503);
      expect(state.body.message).toBe(transferMessages.deadlineUnavailable);
      expect((await ana.confirmTransfer()).status).toBe(503);
      const roster = await request(stack.t.app).get('/api/admin/participants').set(bearer(stack.organizer));
      expect([roster.status, roster.body.message]).toEqual([503, adminOverviewMessages.editionUnavailable]);
    } finally {
      stack.content.down = false;
    }
  });
});
