import request from 'supertest';
import { DEFAULT_EDITION_SETTINGS, participantMessages, publicEditionSchema, ruleTransferDeadline } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { completeProfile, submittedLogistics } from './participant-actions.js';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

/** The participant service reads the edition from content: the transfer rule, each participant's edition, trek years. */
describe('the edition a participant belongs to', () => {
  let t: ParticipantTestApp;
  const edition2026 = () => publicEditionSchema.parse(DEFAULT_EDITION_SETTINGS);

  beforeAll(async () => {
    // No TRANSFER_DEADLINE override: the edition settings decide.
    t = await startParticipantApp({ transferDeadline: null });
  });

  afterEach(() => {
    t.content!.edition = edition2026();
    t.content!.down = false;
  });

  afterAll(async () => {
    await t.close();
  });

  const as = (userId: string) => bearer(t.participantToken(userId));

  it('when no transfer deadline is set, then the spec\'s rule applies: February 1 of the trek\'s year at 23:59:59.999 UTC, ACTIVE before it', async () => {
    const year = new Date().getUTCFullYear() + 1;
    t.content!.edition = { ...edition2026(), year, startDate: `${year}-03-21`, endDate: `${year}-03-28`, day0Date: `${year}-03-20`, transferDeadline: '' };
    const state = await request(t.app).get('/api/participant/transfer').set(as(newUserId()));
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ deadline: ruleTransferDeadline(year).toISOString(), deadlinePassed: false });
    expect(state.body.deadline).toBe(`${year}-02-01T23:59:59.999Z`);
  });

  it('when no transfer deadline is set and February 1 of the trek\'s year has passed, then the window is DEADLINE PASSED (it does not move on a year)', async () => {
    t.content!.edition = { ...edition2026(), transferDeadline: '' };
    const state = await request(t.app).get('/api/participant/transfer').set(as(newUserId()));
    expect(state.body).toMatchObject({ deadline: '2026-02-01T23:59:59.999Z', deadlinePassed: true });
  });

  it('when organizers set a transfer deadline that has passed, then it applies and the window is closed', async () => {
    t.content!.edition = { ...edition2026(), transferDeadline: '2020-02-01T23:59:59.999Z' };
    const state = await request(t.app).get('/api/participant/transfer').set(as(newUserId()));
    expect(state.body).toMatchObject({ deadline: '2020-02-01T23:59:59.999Z', deadlinePassed: true });
  });

  it('when a participant first opens the portal, then they belong to the current edition and their trek years default to it', async () => {
    t.content!.edition = { ...edition2026(), year: 2027, startDate: '2027-03-14', endDate: '2027-03-21', day0Date: '2027-03-13' };
    const userId = newUserId();
    expect((await request(t.app).get('/api/participant/edition').set(as(userId))).body).toEqual({
      year: 2027,
      currentYear: 2027,
      pastEdition: false,
      dates: { startDate: '2027-03-14', endDate: '2027-03-21', day0Date: '2027-03-13' },
    });
    expect((await request(t.app).get('/api/participant/profile').set(as(userId))).body.cohortYears).toEqual([2027]);

    await request(t.app).put('/api/participant/profile').set(as(userId)).send(completeProfile()).expect(200);
    const directory = (await request(t.app).get('/api/public/participant-profiles')).body as { firstName: string; cohortYears: number[] }[];
    expect(directory).toEqual(expect.arrayContaining([expect.objectContaining({ firstName: 'Ana', cohortYear: 2027, cohortYears: [2027] })]));
  });

  it('when organizers start the next edition, then a past participant\'s portal is read-only but for the profile, which stays in their cohort', async () => {
    const userId = newUserId();
    await request(t.app).put('/api/participant/profile').set(as(userId)).send(completeProfile({ firstName: 'Pat' })).expect(200);
    await request(t.app).put('/api/me/logistics').set(as(userId)).send(submittedLogistics()).expect(200);

    t.content!.edition = { ...edition2026(), year: 2027, startDate: '2027-03-14', endDate: '2027-03-21', day0Date: '2027-03-13', transferDeadline: '' };
    // Without the edition history the portal is told no dates rather than the new edition's.
    expect((await request(t.app).get('/api/participant/edition').set(as(userId))).body).toEqual({ year: 2026, currentYear: 2027, pastEdition: true, dates: null });
    t.content!.responses['/api/public/edition/history'] = {
      editions: [{ year: 2026, startDate: '2026-03-15', endDate: '2026-03-22', day0Date: '2026-03-14', applicationDeadline: '2025-11-30', endedAt: '2026-11-01T10:00:00.000Z' }],
    };
    expect((await request(t.app).get('/api/participant/edition').set(as(userId))).body).toMatchObject({
      year: 2026,
      pastEdition: true,
      dates: { startDate: '2026-03-15', endDate: '2026-03-22', day0Date: '2026-03-14' },
    });
    delete t.content!.responses['/api/public/edition/history'];

    const message = participantMessages.pastEditionReadOnly(2026);
    const logistics = await request(t.app).put('/api/me/logistics').set(as(userId)).send(submittedLogistics({ legalName: 'Someone Else' }));
    expect(logistics.status).toBe(409);
    expect(logistics.body.message).toBe(message);
    expect((await request(t.app).get('/api/me/logistics').set(as(userId))).body).toMatchObject({ status: 'SUBMITTED', legalName: 'Ana María García López' });

    const whatsapp = await request(t.app).put('/api/participant/whatsapp').set(as(userId)).send({ joined: true });
    expect([whatsapp.status, whatsapp.body.message]).toEqual([409, message]);

    expect((await request(t.app).get('/api/participant/transfer').set(as(userId))).body).toMatchObject({ deadlinePassed: true });
    const transfer = await request(t.app).post('/api/participant/transfer/confirm').set(as(userId)).send({});
    expect([transfer.status, transfer.body.message]).toEqual([409, message]);

    const profile = await request(t.app).put('/api/participant/profile').set(as(userId)).send(completeProfile({ firstName: 'Pat', bio: 'Now an alumna.' }));
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ bio: 'Now an alumna.', cohortYears: [2026] });
    const directory = (await request(t.app).get('/api/public/participant-profiles')).body as { firstName: string; cohortYears: number[] }[];
    expect(directory.find((card) => card.firstName === 'Pat')).toMatchObject({ cohortYears: [2026] });

    // Someone whose account is made for the new edition works as before.
    const newcomer = newUserId();
    expect((await request(t.app).put('/api/me/logistics').set(as(newcomer)).send(submittedLogistics())).status).toBe(200);
  });

  it('when a participant\'s first requests come at once, then one edition is recorded and every answer names it', async () => {
    const userId = newUserId();
    const answers = await Promise.all([1, 2, 3].map(() => request(t.app).get('/api/participant/edition').set(as(userId))));
    expect(answers.map((res) => res.body)).toEqual([1, 2, 3].map(() => expect.objectContaining({ year: 2026, currentYear: 2026, pastEdition: false })));
  });

  it('when the content service cannot be read on a first visit, then 503 says so instead of guessing the edition', async () => {
    t.content!.down = true;
    const res = await request(t.app).get('/api/participant/edition').set(as(newUserId()));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(participantMessages.editionUnavailable);
  });
});
