import { Types } from 'mongoose';
import request from 'supertest';
import { transferMessages, type AdminLogisticsRecord } from '@trek/contracts';
import { bearer } from '@trek/testing';
import { createFieldCipher } from '../src/data-access/field-cipher.js';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

/**
 * Participants saved in the older layout have one `participants` document each. The service moves
 * them into the current documents at start-up, before any request, and keeps what they held.
 */
describe('participants saved in the single-document layout', () => {
  let first: ParticipantTestApp;
  let upgraded: ParticipantTestApp;
  const ana = { _id: new Types.ObjectId(), userId: newUserId() };
  const bea = { _id: new Types.ObjectId(), userId: newUserId() };
  const joinedAt = new Date('2026-03-01T10:00:00.000Z');
  const transferredAt = new Date('2026-03-05T12:00:00.000Z');

  const legacyDocuments = () => {
    const cipher = createFieldCipher(Buffer.from(first.fieldEncryptionKey, 'base64'));
    return [
      {
        ...ana,
        profile: { firstName: 'Ana', lastName: 'García', photoUrl: '/media/ana.png', program: 'MBA', university: 'Stanford', email: 'ana@stanford.edu', cohortYears: [2024, 2026] },
        hasJoinedWhatsapp: true,
        whatsappJoinedAt: joinedAt,
        logistics: {
          legalName: 'Ana María García',
          passportNumber: cipher.encrypt('G1234567'),
          dateOfBirth: cipher.encrypt('1998-07-14'),
          dietaryPreferences: ['Vegan'],
          day0Decision: 'JOIN',
          status: 'SUBMITTED',
          day0Locked: true,
          submittedAt: joinedAt,
          updatedAt: joinedAt,
        },
        transferCount: 0,
        receivedByTransfer: false,
        clearedAt: null,
        transfers: [],
        createdAt: joinedAt,
        updatedAt: joinedAt,
      },
      {
        ...bea,
        profile: { firstName: 'Bea', cohortYears: [2026] },
        hasJoinedWhatsapp: false,
        whatsappJoinedAt: null,
        logistics: { legalName: 'Beatriz Ruiz', status: 'DRAFT', day0Locked: false, submittedAt: null, updatedAt: transferredAt },
        transferCount: 1,
        receivedByTransfer: true,
        clearedAt: transferredAt,
        transfers: [{ at: transferredAt, recipientEmail: 'bea@mit.edu', recipientAffiliation: 'MIT', noteToOrganizers: 'Bea takes it' }],
        createdAt: joinedAt,
        updatedAt: transferredAt,
      },
    ];
  };

  const startOnSameData = () => startParticipantApp({ databaseName: first.databaseName, fieldEncryptionKey: first.fieldEncryptionKey });

  beforeAll(async () => {
    first = await startParticipantApp();
    await first.collection('participants').insertMany(legacyDocuments());
    upgraded = await startOnSameData();
  });

  afterAll(async () => {
    await Promise.all([first.close(), upgraded.close()]);
  });

  const as = (t: ParticipantTestApp, userId: string) => bearer(t.participantToken(userId));

  it('when the service starts on participants saved in one document, then their profile, WhatsApp confirmation and logistics are kept', async () => {
    const profile = await request(upgraded.app).get('/api/participant/profile').set(as(upgraded, ana.userId));
    expect(profile.body).toMatchObject({ id: ana._id.toHexString(), firstName: 'Ana', cohortYears: [2024, 2026], hasJoinedWhatsapp: true, whatsappJoinedAt: joinedAt.toISOString() });
    const logistics = await request(upgraded.app).get('/api/me/logistics').set(as(upgraded, ana.userId));
    expect(logistics.body).toMatchObject({
      legalName: 'Ana María García',
      passportNumber: 'G1234567',
      dateOfBirth: '1998-07-14',
      status: 'SUBMITTED',
      day0Locked: true,
      submittedAt: joinedAt.toISOString(),
    });
    expect(await upgraded.collection('participants').countDocuments()).toBe(0);
  });

  it('when a participant had transferred their spot, then the transfer still counts and the organizers still see where it went', async () => {
    const state = await request(upgraded.app).get('/api/participant/transfer').set(as(upgraded, bea.userId));
    expect(state.body).toMatchObject({ alreadyTransferred: true, receivedByTransfer: true });
    const again = await request(upgraded.app).post('/api/participant/transfer/confirm').set(as(upgraded, bea.userId)).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(transferMessages.alreadyTransferred);
    expect((await request(upgraded.app).get('/api/participant/profile').set(as(upgraded, bea.userId))).body).toMatchObject({ firstName: 'Bea', hasJoinedWhatsapp: false });

    const rows = (await request(upgraded.app).get('/api/admin/logistics').set(bearer(upgraded.organizerToken()))).body.records as AdminLogisticsRecord[];
    expect(rows.find((row) => row.userId === bea.userId)).toMatchObject({ legalName: 'Beatriz Ruiz', transferCount: 1, receivedByTransfer: true });
    expect(rows.find((row) => row.userId === ana.userId)).toMatchObject({ passportNumber: 'G1234567', day0Locked: true });
    const directory = (await request(upgraded.app).get('/api/public/participant-profiles')).body as Array<{ id: string; firstName: string }>;
    expect(directory).toEqual([expect.objectContaining({ id: ana._id.toHexString(), firstName: 'Ana' })]);
  });

  it('when the move is run again over a document already moved, then nothing saved since is overwritten', async () => {
    const me = as(upgraded, ana.userId);
    expect((await request(upgraded.app).put('/api/participant/profile').set(me).send({ firstName: 'Anita', lastName: 'García', program: 'MBA', university: 'Stanford' })).status).toBe(200);
    expect((await request(upgraded.app).put('/api/me/logistics').set(me).send({ legalName: 'Ana M. García' })).status).toBe(200);
    // As if the process had stopped after moving Ana's document but before deleting it.
    await upgraded.collection('participants').insertOne(legacyDocuments()[0]!);
    const restarted = await startOnSameData();
    try {
      expect((await request(restarted.app).get('/api/participant/profile').set(as(restarted, ana.userId))).body).toMatchObject({ firstName: 'Anita', hasJoinedWhatsapp: true });
      expect((await request(restarted.app).get('/api/me/logistics').set(as(restarted, ana.userId))).body).toMatchObject({ legalName: 'Ana M. García', passportNumber: 'G1234567' });
      expect(await restarted.collection('participants').countDocuments()).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  it("when organizers unlock Day 0 for everyone, then a moved participant's own lock gives way to it", async () => {
    const res = await request(upgraded.app).put('/api/admin/logistics/day0-lock').set(bearer(upgraded.organizerToken())).send({ locked: false });
    expect(res.body).toEqual({ locked: false, updated: 2 });
    expect((await request(upgraded.app).get('/api/me/logistics').set(as(upgraded, ana.userId))).body.day0Locked).toBe(false);
  });
});
