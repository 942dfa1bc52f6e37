import request from 'supertest';
import { adminLogisticsMessages, logisticsMessages, type AdminLogisticsRecord, type RoomingReport } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { newUserId } from './participant-app.fixture.js';
import { completeProfile, participantActions, submittedLogistics } from './participant-actions.js';

let stack: AdminStack;

beforeAll(async () => {
  stack = await startAdminStack();
});

afterAll(async () => {
  await stack.close();
});

/** A participant who saved these logistics (and a profile with that name), as the portal would. */
async function participantWith(logistics: Record<string, unknown>, profile: Record<string, unknown> = {}) {
  const userId = newUserId();
  const actions = participantActions(stack.t.app, stack.t.participantToken(userId));
  if (Object.keys(profile).length > 0) await actions.saveProfile(completeProfile(profile));
  await actions.saveLogistics(submittedLogistics(logistics));
  return { userId, actions };
}

const get = (path: string, query: Record<string, string | number> = {}) => request(stack.t.app).get(path).query(query).set(bearer(stack.organizer));
const userIds = (records: AdminLogisticsRecord[]) => records.map((record) => record.userId);

describe('logistics for organizers', () => {
  it('when organizers list logistics, then passport number and date of birth are readable and filters narrow the list', async () => {
    const tag = `Filter${Date.now()}`;
    const vegan = await participantWith({ legalName: `${tag} Vegan`, passportNumber: 'X1234567', dietaryPreferences: ['Vegan', 'No nuts'], schoolAffiliation: 'MIT', day2Preference: 'POLANCO_CONDESA' });
    const notJoining = await participantWith({ legalName: `${tag} Home`, day0Decision: 'NOT_JOIN', roommatePreference: 'SINGLE_UPGRADE' });

    const all = await get('/api/admin/logistics', { search: tag.toLowerCase() });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    const veganRow = (all.body.records as AdminLogisticsRecord[]).find((record) => record.userId === vegan.userId);
    expect(veganRow).toMatchObject({ passportNumber: 'X1234567', dateOfBirth: '1998-07-14', status: 'SUBMITTED', day0Locked: false, participantName: 'Ana' });

    expect(userIds((await get('/api/admin/logistics', { search: tag, dietary: 'vegan' })).body.records)).toEqual([vegan.userId]);
    expect(userIds((await get('/api/admin/logistics', { search: tag, school: 'MIT', day2Preference: 'POLANCO_CONDESA' })).body.records)).toEqual([vegan.userId]);
    expect(userIds((await get('/api/admin/logistics', { search: tag, day0Decision: 'NOT_JOIN', roommatePreference: 'SINGLE_UPGRADE' })).body.records)).toEqual([notJoining.userId]);
    expect((await get('/api/admin/logistics', { search: tag, status: 'DRAFT' })).body.total).toBe(0);
  });

  it('when a filter is unknown, then 400 with what it accepts', async () => {
    const res = await get('/api/admin/logistics', { day0Decision: 'MAYBE' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(adminLogisticsMessages.invalidDay0Decision);
    expect((await get('/api/admin/logistics', { school: 'YALE' })).body.message).toBe(adminLogisticsMessages.invalidSchool);
  });

  it('when organizers export logistics, then every row is there with passport data and formula-like cells are neutralized', async () => {
    await participantWith({ legalName: '=HYPERLINK("http://evil.example","x")', specialRequirement: '+1 wheelchair', passportNumber: 'P7777777' });
    const res = await get('/api/admin/logistics/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="logistics.csv"');
    const total = (await get('/api/admin/logistics')).body.total as number;
    const text = res.text.replace(/^\uFEFF/, '');
    expect(text.trim().split('\n')).toHaveLength(total + 1);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain("'+1 wheelchair");
    expect(text).toContain('P7777777');
  });

  it('when a participant has entered no name or email yet, then their row, export line and rooming entry carry their account name and email', async () => {
    const account = await stack.createAccount(`Nadia Nameless ${Date.now()}`, `nadia.${Date.now()}@harvard.edu`);
    const nadia = participantActions(stack.t.app, stack.t.participantToken(account.id));
    await nadia.saveLogistics({ dietaryPreferences: ['Halal'], roommatePreference: 'RANDOM' });

    const row = (await get('/api/admin/logistics', { search: account.fullName })).body.records as AdminLogisticsRecord[];
    expect(row).toEqual([expect.objectContaining({ userId: account.id, participantName: account.fullName, profileEmail: account.email, status: 'DRAFT' })]);
    expect((await get('/api/admin/logistics/export.csv')).text).toContain(`"${account.fullName}","DRAFT"`);
    const rooming = (await get('/api/admin/logistics/rooming')).body as RoomingReport;
    expect(rooming.random).toContainEqual(expect.objectContaining({ userId: account.id, name: account.fullName, email: account.email }));
  });
});

describe('rooming', () => {
  it('when participants ask for each other, then they are a pair; one-sided, unknown and ambiguous requests are listed apart', async () => {
    const tag = `Room${Date.now()}`;
    const lucia = await participantWith({ legalName: `Lucía ${tag}`, preferredName: 'Lu', roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: `marta  ${tag.toUpperCase()}` });
    const marta = await participantWith({ legalName: `Marta ${tag}`, roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: `Lucía ${tag}` });
    const pedro = await participantWith({ legalName: `Pedro ${tag}`, roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: `Marta ${tag}` });
    const nobody = await participantWith({ legalName: `Sol ${tag}`, roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: `Ghost ${tag}` });
    const twins = [await participantWith({ legalName: `Twin ${tag}` }), await participantWith({ legalName: `Twin ${tag}` })];
    const unsure = await participantWith({ legalName: `Ugo ${tag}`, roommatePreference: 'PAIR_SPECIFIC', roommateNameOrNA: `Twin ${tag}` });
    const random = await participantWith({ legalName: `Rita ${tag}`, roommatePreference: 'RANDOM' });
    const single = await participantWith({ legalName: `Saul ${tag}`, roommatePreference: 'SINGLE_UPGRADE' });

    const res = await get('/api/admin/logistics/rooming');
    expect(res.status).toBe(200);
    const report = res.body as RoomingReport;
    const pair = report.pairs.find((candidate) => [candidate.first.userId, candidate.second.userId].includes(lucia.userId));
    expect(pair && [pair.first.userId, pair.second.userId].sort()).toEqual([lucia.userId, marta.userId].sort());
    expect(report.pairs.filter((candidate) => candidate.first.userId === marta.userId || candidate.second.userId === marta.userId)).toHaveLength(1);
    expect(report.oneSided.find((entry) => entry.requester.userId === pedro.userId)).toMatchObject({ requestedName: `Marta ${tag}`, requested: { userId: marta.userId } });
    expect(report.unmatched.find((entry) => entry.requester.userId === nobody.userId)).toMatchObject({ requestedName: `Ghost ${tag}`, candidates: [] });
    const ambiguous = report.unmatched.find((entry) => entry.requester.userId === unsure.userId);
    expect(ambiguous?.candidates.map((person) => person.userId).sort()).toEqual(twins.map((twin) => twin.userId).sort());
    expect(report.random.map((person) => person.userId)).toContain(random.userId);
    expect(report.singleUpgrade.map((person) => person.userId)).toContain(single.userId);
  });
});

describe('Day 0 lock', () => {
  it('when organizers lock one participant, then that participant cannot change Day 0, others can, and the change is audited', async () => {
    const locked = await participantWith({ legalName: 'Locked Person' });
    const free = await participantWith({ legalName: 'Free Person' });

    const res = await request(stack.t.app).put(`/api/admin/logistics/${locked.userId}/day0-lock`).set(bearer(stack.organizer)).send({ locked: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ locked: true, updated: 1 });

    const refused = await locked.actions.putLogistics({ day0Decision: 'NOT_JOIN' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(logisticsMessages.day0Locked);
    expect((await free.actions.putLogistics({ day0Decision: 'NOT_JOIN' })).status).toBe(200);

    const audit = await get('/api/admin/audit/participants');
    expect(audit.body.events[0]).toMatchObject({ actorId: stack.organizerId, action: 'logistics.day0-lock', target: `participant:${locked.userId}`, summary: 'Day 0 locked for Ana' });
  });

  it('when organizers lock everyone and unlock again, then changes are refused and then allowed', async () => {
    const { actions } = await participantWith({ legalName: 'Everyone Person' });
    const lockAll = await request(stack.t.app).put('/api/admin/logistics/day0-lock').set(bearer(stack.organizer)).send({ locked: true });
    expect(lockAll.status).toBe(200);
    expect(lockAll.body.locked).toBe(true);
    expect(lockAll.body.updated).toBeGreaterThanOrEqual(1);
    expect((await actions.putLogistics({ day0Decision: 'NOT_JOIN' })).status).toBe(403);

    await request(stack.t.app).put('/api/admin/logistics/day0-lock').set(bearer(stack.organizer)).send({ locked: false });
    expect((await actions.putLogistics({ day0Decision: 'NOT_JOIN' })).status).toBe(200);
    const audit = await get('/api/admin/audit/participants', { pageSize: 2 });
    expect(audit.body.events.map((event: { action: string; summary: string }) => event.summary)).toEqual([
      expect.stringMatching(/^Day 0 unlocked for every participant/),
      expect.stringMatching(/^Day 0 locked for every participant/),
    ]);
  });

  it('when organizers lock everyone, then participants who first open the portal later, or receive a spot by transfer, are locked too until unlocked', async () => {
    const lockAll = (locked: boolean) => request(stack.t.app).put('/api/admin/logistics/day0-lock').set(bearer(stack.organizer)).send({ locked });
    const transferring = await participantWith({ legalName: 'Transferring Person' });
    expect((await lockAll(true)).status).toBe(200);

    const newcomer = participantActions(stack.t.app, stack.t.participantToken(newUserId()));
    const refused = await newcomer.putLogistics({ day0Decision: 'NOT_JOIN' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(logisticsMessages.day0Locked);
    const recipientEmail = `recipient.${newUserId()}@mit.edu`;
    expect((await transferring.actions.confirmTransfer({ recipientEmail })).status).toBe(200);
    const recipientId = (await stack.authCollection('users').findOne({ email: recipientEmail }))!._id.toString();
    const recipient = participantActions(stack.t.app, stack.t.participantToken(recipientId));
    expect((await recipient.putLogistics({ day0Decision: 'NOT_JOIN' })).status).toBe(403);

    await lockAll(false);
    expect((await newcomer.putLogistics({ day0Decision: 'NOT_JOIN' })).status).toBe(200);
    const later = participantActions(stack.t.app, stack.t.participantToken(newUserId()));
    expect((await later.putLogistics({ day0Decision: 'NOT_JOIN' })).status).toBe(200);
  });

  it('when the lock is not a boolean or the participant unknown, then 400 or 404', async () => {
    const bad = await request(stack.t.app).put('/api/admin/logistics/day0-lock').set(bearer(stack.organizer)).send({ locked: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(adminLogisticsMessages.lockRequired);
    const unknown = await request(stack.t.app).put(`/api/admin/logistics/${newUserId()}/day0-lock`).set(bearer(stack.organizer)).send({ locked: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(adminLogisticsMessages.notFound);
  });

  it('when audited, then no passport data is ever in the audit trail', async () => {
    const events = await stack.t.collection('audit_events').find().toArray();
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toMatch(/G98765432|1998-07-14/);
  });
});
