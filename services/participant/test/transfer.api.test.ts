import request from 'supertest';
import { transferMessages } from '@trek/contracts';
import { eventually } from '@trek/testing';
import { ORGANIZER_INBOX, newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

const profile = {
  firstName: 'Ana',
  lastName: 'García',
  bio: 'Hi',
  photoUrl: '/media/ana.png',
  program: 'MBA',
  university: 'Stanford',
  email: 'ana@stanford.edu',
};
const logistics = { legalName: 'Ana García', passportNationality: 'Mexico', passportNumber: 'G1234567', dateOfBirth: '1998-07-14' };

describe('spot transfer', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const auth = (userId: string) => ({ Authorization: `Bearer ${t.participantToken(userId)}` });

  async function filledIn(userId: string) {
    expect((await request(t.app).put('/api/participant/profile').set(auth(userId)).send(profile)).status).toBe(200);
    expect((await request(t.app).put('/api/me/logistics').set(auth(userId)).send(logistics)).status).toBe(200);
    expect((await request(t.app).put('/api/participant/whatsapp').set(auth(userId)).send({ joined: true })).status).toBe(200);
  }

  it('when a participant has not transferred, then the state says so with the deadline', async () => {
    const res = await request(t.app).get('/api/participant/transfer').set(auth(newUserId()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alreadyTransferred: false, receivedByTransfer: false, deadline: '2999-02-01T23:59:59.999Z', deadlinePassed: false });
  });

  it('when a participant confirms a transfer, then profile, WhatsApp and logistics are cleared together and organizers are emailed', async () => {
    const userId = newUserId();
    await filledIn(userId);
    const res = await request(t.app)
      .post('/api/participant/transfer/confirm')
      .set(auth(userId))
      .send({ recipientEmail: 'bea@mit.edu', recipientAffiliation: 'MIT', noteToOrganizers: 'Bea takes my spot' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clearedAt: expect.any(String), transferCount: 1 });

    const rawProfile = await t.collection('participant_profiles').findOne({ userId });
    expect(rawProfile).toMatchObject({ holder: 1 });
    expect(rawProfile?.firstName).toBeUndefined();
    const rawLogistics = await t.collection('participant_logistics').findOne({ userId });
    expect(rawLogistics).toMatchObject({ holder: 1, status: 'DRAFT' });
    expect(rawLogistics?.passportNumber).toBeUndefined();
    expect(rawLogistics?.legalName).toBeUndefined();
    const record = await t.collection('participant_transfers').findOne({ userId, transferNumber: 1 });
    expect(record).toMatchObject({ recipientEmail: 'bea@mit.edu', recipientAffiliation: 'MIT', noteToOrganizers: 'Bea takes my spot' });
    expect(record?.at.toISOString()).toBe(res.body.clearedAt);

    expect((await request(t.app).get('/api/participant/profile').set(auth(userId))).body).toMatchObject({ firstName: '', hasJoinedWhatsapp: false });
    expect((await request(t.app).get('/api/me/logistics').set(auth(userId))).body).not.toHaveProperty('legalName');
    expect((await request(t.app).get('/api/participant/transfer').set(auth(userId))).body).toMatchObject({ alreadyTransferred: true, receivedByTransfer: true });

    await t.service.domain.relay.run();
    const job = await t.emailQueue.getJob(`spot-transferred-${userId}-1`);
    expect(job?.data).toMatchObject({ kind: 'spot-transferred', to: [ORGANIZER_INBOX], subject: 'Spot transferred: Ana García' });
    expect(job?.data.text).toContain('bea@mit.edu');
    expect(job?.data.text).toContain('Bea takes my spot');
    // The time as people read it, in the trek's time zone, as the Spanish version gives it too.
    expect(job?.data.text).toMatch(/Transferred at: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(central Mexico time\)/);
    expect(job?.data.text).not.toContain(res.body.clearedAt);
    expect(job?.data.text).not.toContain('G1234567');
    expect(job?.data.translations?.es?.subject).toBe('Lugar transferido: Ana García');
    expect(job?.data.translations?.es?.text).toContain('Correo de quien lo recibe: bea@mit.edu');
    expect(job?.data.translations?.es?.text).not.toContain('G1234567');
  });

  it("when the spot's new holder confirms WhatsApp, then their own confirmation is recorded, not the sender's", async () => {
    const userId = newUserId();
    await filledIn(userId);
    const before = (await request(t.app).get('/api/participant/profile').set(auth(userId))).body.whatsappJoinedAt;
    expect((await request(t.app).post('/api/participant/transfer/confirm').set(auth(userId)).send({})).status).toBe(200);
    expect((await request(t.app).get('/api/participant/profile').set(auth(userId))).body).toMatchObject({ hasJoinedWhatsapp: false, whatsappJoinedAt: null });

    const confirmed = await request(t.app).put('/api/participant/whatsapp').set(auth(userId)).send({ joined: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ hasJoinedWhatsapp: true });
    expect(Date.parse(confirmed.body.whatsappJoinedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    expect(await t.collection('whatsapp_confirmations').countDocuments({ userId })).toBe(2);
  });

  it('when a spot has been transferred once, then a second transfer is refused and nothing is cleared again', async () => {
    const userId = newUserId();
    expect((await request(t.app).post('/api/participant/transfer/confirm').set(auth(userId)).send({})).status).toBe(200);
    await request(t.app).put('/api/participant/profile').set(auth(userId)).send(profile);

    const again = await request(t.app).post('/api/participant/transfer/confirm').set(auth(userId)).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(transferMessages.alreadyTransferred);
    expect((await request(t.app).get('/api/participant/profile').set(auth(userId))).body.firstName).toBe('Ana');
    await t.service.domain.relay.run();
    expect(await t.emailQueue.getJob(`spot-transferred-${userId}-2`)).toBeUndefined();
  });

  it('when two confirms arrive at once, then exactly one transfer happens', async () => {
    const userId = newUserId();
    await filledIn(userId);
    const confirm = () => request(t.app).post('/api/participant/transfer/confirm').set(auth(userId)).send({});
    const statuses = (await Promise.all([confirm(), confirm()])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await t.collection('transfer_claims').countDocuments({ userId })).toBe(1);
    expect((await request(t.app).get('/api/participant/transfer').set(auth(userId))).body.alreadyTransferred).toBe(true);
  });

  it('when the email queue refuses the notice, then the transfer still succeeds and the notice is queued on the next relay run', async () => {
    const userId = newUserId();
    await filledIn(userId);
    const { emailQueue, domain } = t.service;
    // Stands in for a Redis outage without disturbing the other suites' Redis.
    const sendMany = emailQueue.sendMany.bind(emailQueue);
    emailQueue.sendMany = () => Promise.reject(new Error('Redis is away'));
    try {
      const res = await request(t.app).post('/api/participant/transfer/confirm').set(auth(userId)).send({ recipientEmail: 'bea@mit.edu' });
      expect(res.status).toBe(200);
      const jobId = `spot-transferred-${userId}-1`;
      await eventually(() => domain.emailOutbox.statuses([jobId]), ([status]) => status?.state === 'pending', { what: 'the notice owed, not queued' });
      await domain.relay.run();
      expect(await t.emailQueue.getJob(jobId)).toBeUndefined();
    } finally {
      emailQueue.sendMany = sendMany;
    }
    await domain.relay.run();
    const job = await t.emailQueue.getJob(`spot-transferred-${userId}-1`);
    expect(job?.data).toMatchObject({ kind: 'spot-transferred', subject: 'Spot transferred: Ana García' });
    expect(job?.data.text).toContain('bea@mit.edu');
  });

  it.each([
    ['recipient email', { recipientEmail: 'not-an-email' }, transferMessages.invalidEmail],
    ['recipient affiliation', { recipientAffiliation: 'YALE' }, transferMessages.invalidAffiliation],
    ['note', { noteToOrganizers: 'x'.repeat(501) }, transferMessages.noteTooLong],
  ])('when the %s is invalid, then the transfer is refused and nothing is cleared', async (_field, body, message) => {
    const userId = newUserId();
    await request(t.app).put('/api/participant/profile').set(auth(userId)).send(profile);
    const res = await request(t.app).post('/api/participant/transfer/confirm').set(auth(userId)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await request(t.app).get('/api/participant/profile').set(auth(userId))).body.firstName).toBe('Ana');
  });

  it("when participant B transfers, then A's profile and logistics are untouched", async () => {
    const a = newUserId();
    const b = newUserId();
    await filledIn(a);
    await filledIn(b);
    expect((await request(t.app).post('/api/participant/transfer/confirm').set(auth(b)).send({})).status).toBe(200);
    expect((await request(t.app).get('/api/participant/profile').set(auth(a))).body).toMatchObject({ firstName: 'Ana', hasJoinedWhatsapp: true });
    expect((await request(t.app).get('/api/me/logistics').set(auth(a))).body).toMatchObject({ passportNumber: 'G1234567' });
    expect((await request(t.app).get('/api/participant/transfer').set(auth(a))).body.alreadyTransferred).toBe(false);
  });
});

describe('spot transfer after the deadline', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp({ transferDeadline: '2020-02-01T23:59:59.999Z' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('when the deadline has passed, then the state says so and a confirm is refused without clearing anything', async () => {
    const userId = newUserId();
    const auth = { Authorization: `Bearer ${t.participantToken(userId)}` };
    await request(t.app).put('/api/participant/profile').set(auth).send(profile);
    expect((await request(t.app).get('/api/participant/transfer').set(auth)).body).toMatchObject({ deadline: '2020-02-01T23:59:59.999Z', deadlinePassed: true });

    const res = await request(t.app).post('/api/participant/transfer/confirm').set(auth).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(transferMessages.deadlinePassed);
    expect((await request(t.app).get('/api/participant/profile').set(auth)).body.firstName).toBe('Ana');
    expect(await t.collection('transfer_claims').countDocuments({ userId })).toBe(0);
  });
});

describe('spot transfer without extra organizer addresses', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp({ organizerEmails: '' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('when no extra address is configured, then the transfer succeeds and the notice is still queued, for the worker to send to the organizer accounts', async () => {
    const userId = newUserId();
    const res = await request(t.app).post('/api/participant/transfer/confirm').set('Authorization', `Bearer ${t.participantToken(userId)}`).send({});
    expect(res.status).toBe(200);
    await t.service.domain.relay.run();
    const job = await t.emailQueue.getJob(`spot-transferred-${userId}-1`);
    expect(job?.data).toMatchObject({ kind: 'spot-transferred', to: [], organizerNotice: { kind: 'spot-transferred', link: expect.stringContaining('/admin/dashboard?tab=participants') } });
  });
});

describe('a transfer interrupted after its claim', () => {
  it("when the process stopped between the claim and the clearing, then the earlier holder's data no longer counts and the next start clears it", async () => {
    const t = await startParticipantApp();
    let restarted: ParticipantTestApp | undefined;
    try {
      const userId = newUserId();
      const auth = { Authorization: `Bearer ${t.participantToken(userId)}` };
      expect((await request(t.app).put('/api/participant/profile').set(auth).send(profile)).status).toBe(200);
      expect((await request(t.app).put('/api/me/logistics').set(auth).send(logistics)).status).toBe(200);
      expect((await request(t.app).put('/api/participant/whatsapp').set(auth).send({ joined: true })).status).toBe(200);
      // The claim is the transfer; the process "stops" before clearing anything.
      await t.collection('transfer_claims').insertOne({ userId, transferNumber: 1, at: new Date(), email: null, emailPending: false });

      expect((await request(t.app).get('/api/participant/profile').set(auth)).body).toMatchObject({ firstName: '', hasJoinedWhatsapp: false });
      expect((await request(t.app).get('/api/me/logistics').set(auth)).body).not.toHaveProperty('passportNumber');
      expect((await t.collection('participant_logistics').findOne({ userId }))?.legalName).toBe('Ana García');

      restarted = await startParticipantApp({ databaseName: t.databaseName, fieldEncryptionKey: t.fieldEncryptionKey });
      const stored = await restarted.collection('participant_logistics').findOne({ userId });
      expect(stored).toMatchObject({ holder: 1, status: 'DRAFT' });
      expect(stored?.legalName).toBeUndefined();
      expect(stored?.passportNumber).toBeUndefined();
      expect((await restarted.collection('participant_profiles').findOne({ userId }))?.firstName).toBeUndefined();
      const state = await request(restarted.app).get('/api/participant/transfer').set({ Authorization: `Bearer ${restarted.participantToken(userId)}` });
      expect(state.body).toMatchObject({ alreadyTransferred: true, receivedByTransfer: true });
    } finally {
      await restarted?.close();
      await t.close();
    }
  });
});
