import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Queue } from 'bullmq';
import { calendarFeedSchema, ERASED_PARTICIPANT_NAME, personErasedJobId, QUEUES, type LogisticsReadList, type MyData, type OwnApplication } from '@trek/contracts';
import { bearer, eventually } from '@trek/testing';
import { purgeDueLogistics } from '../src/domain/logistics/logistics-retention.js';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { completeProfile, participantActions, submittedLogistics } from './participant-actions.js';

/**
 * The applications service's endpoint this service calls (the participant's own applications, for
 * the data download), as a stub that records the tokens it was asked with. An erasure reaches the
 * applications service as `PersonErased`; its own suite tests both for real.
 */
interface ApplicationsStub {
  url: string;
  server: Server;
  mine: OwnApplication[];
  authorizations: string[];
}

async function startApplicationsStub(): Promise<ApplicationsStub> {
  const stub: ApplicationsStub = { url: '', server: createServer(), mine: [], authorizations: [] };
  stub.server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    stub.authorizations.push(req.headers.authorization ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && url.pathname === '/api/applications/mine') return void res.end(JSON.stringify({ applications: stub.mine }));
    res.writeHead(404).end('{"message":"not found"}');
  });
  await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
  return stub;
}

const anApplication = (email: string): OwnApplication => ({
  ref: 'MT26-ABCD-EFGH',
  year: 2026,
  status: 'accepted',
  submittedAt: '2025-10-01T12:00:00.000Z',
  firstNames: 'Ana',
  lastName: 'García',
  universityEmail: email,
  phone: '+1 650 555 0100',
  affiliation: 'MBA 2026, Stanford GSB',
  interest250: 'I want to understand Mexican business from the inside.',
  goals250: 'Build companies between Mexico and the US.',
  favoriteFood: 'Tacos al pastor',
  passportValid: 'YES',
  passportCountry: 'Mexico',
  commitment: 'COMMITTED',
  significantOther: 'NO',
  comments: '',
  referral: 'instagram',
});

let stack: AdminStack;
let applications: ApplicationsStub;

beforeAll(async () => {
  applications = await startApplicationsStub();
  stack = await startAdminStack({ applicationsServiceUrl: applications.url });
});

afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => applications.server.close(resolve));
});

/** A participant with an account in auth, who filled in profile and logistics and sent feedback an organizer answered. */
async function activeParticipant(name = 'Ana García') {
  const account = await stack.createAccount(name);
  const token = stack.t.participantToken(account.id);
  const actions = participantActions(stack.t.app, token);
  await actions.saveProfile(completeProfile({ email: account.email }));
  await actions.saveLogistics(
    submittedLogistics({
      email: account.email,
      passportNumber: 'G98765432',
      arrivalFlight: 'AM 401, March 14, 10:05',
      departureFlight: 'AA 1402, March 22, 16:40',
      inboundFlight: { airline: 'Aeroméxico', flightNumber: 'AM 401', date: '2026-03-14', time: '10:05', airport: 'MEX', timeZone: 'America/Mexico_City' },
    }),
  );
  const feedback = await request(stack.t.app).post('/api/participant/feedback').set(bearer(token)).send({ subject: 'Rooms', message: 'Can I share with Bea?' });
  expect(feedback.status).toBe(201);
  const answer = await request(stack.t.app).post(`/api/admin/feedback/${feedback.body.id as string}/replies`).set(bearer(stack.organizer)).send({ message: 'Yes, room 4.' });
  expect(answer.status).toBe(201);
  return { account, token };
}

/** The `PersonErased` events the erasure of this person added to each consumer's queue. */
async function personErasedEvents(userId: string) {
  const connection = stack.t.stores.redis;
  return Promise.all(
    [QUEUES.applicationsPersonErased, QUEUES.notificationsPersonErased, QUEUES.uploadPersonErased].map(async (name) => {
      const queue = new Queue(name, { connection, prefix: stack.t.emailQueuePrefix });
      const job = await queue.getJob(personErasedJobId(userId));
      await queue.close();
      return job?.data;
    }),
  );
}

const asOrganizer = (path: string) => request(stack.t.app).get(path).set(bearer(stack.organizer));
const organizerCall = (method: 'post' | 'put', path: string, body: object = {}) => request(stack.t.app)[method](path).set(bearer(stack.organizer)).send(body);

describe('my data download', () => {
  it('when a participant downloads their data, then one JSON file holds account, profile, decrypted logistics, feedback, transfer and application', async () => {
    const { account, token } = await activeParticipant();
    applications.mine = [anApplication(account.email)];

    const res = await request(stack.t.app).get('/api/participant/my-data').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body as MyData;
    expect(data.account).toEqual({ id: account.id, fullName: account.fullName, email: account.email });
    expect(data.profile).toMatchObject({ firstName: 'Ana', program: 'MBA' });
    expect(data.logistics).toMatchObject({
      passportNumber: 'G98765432',
      dateOfBirth: '1998-07-14',
      arrivalFlight: 'AM 401, March 14, 10:05',
      departureFlight: 'AA 1402, March 22, 16:40',
      inboundFlight: { flightNumber: 'AM 401', airport: 'MEX', timeZone: 'America/Mexico_City', at: '2026-03-14T16:05:00.000Z' },
      emergencyContactName: 'Lucía López',
      emergencyContactPhone: '+52 55 1234 5678',
      insurancePolicyNumber: 'ST-55-0192',
      status: 'SUBMITTED',
      purgedAt: null,
    });
    expect(data.feedback.map((item) => [item.subject, item.replies.map((reply) => reply.message)])).toEqual([['Rooms', ['Yes, room 4.']]]);
    expect(data.transfer).toMatchObject({ transferCount: 0, receivedByTransfer: false });
    expect(data.applications.map((item) => item.ref)).toEqual(['MT26-ABCD-EFGH']);
    // The applications service was asked with the participant's own token, never an identity it could not check.
    expect(applications.authorizations.at(-1)).toBe(`Bearer ${token}`);
  });

  it('when a participant is in a room, then the download holds the rooms as last published and as drafted now, each with label, night and the roommates\' names only', async () => {
    const { account, token } = await activeParticipant('Rosa Roomed');
    const roommate = await activeParticipant('Berta Roommate');
    await participantActions(stack.t.app, roommate.token).saveProfile(completeProfile({ email: roommate.account.email, firstName: 'Berta', lastName: 'Roommate' }));
    const room = await organizerCall('post', '/api/admin/logistics/rooms', { label: 'Casa Azul 3', size: 2, night: '2026-03-16', memberIds: [account.id, roommate.account.id] });
    expect(room.status).toBe(201);
    expect((await organizerCall('post', '/api/admin/logistics/rooms/publish')).status).toBe(200);
    expect((await organizerCall('put', `/api/admin/logistics/rooms/${room.body.id as string}`, { label: 'Casa Azul 4', size: 2, night: '2026-03-16' })).status).toBe(200);

    const data = (await request(stack.t.app).get('/api/participant/my-data').set(bearer(token))).body as MyData;
    expect(data.rooms).toEqual({
      published: [{ year: 2026, label: 'Casa Azul 3', night: '2026-03-16', roommates: [{ name: 'Berta Roommate' }] }],
      draft: [{ year: 2026, label: 'Casa Azul 4', night: '2026-03-16', roommates: [{ name: 'Berta Roommate' }] }],
    });
    expect(JSON.stringify(data.rooms)).not.toContain(roommate.account.id);
  });

  it('when a participant is in no room, then the download says so with empty lists', async () => {
    const { token } = await activeParticipant('Nadia Noroom');
    const data = (await request(stack.t.app).get('/api/participant/my-data').set(bearer(token))).body as MyData;
    expect(data.rooms).toEqual({ published: [], draft: [] });
  });

  it('when the download is asked without a token or by an organizer, then 401 and 403', async () => {
    expect((await request(stack.t.app).get('/api/participant/my-data')).status).toBe(401);
    expect((await asOrganizer('/api/participant/my-data')).status).toBe(403);
  });
});

describe('logistics read log', () => {
  it('when organizers open the logistics table, the participant detail, the CSV export and the rooming report, then each read is recorded and shown to organizers and to the participant', async () => {
    const { account, token } = await activeParticipant('Read Logged');
    const organizer = stack.t.organizerToken();
    const organizerId = JSON.parse(Buffer.from(organizer.split('.')[1]!, 'base64url').toString()).sub as string;
    const seen = (path: string) => request(stack.t.app).get(path).set(bearer(organizer));

    expect((await seen(`/api/admin/logistics?pageSize=100&search=${encodeURIComponent(account.email)}`)).status).toBe(200);
    expect((await seen(`/api/admin/participants/${account.id}`)).status).toBe(200);
    expect((await seen('/api/admin/logistics/export.csv')).status).toBe(200);
    expect((await seen('/api/admin/logistics/rooming')).status).toBe(200);

    const own = await request(stack.t.app).get('/api/participant/logistics-reads').set(bearer(token));
    expect(own.status).toBe(200);
    expect(own.body.reads.map((read: { view: string }) => read.view)).toEqual(['rooming', 'export', 'detail', 'list']);
    expect(Object.keys(own.body.reads[0]).sort()).toEqual(['at', 'view']);

    const log = await seen('/api/admin/logistics/reads?pageSize=100');
    expect(log.status).toBe(200);
    const mine = (log.body as LogisticsReadList).reads.filter((read) => read.organizerId === organizerId);
    expect(mine.map((read) => read.view)).toEqual(['rooming', 'export', 'detail', 'list']);
    expect(mine[0]!.participantIds).toContain(account.id);
    expect(mine[2]).toMatchObject({ participantIds: [account.id], participantNames: ['Ana García'] });
    expect(mine[3]!.participantIds).toEqual([account.id]);
  });

  it('when an organizer filters the logistics and asks for a page past the end, then the query, its filters and the number who match are recorded with the organizer', async () => {
    const { account } = await activeParticipant('Filtered Vegan');
    const organizer = stack.t.organizerToken();
    const organizerId = JSON.parse(Buffer.from(organizer.split('.')[1]!, 'base64url').toString()).sub as string;
    const probe = await request(stack.t.app).get('/api/admin/logistics').query({ search: account.email, dietary: 'vegetarian', day0Decision: 'JOIN', page: 999, pageSize: 1 }).set(bearer(organizer));
    expect(probe.status).toBe(200);
    expect(probe.body).toMatchObject({ records: [], total: 1 });
    const nobody = await request(stack.t.app).get('/api/admin/logistics').query({ search: account.email, dietary: 'vegan' }).set(bearer(organizer));
    expect(nobody.body.total).toBe(0);

    const log = await request(stack.t.app).get('/api/admin/logistics/reads?pageSize=100').set(bearer(organizer));
    const mine = (log.body as LogisticsReadList).reads.filter((read) => read.organizerId === organizerId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ view: 'list', filters: { search: account.email, dietary: 'vegan' }, matches: 0, participantIds: [] });
    expect(mine[1]).toMatchObject({ view: 'list', filters: { search: account.email, dietary: 'vegetarian', day0Decision: 'JOIN' }, matches: 1, participantIds: [] });
  });

  it('when an organizer exports the logistics, then the number of participants in it is recorded, with no filters', async () => {
    await activeParticipant('Exported');
    const organizer = stack.t.organizerToken();
    const organizerId = JSON.parse(Buffer.from(organizer.split('.')[1]!, 'base64url').toString()).sub as string;
    expect((await request(stack.t.app).get('/api/admin/logistics/export.csv').set(bearer(organizer))).status).toBe(200);
    const log = await request(stack.t.app).get('/api/admin/logistics/reads?pageSize=100').set(bearer(organizer));
    const [exported] = (log.body as LogisticsReadList).reads.filter((read) => read.organizerId === organizerId);
    expect(exported).toMatchObject({ view: 'export', filters: {} });
    expect(exported!.matches).toBe(exported!.participantIds.length);
  });

  it('when a participant asks for the organizers\' log, then 403; without a token 401', async () => {
    const { token } = await activeParticipant();
    expect((await request(stack.t.app).get('/api/admin/logistics/reads').set(bearer(token))).status).toBe(403);
    expect((await request(stack.t.app).get('/api/admin/logistics/reads')).status).toBe(401);
  });
});

describe('logistics retention purge', () => {
  it('when the retention days after the trek have passed, then the purge deletes the logistics fields, records a count in the audit trail, and a second run changes nothing', async () => {
    const logistics = stack.t.collection('participant_logistics');
    const { account } = await activeParticipant('Purge Soon');
    // The 2026 trek ends March 22; 30 days of retention end at April 21, 00:00 UTC.
    expect(stack.content.edition).toMatchObject({ endDate: '2026-03-22', logisticsRetentionDays: 30 });

    const before = await purgeDueLogistics(stack.t.service.contexts.logistics, new Date('2026-04-20T23:59:59.999Z'));
    expect(before.purged).toBe(0);
    expect(await logistics.findOne({ userId: account.id })).toHaveProperty('passportNumber');

    const due = await purgeDueLogistics(stack.t.service.contexts.logistics, new Date('2026-04-21T00:00:00.000Z'));
    expect(due.purged).toBeGreaterThanOrEqual(1);
    const purged = await logistics.findOne({ userId: account.id });
    for (const field of ['passportNumber', 'dateOfBirth', 'legalName', 'email', 'passportNationality', 'arrivalFlight', 'departureFlight', 'inboundFlight', 'emergencyContactName', 'emergencyContactPhone', 'insurancePolicyNumber', 'dietaryPreferences', 'day0Decision']) {
      expect(purged).not.toHaveProperty(field);
    }
    expect(purged!.purgedAt).toEqual(new Date('2026-04-21T00:00:00.000Z'));

    expect((await purgeDueLogistics(stack.t.service.contexts.logistics, new Date('2026-04-22T00:00:00.000Z'))).purged).toBe(0);

    const audit = await asOrganizer('/api/admin/audit/participants?pageSize=100');
    const entry = audit.body.events.find((event: { action: string }) => event.action === 'retention.logistics-purge');
    expect(entry.summary).toMatch(/^Retention: deleted the logistics of \d+ participants? and \d+ rooms? \(2026 edition\), 30 days after the trek ended$/);
    expect(entry.summary).not.toContain('Purge Soon');
  });

  it('when the edition\'s logistics are purged, then its rooms and their publications go with them, and not before', async () => {
    const rooms = stack.t.collection('rooms');
    const publications = stack.t.collection('room_publications');
    const { account } = await activeParticipant('Room Purged');
    const room = await organizerCall('post', '/api/admin/logistics/rooms', { label: 'Hostal Purga', size: 2, night: null, memberIds: [account.id] });
    expect(room.status).toBe(201);
    expect((await organizerCall('post', '/api/admin/logistics/rooms/publish')).status).toBe(200);

    await purgeDueLogistics(stack.t.service.contexts.logistics, new Date('2026-04-20T23:59:59.999Z'));
    expect(await rooms.countDocuments({ year: 2026 })).toBeGreaterThanOrEqual(1);
    expect(await publications.countDocuments({ year: 2026 })).toBeGreaterThanOrEqual(1);

    await purgeDueLogistics(stack.t.service.contexts.logistics, new Date('2026-04-21T00:00:00.000Z'));
    expect(await rooms.countDocuments({ year: 2026 })).toBe(0);
    expect(await publications.countDocuments({ year: 2026 })).toBe(0);
    const own = await request(stack.t.app).get('/api/me/rooms').set(bearer(stack.t.participantToken(account.id)));
    expect(own.body).toEqual({ published: false, rooms: [] });
  });

  it('when organizers open the purge preview, then it says when the next purge runs and how many participants it removes, with the edition\'s retention days', async () => {
    stack.content.edition = { ...stack.content.edition, endDate: '2099-03-22', startDate: '2099-03-15', logisticsRetentionDays: 45 };
    try {
      const { account } = await activeParticipant('Preview Me');
      expect((await organizerCall('post', '/api/admin/logistics/rooms', { label: 'Preview Room', size: 2, night: null, memberIds: [account.id] })).status).toBe(201);
      const res = await asOrganizer('/api/admin/logistics/purge-preview');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ retentionDays: 45, nextPurgeAt: '2099-05-06T00:00:00.000Z', alreadyDue: 0, editionYear: 2026 });
      expect(res.body.participants).toBeGreaterThanOrEqual(1);
      expect(res.body.fields).toEqual(expect.arrayContaining(['passportNumber', 'dateOfBirth']));
      expect(res.body.rooms).toBeGreaterThanOrEqual(1);
      expect(res.body.rooms).toBe(await stack.t.collection('rooms').countDocuments({ year: 2026 }));
    } finally {
      stack.content.edition = { ...stack.content.edition, endDate: '2026-03-22', startDate: '2026-03-15', logisticsRetentionDays: 30 };
    }
  });

  it('when a participant asks for the purge preview, then 403', async () => {
    const { token } = await activeParticipant();
    expect((await request(stack.t.app).get('/api/admin/logistics/purge-preview').set(bearer(token))).status).toBe(403);
  });
});

describe('erasure on request', () => {
  it('when an organizer erases a participant, then their documents go, the applications, notifications, upload and updates services are told and their feedback goes, the account is kept disabled without name or email, and the audit entries name no one', async () => {
    const { account, token } = await activeParticipant('Erase Me');
    const calendar = calendarFeedSchema.parse((await request(stack.t.app).post('/api/participant/calendar-feed').set(bearer(token))).body);
    const res = await request(stack.t.app).post(`/api/admin/participants/${account.id}/erase`).set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: account.id, account: true, profile: true, logistics: true, whatsapp: 0, transfers: 0 });
    const event = { userId: account.id, accountEmail: account.email, erasedBy: expect.objectContaining({ id: stack.organizerId }), erasedAt: expect.any(String) };
    expect(await personErasedEvents(account.id)).toEqual([event, event, event]);
    expect((await request(stack.t.app).get(new URL(calendar.url!).pathname)).status).toBe(404);

    for (const name of ['participant_profiles', 'participant_logistics'] as const) {
      expect(await stack.t.collection(name).countDocuments({ userId: account.id })).toBe(0);
    }
    // The updates service consumes PersonErased from its own queue.
    // It audits once it deleted.
    const updatesAudit = await eventually(() => stack.u.collection('audit_events').find({ action: 'participant.erase', target: `participant:${account.id}` }).toArray(), (entries) => entries.length > 0, { what: 'the feedback erased by the updates service' });
    expect(await stack.u.collection('feedback').countDocuments({ userId: account.id })).toBe(0);
    expect(updatesAudit.map(({ actorId, summary }) => ({ actorId, summary }))).toEqual([{ actorId: stack.organizerId, summary: "Erased a participant's feedback (1) and announcement read receipts (0) on request" }]);
    expect(JSON.stringify(updatesAudit)).not.toContain(account.email);
    expect(await stack.u.collection('feedback_replies').countDocuments({ feedbackUserId: account.id })).toBe(0);
    const roster = await asOrganizer(`/api/admin/participants/${account.id}`);
    expect(roster.body.account).toMatchObject({ fullName: ERASED_PARTICIPANT_NAME, disabled: true, email: `erased-${account.id}@erased.invalid` });
    // The account's sessions ended with it.
    expect((await request(stack.t.app).get('/api/participant/profile').set(bearer(token))).status).toBe(401);

    const audit = await asOrganizer('/api/admin/audit/participants?pageSize=100');
    const entry = audit.body.events.find((event: { action: string; target: string }) => event.action === 'participant.erase' && event.target === `participant:${account.id}`);
    expect(entry.summary).toBe("Erased a participant's data on request: account, profile, logistics; applications, feedback, uploads and email contents by their services");
    expect(JSON.stringify(audit.body)).not.toContain(account.email);
  });

  it('when a participant typed someone else\'s email into their profile and logistics, then the erasure events carry their own account\'s email, not that one', async () => {
    const victor = await stack.createAccount('Victor Victim');
    const { account: mallory, token } = await activeParticipant('Mallory Typist');
    const actions = participantActions(stack.t.app, token);
    await actions.saveProfile(completeProfile({ email: victor.email }));
    await actions.saveLogistics(submittedLogistics({ email: victor.email }));

    const res = await request(stack.t.app).post(`/api/admin/participants/${mallory.id}/erase`).set(bearer(stack.organizer));
    expect(res.status).toBe(200);
    for (const event of await personErasedEvents(mallory.id)) expect(event).toMatchObject({ userId: mallory.id, accountEmail: mallory.email });
  });

  it('when the participant keeps saving their profile while an organizer erases them, then nothing of theirs is left once the erasure answers', async () => {
    // A race between the erasure's deletes and the participant's still-valid session: repeated, as the concurrent suites do.
    const left: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { account, token } = await activeParticipant('Still Saving');
      let answered = false;
      const keepSaving = async () => {
        while (!answered) {
          const save = await request(stack.t.app).put('/api/participant/profile').set(bearer(token)).send(completeProfile({ email: account.email }));
          if (save.status === 401) return;
        }
      };
      const erase = async () => {
        const res = await request(stack.t.app).post(`/api/admin/participants/${account.id}/erase`).set(bearer(stack.organizer));
        answered = true;
        return res;
      };
      const [erasure] = await Promise.all([erase(), keepSaving()]);
      expect(erasure.status).toBe(200);
      for (const name of ['participant_profiles', 'participant_logistics'] as const) {
        if ((await stack.t.collection(name).countDocuments({ userId: account.id })) > 0) left.push(`${name} ${round}`);
      }
    }
    expect(left).toEqual([]);
  }, 120_000);

  it('when the id is no participant, then 404; when a participant asks, then 403', async () => {
    const res = await request(stack.t.app).post('/api/admin/participants/0123456789abcdef01234567/erase').set(bearer(stack.organizer));
    expect(res.status).toBe(404);
    const { account, token } = await activeParticipant();
    expect((await request(stack.t.app).post(`/api/admin/participants/${account.id}/erase`).set(bearer(token))).status).toBe(403);
    expect((await request(stack.t.app).post('/api/admin/participants/not-an-id/erase').set(bearer(stack.organizer))).status).toBe(400);
  });
});
