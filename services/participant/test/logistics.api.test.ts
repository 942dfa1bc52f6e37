import request from 'supertest';
import { logisticsMessages } from '@trek/contracts';
import { createLogger } from '@trek/service-kit';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';
import { submittedLogistics } from './participant-actions.js';

const PASSPORT = 'G98765432';
const BIRTHDAY = '1998-07-14';

const fullLogistics = submittedLogistics({ passportNumber: PASSPORT, dateOfBirth: BIRTHDAY });

describe('participant logistics', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const auth = (userId: string) => ({ Authorization: `Bearer ${t.participantToken(userId)}` });
  const put = (userId: string, body: object) => request(t.app).put('/api/me/logistics').set(auth(userId)).send(body);

  it('when a participant has saved nothing yet, then their logistics are an empty draft', async () => {
    const userId = newUserId();
    const res = await request(t.app).get('/api/me/logistics').set(auth(userId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId, status: 'DRAFT', day0Locked: false, submittedAt: null });
    expect(res.body).not.toHaveProperty('passportNumber');
  });

  it('when a step is saved, then only its fields change and the record stays a draft', async () => {
    const userId = newUserId();
    const step1 = await put(userId, { legalName: 'Ana García', preferredName: 'Ana', gender: 'FEMALE', email: 'ana@stanford.edu', schoolAffiliation: 'STANFORD' });
    expect(step1.status).toBe(200);
    const step2 = await put(userId, { passportNationality: 'Mexico', passportNumber: PASSPORT, dateOfBirth: BIRTHDAY });
    expect(step2.status).toBe(200);
    expect(step2.body).toMatchObject({ legalName: 'Ana García', passportNumber: PASSPORT, dateOfBirth: BIRTHDAY, status: 'DRAFT' });
  });

  it('when a participant gives their flights, then they read them back, and a flight too long is refused', async () => {
    const userId = newUserId();
    const saved = await put(userId, { arrivalFlight: 'AM 401, March 14, 10:05 from JFK', departureFlight: 'AA 1234, March 22, 15:30 from CUN' });
    expect(saved.status).toBe(200);
    const read = await request(t.app).get('/api/me/logistics').set(auth(userId));
    expect(read.body).toMatchObject({ arrivalFlight: 'AM 401, March 14, 10:05 from JFK', departureFlight: 'AA 1234, March 22, 15:30 from CUN', status: 'DRAFT' });

    const tooLong = await put(userId, { arrivalFlight: 'x'.repeat(121) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ arrivalFlight: 'Arrival flight must be at most 120 characters' });
  });

  it('when the whole form is sent with status SUBMITTED, then it is finalised and stays editable', async () => {
    const userId = newUserId();
    const res = await put(userId, fullLogistics);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'SUBMITTED', dietaryPreferences: ['Vegetarian'] });
    expect(res.body.submittedAt).toEqual(expect.any(String));

    const edit = await put(userId, { roommatePreference: 'SINGLE_UPGRADE' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ status: 'SUBMITTED', roommatePreference: 'SINGLE_UPGRADE' });
  });

  it('when logistics are first submitted as final, then one organizer notice is owed; later edits owe none', async () => {
    const userId = newUserId();
    expect((await put(userId, fullLogistics)).status).toBe(200);
    expect((await put(userId, { ...fullLogistics, roommatePreference: 'SINGLE_UPGRADE' })).status).toBe(200);
    await t.service.contexts.logistics.relay.run();
    const jobs = (await t.emailQueue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed'])).filter((job) => job.id?.startsWith(`logistics-finalised-${userId}`));
    expect(jobs.map((job) => job.id)).toEqual([`logistics-finalised-${userId}-0`]);
    expect(jobs[0]?.data).toMatchObject({ kind: 'logistics-finalised', organizerNotice: { kind: 'logistics-finalised', link: expect.stringContaining('/admin/dashboard?tab=logistics') } });
  });

  it.each([
    ['legal name', { legalName: '' }, logisticsMessages.legalNameRequired],
    ['email', { email: 'nope' }, logisticsMessages.emailInvalid],
    ['gender', { gender: 'OTHER' }, logisticsMessages.genderRequired],
    ['date of birth (not a real day)', { dateOfBirth: '2001-02-30' }, logisticsMessages.dateOfBirthInvalid],
    ['date of birth (two-digit year)', { dateOfBirth: '01-02-03' }, logisticsMessages.dateOfBirthInvalid],
    ['dietary preferences', { dietaryPreferences: [] }, logisticsMessages.dietaryRequired],
    ['day 0 decision', { day0Decision: 'MAYBE' }, logisticsMessages.day0DecisionRequired],
  ])('when the %s is invalid, then the save is refused with the form message', async (_field, change, message) => {
    const res = await put(newUserId(), change);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when a submission lacks a required field, then it is refused naming that field', async () => {
    const { passportNumber: _left, ...withoutPassport } = fullLogistics;
    const res = await put(newUserId(), withoutPassport);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(logisticsMessages.passportNumberRequired);
    expect(res.body.errors).toHaveProperty('passportNumber');
  });

  it('when a passport number and birth date are saved, then the stored document holds neither in clear', async () => {
    const userId = newUserId();
    expect((await put(userId, fullLogistics)).status).toBe(200);
    const raw = await t.collection('participant_logistics').findOne({ userId });
    const stored = JSON.stringify(raw);
    expect(stored).not.toContain(PASSPORT);
    expect(stored).not.toContain(BIRTHDAY);
    expect(raw?.passportNumber).toMatch(/^v1:/);
    expect(raw?.dateOfBirth).toMatch(/^v1:/);
    expect((await request(t.app).get('/api/me/logistics').set(auth(userId))).body).toMatchObject({ passportNumber: PASSPORT, dateOfBirth: BIRTHDAY });
  });

  it('when Day 0 "not join" has been saved, then changing it is refused; saving it again is fine', async () => {
    const userId = newUserId();
    expect((await put(userId, { day0Decision: 'NOT_JOIN', day2Preference: 'POLANCO_CONDESA' })).status).toBe(200);
    const change = await put(userId, { ...fullLogistics, day0Decision: 'JOIN' });
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(logisticsMessages.day0NotJoinFinal);
    expect((await put(userId, { day0Decision: 'NOT_JOIN', day2Preference: 'XOCHIMILCO' })).status).toBe(200);
    expect((await request(t.app).get('/api/me/logistics').set(auth(userId))).body.day0Decision).toBe('NOT_JOIN');
  });

  it('when organizers have locked Day 0, then the participant cannot change it but can save everything else', async () => {
    const userId = newUserId();
    await put(userId, { day0Decision: 'JOIN', day2Preference: 'POLANCO_CONDESA' });
    const lock = await request(t.app).put(`/api/admin/logistics/${userId}/day0-lock`).set({ Authorization: `Bearer ${t.organizerToken()}` }).send({ locked: true });
    expect(lock.status).toBe(200);

    const change = await put(userId, { day0Decision: 'NOT_JOIN' });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(logisticsMessages.day0Locked);
    const other = await put(userId, { ...fullLogistics, day0Decision: 'JOIN' });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ day0Decision: 'JOIN', day0Locked: true, status: 'SUBMITTED' });
  });

  it('when the trip card reads the logistics, then it gets what the card shows and never the passport nationality, number or date of birth', async () => {
    const userId = newUserId();
    await put(userId, { ...fullLogistics, phoneMexico: '+52 55 9999 0000', arrivalFlight: 'AM 401, March 14, 10:05 from JFK' });
    const res = await request(t.app).get('/api/me/trip-card').set(auth(userId));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUBMITTED',
      legalName: fullLogistics.legalName,
      preferredName: fullLogistics.preferredName,
      phoneMexico: '+52 55 9999 0000',
      arrivalFlight: 'AM 401, March 14, 10:05 from JFK',
      roommatePreference: fullLogistics.roommatePreference,
      roommateNameOrNA: fullLogistics.roommateNameOrNA,
      dietaryPreferences: fullLogistics.dietaryPreferences,
      day0Decision: fullLogistics.day0Decision,
      day2Preference: fullLogistics.day2Preference,
    });
    expect(JSON.stringify(res.body)).not.toContain(PASSPORT);
    expect(JSON.stringify(res.body)).not.toContain(BIRTHDAY);

    const fresh = await request(t.app).get('/api/me/trip-card').set(auth(newUserId()));
    expect(fresh.body).toEqual({ status: 'DRAFT' });
    expect((await request(t.app).get('/api/me/trip-card')).status).toBe(401);
  });

  it("when participant B saves logistics, then A's record is unchanged and B never sees A's passport", async () => {
    const a = newUserId();
    const b = newUserId();
    await put(a, fullLogistics);
    await put(b, { legalName: 'Bea', userId: a, id: a });
    const aView = await request(t.app).get('/api/me/logistics').set(auth(a));
    expect(aView.body.legalName).toBe(fullLogistics.legalName);
    const bView = await request(t.app).get('/api/me/logistics').set(auth(b));
    expect(bView.body).toMatchObject({ userId: b, legalName: 'Bea' });
    expect(JSON.stringify(bView.body)).not.toContain(PASSPORT);
  });
});

describe('dietary needs at the transfer deadline', () => {
  let open: ParticipantTestApp;
  let closed: ParticipantTestApp;

  beforeAll(async () => {
    [open, closed] = await Promise.all([startParticipantApp(), startParticipantApp({ transferDeadline: '2020-02-01T23:59:59.999Z' })]);
  });

  afterAll(async () => {
    await Promise.all([open.close(), closed.close()]);
  });

  const put = (t: ParticipantTestApp, userId: string, body: object) =>
    request(t.app).put('/api/me/logistics').set({ Authorization: `Bearer ${t.participantToken(userId)}` }).send(body);

  it('when the deadline has not passed, then a participant can change their dietary needs', async () => {
    const userId = newUserId();
    await put(open, userId, { dietaryPreferences: ['Vegetarian'] });
    const res = await put(open, userId, { dietaryPreferences: ['Vegan', 'No nuts'] });
    expect(res.status).toBe(200);
    expect(res.body.dietaryPreferences).toEqual(['Vegan', 'No nuts']);
  });

  it('when the deadline has passed, then saved dietary needs cannot change, while giving them first and saving everything else still work', async () => {
    const userId = newUserId();
    expect((await put(closed, userId, { dietaryPreferences: ['Vegetarian'] })).status).toBe(200);

    const change = await put(closed, userId, { dietaryPreferences: ['Vegan'] });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(logisticsMessages.dietaryLocked);

    const same = await put(closed, userId, { dietaryPreferences: ['Vegetarian'], legalName: 'Ana García', day2Preference: 'POLANCO_CONDESA' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ dietaryPreferences: ['Vegetarian'], legalName: 'Ana García', day2Preference: 'POLANCO_CONDESA' });
  });
});

describe('what the service logs', () => {
  it('when participants save, mistype and read their logistics, then the logs record the requests but never the passport number or date of birth', async () => {
    const lines: string[] = [];
    const logger = createLogger('participant-log-test', 'debug', { write: (line: string) => void lines.push(line) });
    const t = await startParticipantApp({ logger });
    try {
      const userId = newUserId();
      const auth = { Authorization: `Bearer ${t.participantToken(userId)}` };
      expect((await request(t.app).put('/api/me/logistics').set(auth).send(fullLogistics)).status).toBe(200);
      expect((await request(t.app).put('/api/me/logistics').set(auth).send({ passportNumber: PASSPORT, dateOfBirth: '1998-02-30' })).status).toBe(400);
      expect((await request(t.app).get('/api/me/logistics').set(auth)).body.passportNumber).toBe(PASSPORT);
    } finally {
      await t.close();
    }

    const logged = lines.join('');
    expect(lines.filter((line) => line.includes('"url":"/api/me/logistics"'))).toHaveLength(3);
    expect(logged).not.toContain(PASSPORT);
    expect(logged).not.toContain(BIRTHDAY);
    expect(logged).not.toContain('1998-02-30');
  });
});
