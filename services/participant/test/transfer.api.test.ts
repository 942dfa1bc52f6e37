import { Queue } from 'bullmq';
import request from 'supertest';
import { INTERNAL_EDITION_SPOTS_PATH, INTERNAL_KEY_HEADER, QUEUES, spotReleasedJobId, transferMessages, type Account } from '@trek/contracts';
import { TEST_PARTICIPANT_INTERNAL_KEY } from '../../updates/test/updates-app.fixture.js';
import { bearer, eventually } from '@trek/testing';
import { giveSpotForConfirmedOffer } from '../src/domain/spots/offer-confirmed.js';
import { finishPendingTransfers } from '../src/domain/spots/spot-transfers.js';
import { redactTransfersOf } from '../src/domain/spots/transfer-claims.js';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
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
const logistics = { legalName: 'Ana García', passportNationality: 'Mexico', passportNumber: 'G1234567', dateOfBirth: '1998-07-14', dietaryPreferences: ['Vegetarian'], day0Decision: 'NOT_JOIN' };

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@mit.edu`;

describe('spot transfer', () => {
  let stack: AdminStack;
  let t: ParticipantTestApp;

  beforeAll(async () => {
    stack = await startAdminStack();
    t = stack.t;
  });

  afterAll(async () => {
    await stack.close();
  });

  /** A participant with an account of their own, signed in, who filled in everything. */
  async function sender(name = 'Ana García'): Promise<{ account: Account; token: string }> {
    const account = await stack.createAccount(name);
    const token = await stack.signIn(account.email);
    expect((await request(t.app).put('/api/participant/profile').set(bearer(token)).send(profile)).status).toBe(200);
    expect((await request(t.app).put('/api/me/logistics').set(bearer(token)).send(logistics)).status).toBe(200);
    expect((await request(t.app).put('/api/participant/whatsapp').set(bearer(token)).send({ joined: true })).status).toBe(200);
    return { account, token };
  }

  const confirm = (token: string, body: object = {}) => request(t.app).post('/api/participant/transfer/confirm').set(bearer(token)).send(body);
  const spotIdOf = async (userId: string) => (await t.collection('spot_holdings').findOne({ userId }))?.spotId as string;
  /** Whether the release of the spot's first transfer is recorded as published. */
  const releaseRecorded = async (spotId: string) => (await t.collection('transfer_steps').find().toArray()).some((step) => String(step._id) === `${spotId}:1:released`);

  it('when a participant has not transferred, then the state says so with the deadline', async () => {
    const res = await request(t.app).get('/api/participant/transfer').set(bearer(t.participantToken(newUserId())));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alreadyTransferred: false, receivedByTransfer: false, deadline: '2999-02-01T23:59:59.999Z', deadlinePassed: false, transferredAt: null });
  });

  it('when a participant transfers to a new email, then the recipient gets an account of their own with a link, the sender is signed out and keeps their own data, read-only', async () => {
    const ana = await sender();
    const bea = uniqueEmail('bea');
    const overview = async () => (await request(t.app).get('/api/admin/overview').set(bearer(stack.organizer))).body.participants.totalAccounts as number;
    const holdersBefore = await overview();
    const res = await confirm(ana.token, { recipientEmail: bea, recipientAffiliation: 'MIT', noteToOrganizers: 'Bea takes my spot' });
    expect(res.status).toBe(200);
    // The Overview counts the spot once: its new holder, not the one who gave it away.
    expect(await overview()).toBe(holdersBefore);
    expect(res.body).toEqual({ clearedAt: expect.any(String), transferCount: 1 });

    // The sender's sessions end when auth consumes SpotTransferred.
    await eventually(async () => (await request(t.app).get('/api/me/logistics').set(bearer(ana.token))).status, (status) => status === 401, { what: "the sender's sessions ended" });

    // The recipient has an account of their own, made by auth, and chooses their own password from the emailed link.
    const beaAccount = await stack.authCollection('users').findOne({ email: bea });
    expect(beaAccount).toMatchObject({ role: 'PARTICIPANT', passwordHash: null });
    const owed = await stack.authCollection('email_outbox').findOne({ 'email.to': bea });
    expect(owed?.email).toMatchObject({ kind: 'participant-credentials', subject: 'A Mexico Trek spot was transferred to you: choose your password' });
    const beaToken = await stack.setPasswordFromEmail(bea);
    const beaLogistics = await request(t.app).get('/api/me/logistics').set(bearer(beaToken));
    expect(beaLogistics.status).toBe(200);
    expect(beaLogistics.body).toMatchObject({ userId: beaAccount!._id.toString(), status: 'DRAFT', dietaryPreferences: ['Vegetarian'], day0Decision: 'NOT_JOIN' });
    expect(beaLogistics.body).not.toHaveProperty('passportNumber');
    expect(beaLogistics.body).not.toHaveProperty('legalName');
    expect((await request(t.app).get('/api/participant/profile').set(bearer(beaToken))).body).toMatchObject({ firstName: '', hasJoinedWhatsapp: false });
    expect((await request(t.app).get('/api/participant/transfer').set(bearer(beaToken))).body).toMatchObject({ alreadyTransferred: true, receivedByTransfer: true, transferredAt: null });

    // The sender signs in again: their own history, the transfer completed, no editing.
    const anaAgain = await stack.signIn(ana.account.email);
    expect((await request(t.app).get('/api/participant/profile').set(bearer(anaAgain))).body).toMatchObject({ firstName: 'Ana', hasJoinedWhatsapp: true });
    expect((await request(t.app).get('/api/me/logistics').set(bearer(anaAgain))).body).toMatchObject({ passportNumber: 'G1234567' });
    expect((await request(t.app).get('/api/participant/transfer').set(bearer(anaAgain))).body).toMatchObject({ alreadyTransferred: true, receivedByTransfer: false, transferredAt: res.body.clearedAt });
    for (const write of [
      request(t.app).put('/api/participant/profile').set(bearer(anaAgain)).send({ ...profile, firstName: 'Changed' }),
      request(t.app).put('/api/me/logistics').set(bearer(anaAgain)).send({ ...logistics, legalName: 'Changed' }),
      request(t.app).put('/api/participant/whatsapp').set(bearer(anaAgain)).send({ joined: true }),
      request(t.app).post('/api/participant/feedback').set(bearer(anaAgain)).send({ subject: 'Hi', message: 'Still here' }),
    ]) {
      const refused = await write;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(transferMessages.formerHolderReadOnly);
    }
    const again = await confirm(anaAgain, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(transferMessages.alreadyTransferred);

    // The organizers' notice names both people, never a raw account id.
    await t.service.contexts.logistics.relay.run();
    const job = await t.emailQueue.getJob(`spot-transferred-${await spotIdOf(ana.account.id)}-1`);
    expect(job?.data).toMatchObject({ kind: 'spot-transferred', to: [ORGANIZER_INBOX], subject: 'Spot transferred: Ana García' });
    expect(job?.data.text).toContain(`From: Ana García (${ana.account.email})`);
    expect(job?.data.text).toContain(`To: ${bea}`);
    expect(job?.data.text).toContain('Bea takes my spot');
    expect(job?.data.text).not.toContain(ana.account.id);
    expect(job?.data.text).not.toContain('G1234567');
    expect(job?.data.text).toMatch(/Transferred at: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(central Mexico time\)/);
    expect(job?.data.translations?.es?.text).toContain(`Para: ${bea}`);
  });

  it('when either person of a finished transfer is erased, then the claim keeps only ids: no note, affiliation, recipient or notice', async () => {
    const ana = await sender('Ana Erased');
    const bea = uniqueEmail('bea-erased');
    expect((await confirm(ana.token, { recipientEmail: bea, recipientAffiliation: 'MIT', noteToOrganizers: 'Bea, my flatmate' })).status).toBe(200);
    await finishPendingTransfers(t.service.contexts.spots);
    const spotId = await spotIdOf(ana.account.id);
    expect(await t.collection('spot_holdings').findOne({ spotId, holderNumber: 1 })).not.toBeNull();

    expect(await redactTransfersOf(t.service.contexts.spots.spots, ana.account.id)).toBe(1);
    const claim = await t.collection('transfer_claims').findOne({ spotId, transferNumber: 1 });
    expect(claim).toMatchObject({ fromUserId: ana.account.id, noteToOrganizers: null, recipientAffiliation: null, recipient: null, email: null });
    expect(JSON.stringify(claim)).not.toContain(bea);
    expect(JSON.stringify(claim)).not.toContain('flatmate');
  });

  it('when the recipient of a spot received by transfer tries to transfer it, then it is refused', async () => {
    const ana = await sender();
    const bea = uniqueEmail('bea');
    expect((await confirm(ana.token, { recipientEmail: bea })).status).toBe(200);
    const beaToken = await stack.setPasswordFromEmail(bea);
    const res = await confirm(beaToken, { recipientEmail: uniqueEmail('cai') });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(transferMessages.receivedByTransfer);
  });

  it('when the recipient changes the diet the spot carries, then it is refused; Day 0 "not join" stays too', async () => {
    const ana = await sender();
    const bea = uniqueEmail('bea');
    expect((await confirm(ana.token, { recipientEmail: bea })).status).toBe(200);
    const beaToken = await stack.setPasswordFromEmail(bea);
    expect((await request(t.app).put('/api/me/logistics').set(bearer(beaToken)).send({ dietaryPreferences: ['Vegan'] })).status).toBe(403);
    expect((await request(t.app).put('/api/me/logistics').set(bearer(beaToken)).send({ day0Decision: 'JOIN' })).status).toBe(400);
    const saved = await request(t.app).put('/api/me/logistics').set(bearer(beaToken)).send({ legalName: 'Bea Smith', passportNumber: 'B7654321' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ legalName: 'Bea Smith', dietaryPreferences: ['Vegetarian'], day0Decision: 'NOT_JOIN' });
  });

  it("when the recipient's email already has a participant account without a spot, then that account receives the spot and is told so", async () => {
    const ana = await sender();
    const cai = await stack.createAccount('Cai Lin');
    expect((await confirm(ana.token, { recipientEmail: cai.email })).status).toBe(200);
    const caiToken = await stack.signIn(cai.email);
    expect((await request(t.app).get('/api/participant/transfer').set(bearer(caiToken))).body).toMatchObject({ receivedByTransfer: true });
    expect(await stack.authCollection('users').countDocuments({ email: cai.email })).toBe(1);
    const owed = await stack.authCollection('email_outbox').findOne({ jobId: `spot-received-${await spotIdOf(cai.id)}-${cai.id}` });
    expect(owed?.email).toMatchObject({ to: [cai.email], subject: 'A Mexico Trek spot was transferred to you' });
  });

  it.each([
    ['an organizer', async () => (await stack.authCollection('users').insertOne({ email: uniqueEmail('org'), fullName: 'Olga', role: 'ORGANIZER', passwordHash: null })).insertedId, transferMessages.recipientIsOrganizer],
    ['the sender', null, transferMessages.recipientIsSender],
    ['someone holding a spot', 'holder', transferMessages.recipientHoldsSpot],
  ] as const)('when the recipient email is %s, then the transfer is refused before anything is committed', async (_who, make, message) => {
    const ana = await sender();
    let email = ana.account.email;
    if (typeof make === 'function') {
      const id = await make();
      email = (await stack.authCollection('users').findOne({ _id: id }))!.email as string;
    } else if (make === 'holder') {
      const dan = await stack.createAccount('Dan Holder');
      expect((await request(t.app).get('/api/participant/profile').set(bearer(await stack.signIn(dan.email)))).status).toBe(200);
      email = dan.email;
    }
    const res = await confirm(ana.token, { recipientEmail: email });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    expect(await t.collection('transfer_claims').countDocuments({ fromUserId: ana.account.id })).toBe(0);
    expect((await request(t.app).get('/api/participant/profile').set(bearer(ana.token))).status).toBe(200);
  });

  it('when two confirms arrive at once, then exactly one transfer happens and the recipient gets one account', async () => {
    const ana = await sender();
    const bea = uniqueEmail('bea');
    const statuses = (await Promise.all([confirm(ana.token, { recipientEmail: bea }), confirm(ana.token, { recipientEmail: bea })])).map((res) => res.status).sort();
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await t.collection('transfer_claims').countDocuments({ fromUserId: ana.account.id })).toBe(1);
    expect(await stack.authCollection('users').countDocuments({ email: bea })).toBe(1);
    expect(await t.collection('spot_holdings').countDocuments({ spotId: await spotIdOf(ana.account.id) })).toBe(2);
  });

  it('when a transfer names no recipient, then the spot waits and an organizer names them in Auth Spots; naming twice at once makes one account and holding', async () => {
    const ana = await sender();
    expect((await confirm(ana.token, {})).status).toBe(200);
    const spotId = await spotIdOf(ana.account.id);
    const list = await request(t.app).get('/api/admin/spots/transfers').set(bearer(stack.organizer));
    expect(list.status).toBe(200);
    expect(list.body.transfers.find((entry: { spotId: string }) => entry.spotId === spotId)).toMatchObject({
      from: { userId: ana.account.id, fullName: 'Ana García', email: ana.account.email },
      named: null,
      recipient: null,
      awaitingRecipient: true,
      returnedToWaitlist: false,
    });
    await t.service.contexts.logistics.relay.run();
    expect((await t.emailQueue.getJob(`spot-transferred-${spotId}-1`))?.data.text).toContain('To: not named yet: name the recipient in Auth Spots');

    const eli = uniqueEmail('eli');
    const name = () => request(t.app).put(`/api/admin/spots/${spotId}/recipient`).set(bearer(stack.organizer)).send({ email: eli, fullName: 'Eli Ruiz', language: 'es' });
    const [first, second] = await Promise.all([name(), name()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await stack.authCollection('users').countDocuments({ email: eli })).toBe(1);
    expect(await stack.authCollection('email_outbox').countDocuments({ 'email.to': eli })).toBe(1);
    expect(await stack.authCollection('email_outbox').findOne({ 'email.to': eli })).toMatchObject({ email: { subject: 'Te transfirieron un lugar en el Mexico Trek: elige tu contraseña' } });
    expect(await t.collection('spot_holdings').countDocuments({ spotId })).toBe(2);
    const eliAccount = await stack.authCollection('users').findOne({ email: eli });
    expect(first.body).toMatchObject({ spotId, named: { email: eli, fullName: 'Eli Ruiz' }, recipient: { userId: eliAccount!._id.toString(), fullName: 'Eli Ruiz' }, awaitingRecipient: false });

    // Both people, in the roster: the former holder as transferred to whom, the recipient as received from whom.
    const roster = await request(t.app).get('/api/admin/participants').set(bearer(stack.organizer)).query({ pageSize: 100 });
    const row = (userId: string) => roster.body.participants.find((entry: { userId: string }) => entry.userId === userId);
    expect(row(ana.account.id)).toMatchObject({ clearedAt: expect.any(String), transferredTo: { email: eli }, receivedByTransfer: false });
    expect(row(eliAccount!._id.toString())).toMatchObject({ receivedByTransfer: true, receivedFrom: { userId: ana.account.id, email: ana.account.email }, clearedAt: null });

    const another = await request(t.app).put(`/api/admin/spots/${spotId}/recipient`).set(bearer(stack.organizer)).send({ email: uniqueEmail('fay'), fullName: 'Fay', language: 'en' });
    expect(another.status).toBe(404);
    expect(another.body.message).toBe(transferMessages.noTransferAwaitingRecipient);
  });

  it('when a spot from an admission offer is given up without a recipient, then its seat is back on the waitlist and an organizer cannot name anyone for it', async () => {
    const ana = await stack.createAccount('Ana Offered');
    await giveSpotForConfirmedOffer(t.service.contexts.people, { offerId: newUserId(), userId: ana.id, year: 2026, confirmedAt: new Date().toISOString() });
    const token = await stack.signIn(ana.email);
    expect((await confirm(token, {})).status).toBe(200);
    const spotId = await spotIdOf(ana.id);
    const released = new Queue(QUEUES.applicationsSpotReleased, { connection: t.stores.redis, prefix: t.emailQueuePrefix });
    try {
      expect(await released.getJob(spotReleasedJobId({ spotId, transferNumber: 1 }))).toBeDefined();
    } finally {
      await released.close();
    }

    const eli = uniqueEmail('eli-over');
    const named = await request(t.app).put(`/api/admin/spots/${spotId}/recipient`).set(bearer(stack.organizer)).send({ email: eli, fullName: 'Eli Over', language: 'en' });
    expect(named.status).toBe(409);
    expect(named.body.message).toBe(transferMessages.spotReturnedToWaitlist);
    expect(await t.collection('transfer_recipients').countDocuments({ spotId })).toBe(0);
    expect(await stack.authCollection('users').countDocuments({ email: eli })).toBe(0);
    expect(await t.collection('spot_holdings').countDocuments({ spotId })).toBe(1);

    const list = await request(t.app).get('/api/admin/spots/transfers').set(bearer(stack.organizer));
    expect(list.body.transfers.find((entry: { spotId: string }) => entry.spotId === spotId)).toMatchObject({ named: null, recipient: null, awaitingRecipient: false, returnedToWaitlist: true });
    // The organizers' notice says where the seat went instead of asking them to name someone.
    await t.service.contexts.logistics.relay.run();
    const notice = await t.emailQueue.getJob(`spot-transferred-${spotId}-1`);
    expect(notice?.data.text).toContain('To: nobody: the seat goes back to the admissions waitlist');
    expect(notice?.data.text).not.toContain('Auth Spots');
    expect(notice?.data.translations?.es?.text).toContain('Para: nadie: el lugar vuelve a la lista de espera de admisiones');
    const roster = await request(t.app).get('/api/admin/participants').set(bearer(stack.organizer)).query({ pageSize: 100 });
    expect(roster.body.participants.find((entry: { userId: string }) => entry.userId === ana.id)).toMatchObject({ clearedAt: expect.any(String), transferredTo: null, awaitingRecipient: false, returnedToWaitlist: true });
    const detail = await request(t.app).get(`/api/admin/participants/${ana.id}`).set(bearer(stack.organizer));
    expect(detail.body.transfer).toMatchObject({ transferredTo: null, awaitingRecipient: false, returnedToWaitlist: true });
    // Payments reads that the spot was released: it leaves the subsidy order, its money stays visible.
    const spots = await request(t.app).get(INTERNAL_EDITION_SPOTS_PATH).query({ year: 2026 }).set(INTERNAL_KEY_HEADER, TEST_PARTICIPANT_INTERNAL_KEY);
    expect(spots.body.spots.find((spot: { spotId: string }) => spot.spotId === spotId)).toEqual({
      spotId,
      year: 2026,
      createdAt: expect.any(String),
      holderUserId: null,
      heldSince: null,
      released: { at: expect.any(String), formerHolderUserId: ana.id },
    });
  });

  it('when a transfer names no recipient, then SpotReleased reaches the applications service\'s queue once, however often the relay runs', async () => {
    const ana = await sender();
    expect((await confirm(ana.token, {})).status).toBe(200);
    const spotId = await spotIdOf(ana.account.id);
    const released = new Queue(QUEUES.applicationsSpotReleased, { connection: t.stores.redis, prefix: t.emailQueuePrefix });
    try {
      const job = await released.getJob(spotReleasedJobId({ spotId, transferNumber: 1 }));
      expect(job?.data).toEqual({ spotId, transferNumber: 1, userId: ana.account.id, year: 2026, releasedAt: expect.any(String) });
      await finishPendingTransfers(t.service.contexts.spots);
      await finishPendingTransfers(t.service.contexts.spots);
      const jobs = (await released.getJobs(['waiting', 'delayed', 'completed', 'active'])).filter((candidate) => candidate.data.spotId === spotId);
      expect(jobs).toHaveLength(1);
    } finally {
      await released.close();
    }
  });

  it('when the release of a spot given up without a recipient was published, then the transfer relay records it and publishes nothing more', async () => {
    const ana = await sender();
    const unreachable = { publish: () => Promise.reject(new Error('Redis is away')) };
    expect((await confirm(ana.token, {})).status).toBe(200);
    const spotId = await spotIdOf(ana.account.id);
    expect(await releaseRecorded(spotId)).toBe(true);

    const published: string[] = [];
    const counting = { publish: async (event: { spotId: string }) => void published.push(event.spotId) };
    await finishPendingTransfers({ ...t.service.contexts.spots, spotReleased: unreachable });
    await finishPendingTransfers({ ...t.service.contexts.spots, spotReleased: counting });
    await finishPendingTransfers({ ...t.service.contexts.spots, spotReleased: counting });
    expect(published).not.toContain(spotId);
  });

  it('when publishing a release failed, then the next relay run publishes it once and records it', async () => {
    const ana = await sender();
    const spotId = await spotIdOf(ana.account.id);
    await t.collection('transfer_claims').insertOne({ spotId, transferNumber: 1, fromUserId: ana.account.id, year: 2026, at: new Date(), recipient: null, recipientAffiliation: null, noteToOrganizers: null, carried: {}, email: null });
    await finishPendingTransfers({ ...t.service.contexts.spots, spotReleased: { publish: () => Promise.reject(new Error('Redis is away')) } });
    expect(await releaseRecorded(spotId)).toBe(false);

    const published: string[] = [];
    const counting = { publish: async (event: { spotId: string }) => void published.push(event.spotId) };
    await finishPendingTransfers({ ...t.service.contexts.spots, spotReleased: counting });
    await finishPendingTransfers({ ...t.service.contexts.spots, spotReleased: counting });
    expect(published.filter((id) => id === spotId)).toHaveLength(1);
    expect(await releaseRecorded(spotId)).toBe(true);
  });

  it('when a transfer names its recipient, then no seat is released', async () => {
    const ana = await sender();
    expect((await confirm(ana.token, { recipientEmail: uniqueEmail('kim') })).status).toBe(200);
    const spotId = await spotIdOf(ana.account.id);
    const released = new Queue(QUEUES.applicationsSpotReleased, { connection: t.stores.redis, prefix: t.emailQueuePrefix });
    try {
      expect(await released.getJob(spotReleasedJobId({ spotId, transferNumber: 1 }))).toBeUndefined();
    } finally {
      await released.close();
    }
  });

  it('when an organizer names an organizer as the recipient, then it is refused and the spot still waits', async () => {
    const ana = await sender();
    expect((await confirm(ana.token, {})).status).toBe(200);
    const spotId = await spotIdOf(ana.account.id);
    const orgEmail = uniqueEmail('org');
    await stack.authCollection('users').insertOne({ email: orgEmail, fullName: 'Olga', role: 'ORGANIZER', passwordHash: null });
    const res = await request(t.app).put(`/api/admin/spots/${spotId}/recipient`).set(bearer(stack.organizer)).send({ email: orgEmail, fullName: 'Olga', language: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(transferMessages.recipientIsOrganizer);
    expect(await t.collection('transfer_recipients').countDocuments({ spotId })).toBe(0);
  });

  it('when the naming is invalid, not an organizer, or not signed in, then it is refused', async () => {
    const path = `/api/admin/spots/${'a'.repeat(24)}/recipient`;
    expect((await request(t.app).put(path).set(bearer(stack.organizer)).send({ email: 'nope', fullName: '', language: 'en' })).status).toBe(400);
    expect((await request(t.app).put(path).set(bearer(t.participantToken(newUserId()))).send({})).status).toBe(403);
    expect((await request(t.app).put(path).send({})).status).toBe(401);
    expect((await request(t.app).get('/api/admin/spots/transfers')).status).toBe(401);
  });

  it('when the process stopped right after the claim, then the transfer relay finishes it: sessions ended, recipient account, holding', async () => {
    const ana = await sender();
    const spotId = await spotIdOf(ana.account.id);
    const gus = uniqueEmail('gus');
    // The claim is the transfer; the process "stops" before any follow-up step.
    await t.collection('transfer_claims').insertOne({
      spotId,
      transferNumber: 1,
      fromUserId: ana.account.id,
      year: 2026,
      at: new Date(),
      recipient: { email: gus, fullName: null, language: null },
      recipientAffiliation: null,
      noteToOrganizers: null,
      carried: {},
      email: null,
    });
    expect((await request(t.app).get('/api/participant/transfer').set(bearer(ana.token))).body.transferredAt).not.toBeNull();

    await finishPendingTransfers(t.service.contexts.spots);
    await eventually(async () => (await request(t.app).get('/api/participant/profile').set(bearer(ana.token))).status, (status) => status === 401, { what: "the sender's sessions ended" });
    const gusAccount = await stack.authCollection('users').findOne({ email: gus });
    expect(gusAccount).not.toBeNull();
    expect(await t.collection('spot_holdings').findOne({ spotId, holderNumber: 1 })).toMatchObject({ userId: gusAccount!._id.toString() });
    // A second run (another start) changes nothing: one account, one link email.
    await finishPendingTransfers(t.service.contexts.spots);
    expect(await stack.authCollection('email_outbox').countDocuments({ 'email.to': gus })).toBe(1);
  });

  it.each([
    ['recipient email', { recipientEmail: 'not-an-email' }, transferMessages.invalidEmail],
    ['recipient affiliation', { recipientAffiliation: 'YALE' }, transferMessages.invalidAffiliation],
    ['note', { noteToOrganizers: 'x'.repeat(501) }, transferMessages.noteTooLong],
  ])('when the %s is invalid, then the transfer is refused and nothing changes', async (_field, body, message) => {
    const token = t.participantToken(newUserId());
    await request(t.app).put('/api/participant/profile').set(bearer(token)).send(profile);
    const res = await confirm(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await request(t.app).get('/api/participant/profile').set(bearer(token))).body.firstName).toBe('Ana');
  });

  it('when the email queue refuses the notice, then the transfer still succeeds and the notice is queued on the next relay run', async () => {
    const ana = await sender();
    const { emailQueue, emailOutbox, contexts } = t.service;
    // Stands in for a Redis outage without disturbing the other suites' Redis.
    const sendMany = emailQueue.sendMany.bind(emailQueue);
    emailQueue.sendMany = () => Promise.reject(new Error('Redis is away'));
    const jobId = `spot-transferred-${await spotIdOf(ana.account.id)}-1`;
    try {
      expect((await confirm(ana.token, {})).status).toBe(200);
      await eventually(() => emailOutbox.statuses([jobId]), ([status]) => status?.state === 'pending', { what: 'the notice owed, not queued' });
      await contexts.spots.relay.run();
      expect(await t.emailQueue.getJob(jobId)).toBeUndefined();
    } finally {
      emailQueue.sendMany = sendMany;
    }
    await contexts.spots.relay.run();
    expect((await t.emailQueue.getJob(jobId))?.data).toMatchObject({ kind: 'spot-transferred', subject: 'Spot transferred: Ana García' });
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

  it('when the deadline has passed, then the state says so and a confirm is refused without changing anything', async () => {
    const userId = newUserId();
    const auth = bearer(t.participantToken(userId));
    await request(t.app).put('/api/participant/profile').set(auth).send(profile);
    expect((await request(t.app).get('/api/participant/transfer').set(auth)).body).toMatchObject({ deadline: '2020-02-01T23:59:59.999Z', deadlinePassed: true });

    const res = await request(t.app).post('/api/participant/transfer/confirm').set(auth).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(transferMessages.deadlinePassed);
    expect((await request(t.app).get('/api/participant/profile').set(auth)).body.firstName).toBe('Ana');
    expect(await t.collection('transfer_claims').countDocuments({ fromUserId: userId })).toBe(0);
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
    const res = await request(t.app).post('/api/participant/transfer/confirm').set(bearer(t.participantToken(userId))).send({});
    expect(res.status).toBe(200);
    await t.service.contexts.logistics.relay.run();
    const spotId = (await t.collection('spot_holdings').findOne({ userId }))?.spotId as string;
    const job = await t.emailQueue.getJob(`spot-transferred-${spotId}-1`);
    expect(job?.data).toMatchObject({ kind: 'spot-transferred', to: [], organizerNotice: { kind: 'spot-transferred', link: expect.stringContaining('/admin/dashboard?tab=participants') } });
  });
});
