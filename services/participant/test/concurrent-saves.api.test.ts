import request from 'supertest';
import { bearer } from '@trek/testing';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { newUserId, startParticipantApp, type ParticipantTestApp } from './participant-app.fixture.js';

/**
 * Lost updates: writes answered 200 at the same instant must all be there afterwards.
 * FerretDB 1.24 rewrites a whole document on every update and does not check an update's filter
 * atomically with its write, so every case is repeated; the bursts are fired with Promise.all.
 */
/** Lost updates are rare: without the profile's write queue, 50 rounds lost one save in a hundred. */
const ROUNDS = 50;
/** First access (creating the documents) is not a lost-update case; fewer rounds keep the suite short. */
const FIRST_ACCESS_ROUNDS = 10;
/**
 * Ten confirms at once race hard: without the claims' unique index each of 50 rounds made 4 to 10
 * transfers, so ten rounds catch a lost commit (a round is a few hundred ms of requests).
 */
const TRANSFER_ROUNDS = 10;
/** Each case sends a few hundred requests; on a 2-core machine running other suites beside it, that takes a while. */
const CASE_TIMEOUT_MS = 180_000;

type Res = request.Response;

/** Fires the calls together, after the participant's documents exist (first access is a separate concern). */
async function burst<T extends readonly (() => Promise<Res>)[]>(calls: T): Promise<{ [K in keyof T]: Res }> {
  return (await Promise.all(calls.map((call) => call()))) as { [K in keyof T]: Res };
}

function portal(t: ParticipantTestApp, userId: string) {
  const auth = bearer(t.participantToken(userId));
  return {
    profile: () => request(t.app).get('/api/participant/profile').set(auth),
    logistics: () => request(t.app).get('/api/me/logistics').set(auth),
    saveProfile: (body: object) => request(t.app).put('/api/participant/profile').set(auth).send(body),
    saveLogistics: (body: object) => request(t.app).put('/api/me/logistics').set(auth).send(body),
    joinWhatsapp: () => request(t.app).put('/api/participant/whatsapp').set(auth).send({ joined: true }),
    confirmTransfer: () => request(t.app).post('/api/participant/transfer/confirm').set(auth).send({}),
  };
}

const profileOf = (round: number) => ({ firstName: `First${round}`, lastName: `Last${round}`, program: 'MBA', university: 'Stanford', email: `p${round}@stanford.edu` });

/**
 * FerretDB 1.24 answers a query on anything but _id by reading every document of the collection, so
 * each case runs on a database of its own: one case's rounds do not make the next case's reads longer.
 */
describe('saves of one participant at the same instant', () => {
  let t: ParticipantTestApp;

  beforeEach(async () => {
    t = await startParticipantApp();
  });

  afterEach(async () => {
    await t.close();
  });

  it('when a participant saves profile, logistics and WhatsApp at the same instant, then every save is kept', async () => {
    const lost = { profile: 0, logistics: 0, whatsapp: 0 };
    const failed: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const me = portal(t, newUserId());
      expect((await me.profile()).status).toBe(200);
      const [profile, logistics, whatsapp] = await burst([
        () => me.saveProfile(profileOf(round)),
        () => me.saveLogistics({ legalName: `Legal Name ${round}`, schoolAffiliation: 'STANFORD' }),
        () => me.joinWhatsapp(),
      ] as const);
      failed.push(...[profile, logistics, whatsapp].filter((res) => res.status !== 200).map((res) => res.status));

      const [ownProfile, ownLogistics] = await Promise.all([me.profile(), me.logistics()]);
      if (profile.status === 200 && ownProfile.body.firstName !== `First${round}`) lost.profile += 1;
      if (logistics.status === 200 && ownLogistics.body.legalName !== `Legal Name ${round}`) lost.logistics += 1;
      if (whatsapp.status === 200 && ownProfile.body.hasJoinedWhatsapp !== true) lost.whatsapp += 1;
    }
    expect({ lost, failed }).toEqual({ lost: { profile: 0, logistics: 0, whatsapp: 0 }, failed: [] });
  }, CASE_TIMEOUT_MS);

  it("when a participant's very first requests are profile, logistics and WhatsApp saves at the same instant, then each is kept in one set of documents", async () => {
    const lost: string[] = [];
    for (let round = 0; round < FIRST_ACCESS_ROUNDS; round += 1) {
      const userId = newUserId();
      const me = portal(t, userId);
      const answers = await burst([
        () => me.saveProfile(profileOf(round)),
        () => me.saveLogistics({ legalName: `Legal Name ${round}` }),
        () => me.joinWhatsapp(),
      ] as const);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      const [profile, logistics] = await Promise.all([me.profile(), me.logistics()]);
      if (profile.body.firstName !== `First${round}`) lost.push(`profile ${round}`);
      if (logistics.body.legalName !== `Legal Name ${round}`) lost.push(`logistics ${round}`);
      if (profile.body.hasJoinedWhatsapp !== true) lost.push(`whatsapp ${round}`);
      expect(await t.collection('participant_profiles').countDocuments({ userId })).toBe(1);
      expect(await t.collection('participant_logistics').countDocuments({ userId })).toBe(1);
    }
    expect(lost).toEqual([]);
  }, CASE_TIMEOUT_MS);

  it('when a participant saves two logistics steps and their profile twice at the same instant, then every field is kept', async () => {
    const me = portal(t, newUserId());
    expect((await me.profile()).status).toBe(200);
    let lost = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await burst([
        () => me.saveLogistics({ legalName: `Legal ${round}` }),
        () => me.saveLogistics({ passportNationality: `Nation ${round}` }),
        () => me.saveProfile({ ...profileOf(round), bio: `Bio ${round}` }),
        () => me.saveProfile({ ...profileOf(round), instagram: `insta${round}` }),
      ] as const);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      const [profile, logistics] = await Promise.all([me.profile(), me.logistics()]);
      lost += [
        logistics.body.legalName === `Legal ${round}`,
        logistics.body.passportNationality === `Nation ${round}`,
        profile.body.bio === `Bio ${round}`,
        profile.body.instagram === `insta${round}`,
      ].filter((kept) => !kept).length;
    }
    expect(lost).toBe(0);
  }, CASE_TIMEOUT_MS);
});

describe('an organizer and a participant at the same instant', () => {
  let t: ParticipantTestApp;
  let organizer: Record<string, string>;

  beforeEach(async () => {
    t = await startParticipantApp();
    organizer = bearer(t.organizerToken());
  });

  afterEach(async () => {
    await t.close();
  });

  const lockOne = (userId: string, locked: boolean) => request(t.app).put(`/api/admin/logistics/${userId}/day0-lock`).set(organizer).send({ locked });
  const lockAll = (locked: boolean) => request(t.app).put('/api/admin/logistics/day0-lock').set(organizer).send({ locked });

  it("when a participant saves logistics at the same instant as an organizer locks their Day 0, then both are kept", async () => {
    const userId = newUserId();
    const me = portal(t, userId);
    expect((await me.logistics()).status).toBe(200);
    const lost = { logistics: 0, lock: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const locked = round % 2 === 0;
      const [save, lock] = await burst([() => me.saveLogistics({ legalName: `Legal ${round}`, day2Preference: round % 3 === 0 ? 'XOCHIMILCO' : 'POLANCO_CONDESA' }), () => lockOne(userId, locked)] as const);
      expect([save.status, lock.status]).toEqual([200, 200]);
      const after = (await me.logistics()).body;
      if (after.legalName !== `Legal ${round}`) lost.logistics += 1;
      if (after.day0Locked !== locked) lost.lock += 1;
    }
    expect(lost).toEqual({ logistics: 0, lock: 0 });
  }, CASE_TIMEOUT_MS);

  it('when organizers lock Day 0 for everyone at the same instant as participants save, then the lock and every save are kept', async () => {
    const people = [newUserId(), newUserId(), newUserId()].map((userId) => ({ userId, me: portal(t, userId) }));
    for (const { me } of people) expect((await me.logistics()).status).toBe(200);
    const lost = { logistics: 0, lock: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const locked = round % 2 === 0;
      const answers = await burst([() => lockAll(locked), ...people.map(({ me }) => () => me.saveLogistics({ legalName: `Legal ${round}` }))]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      for (const { me } of people) {
        const after = (await me.logistics()).body;
        if (after.legalName !== `Legal ${round}`) lost.logistics += 1;
        if (after.day0Locked !== locked) lost.lock += 1;
      }
    }
    expect(lost).toEqual({ logistics: 0, lock: 0 });
    expect((await lockAll(false)).status).toBe(200);
  }, CASE_TIMEOUT_MS);
});

describe('transfer confirms at the same instant', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('when a participant confirms a transfer 10 times at the same instant, then exactly one transfer happens', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < TRANSFER_ROUNDS; round += 1) {
      const userId = newUserId();
      const me = portal(t, userId);
      expect((await me.saveProfile(profileOf(round))).status).toBe(200);
      const answers = await burst(Array.from({ length: 10 }, () => () => me.confirmTransfer()));
      outcomes.push(answers.map((res) => res.status).sort().join(','));
      expect(await t.collection('transfer_claims').countDocuments({ fromUserId: userId })).toBe(1);
      // The spot moved; the sender's own profile stays theirs.
      expect((await me.profile()).body.firstName).toBe(profileOf(round).firstName);
    }
    expect(new Set(outcomes)).toEqual(new Set(['200,409,409,409,409,409,409,409,409,409']));
  }, CASE_TIMEOUT_MS);
});

describe('calendar links made at the same instant', () => {
  let t: ParticipantTestApp;

  beforeAll(async () => {
    t = await startParticipantApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('when a participant makes their calendar link 5 times at the same instant, then every request is answered and the portal shows the link of one of them, the last stored', async () => {
    for (let round = 0; round < FIRST_ACCESS_ROUNDS; round += 1) {
      const auth = bearer(t.participantToken(newUserId()));
      const answers = await burst(Array.from({ length: 5 }, () => () => request(t.app).post('/api/participant/calendar-feed').set(auth)));
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
      const shown: string = (await request(t.app).get('/api/participant/calendar-feed').set(auth)).body.url;
      const working = answers.filter((res) => res.body.url === shown);
      expect(working).toHaveLength(1);
    }
  }, CASE_TIMEOUT_MS);
});

describe('organizers naming the recipient of a spot at the same instant', () => {
  let stack: AdminStack;

  beforeAll(async () => {
    stack = await startAdminStack();
  });

  afterAll(async () => {
    await stack.close();
  });

  it('when two organizers name the same recipient at once, then one account, one holding and one email come of it', async () => {
    for (let round = 0; round < FIRST_ACCESS_ROUNDS; round += 1) {
      const sender = await stack.createAccount(`Sender ${round}`);
      const me = portal(stack.t, sender.id);
      expect((await me.saveProfile(profileOf(round))).status).toBe(200);
      expect((await me.confirmTransfer()).status).toBe(200);
      const spotId = (await stack.t.collection('spot_holdings').findOne({ userId: sender.id }))?.spotId as string;
      const email = `named.${round}.${Date.now()}@mit.edu`;
      const name = () => request(stack.t.app).put(`/api/admin/spots/${spotId}/recipient`).set(bearer(stack.organizer)).send({ email, fullName: `Named ${round}`, language: 'en' });
      const answers = await burst([name, name] as const);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(await stack.authCollection('users').countDocuments({ email })).toBe(1);
      expect(await stack.authCollection('email_outbox').countDocuments({ 'email.to': email })).toBe(1);
      expect(await stack.t.collection('spot_holdings').countDocuments({ spotId })).toBe(2);
    }
  }, CASE_TIMEOUT_MS);
});

describe('room assignments at the same instant (one document per room, every write of an edition through one write-queue key)', () => {
  let t: ParticipantTestApp;
  let organizers: [Record<string, string>, Record<string, string>];

  beforeEach(async () => {
    t = await startParticipantApp();
    organizers = [bearer(t.organizerToken()), bearer(t.organizerToken())];
  });

  afterEach(async () => {
    await t.close();
  });

  /** A participant of the current edition (their first access records it). */
  const participantOfEdition = async () => {
    const userId = newUserId();
    expect((await portal(t, userId).logistics()).status).toBe(200);
    return userId;
  };
  const createRoom = async (body: object) => (await request(t.app).post('/api/admin/logistics/rooms').set(organizers[0]).send({ label: 'Room', size: 2, night: null, ...body })).body as { id: string };
  const assign = (organizer: Record<string, string>, roomId: string, userId: string) => () => request(t.app).post(`/api/admin/logistics/rooms/${roomId}/members`).set(organizer).send({ userId });
  const roomsOf = async (userId: string) => t.collection('rooms').countDocuments({ memberIds: userId });

  it('when two organizers put the same person in two rooms at once, then exactly one succeeds and the person has one room', async () => {
    for (let round = 0; round < FIRST_ACCESS_ROUNDS; round += 1) {
      const userId = await participantOfEdition();
      const [wholeTrip, oneNight] = [await createRoom({}), await createRoom({ night: '2026-03-16' })];
      const answers = await burst([assign(organizers[0], wholeTrip.id, userId), assign(organizers[1], oneNight.id, userId)] as const);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(await roomsOf(userId)).toBe(1);
    }
  }, CASE_TIMEOUT_MS);

  it('when two people are put into the last bed at once, then exactly one gets it and the room stays at its size', async () => {
    for (let round = 0; round < FIRST_ACCESS_ROUNDS; round += 1) {
      const [first, second, third] = [await participantOfEdition(), await participantOfEdition(), await participantOfEdition()];
      const room = await createRoom({ memberIds: [first] });
      const answers = await burst([assign(organizers[0], room.id, second), assign(organizers[1], room.id, third)] as const);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const stored = await t.collection('rooms').findOne({ memberIds: first });
      expect(stored?.memberIds).toHaveLength(2);
    }
  }, CASE_TIMEOUT_MS);
});
