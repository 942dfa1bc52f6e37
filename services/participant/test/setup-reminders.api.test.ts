import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { setupReminderMessages, type Account } from '@trek/contracts';
import { createLogger, startRepeatingJob } from '@trek/service-kit';
import { bearer, type CapturedEmail } from '@trek/testing';
import { sendDueSetupReminders } from '../src/domain/reminders/setup-reminders.js';
import { startAdminStack, type AdminStack } from './admin-stack.fixture.js';
import { startApplicationsStub, type ApplicationsStub } from './applications-stub.fixture.js';
import { startEmailDelivery, type EmailDelivery } from '../../notifications/test/email-worker.fixture.js';
import { completeProfile, participantActions, submittedLogistics } from './participant-actions.js';

// The edition stub's 2026 dates: transfer deadline 2026-02-01T23:59:59.999Z, trek start 2026-03-15.
let clock = new Date('2026-01-10T12:00:00.000Z');
let stack: AdminStack;
let delivery: EmailDelivery;
let applications: ApplicationsStub;
/** Ana: everything done. Beto: nothing done. Carla: profile done, logistics and WhatsApp missing. Dora: disabled. */
let ana: Account;
let beto: Account;
let carla: Account;
let dora: Account;

beforeAll(async () => {
  applications = await startApplicationsStub();
  stack = await startAdminStack({ transferDeadline: null, now: () => clock, applicationsServiceUrl: applications.url });
  delivery = await startEmailDelivery(stack.t.emailQueuePrefix);
  ana = await stack.createAccount('Ana Ready');
  beto = await stack.createAccount('Beto Nothing');
  carla = await stack.createAccount('Carla Halfway');
  dora = await stack.createAccount('Dora Disabled');
  await stack.disableAccount(dora.id);

  const anaActs = participantActions(stack.t.app, stack.t.participantToken(ana.id));
  await anaActs.saveProfile(completeProfile());
  await anaActs.saveLogistics(submittedLogistics());
  await anaActs.joinWhatsapp();
  await participantActions(stack.t.app, stack.t.participantToken(carla.id)).saveProfile(completeProfile({ firstName: 'Carla', lastName: 'Halfway' }));
});

afterAll(async () => {
  await delivery.close();
  await stack.close();
  await new Promise((resolve) => applications.server.close(resolve));
});

const api = () => request(stack.t.app);
const organizer = () => bearer(stack.organizer);
const runReminders = () => sendDueSetupReminders(stack.t.service.contexts.reminders);
const mailTo = (account: Account) => delivery.sink.messages.filter((message) => message.to.includes(account.email.toLowerCase()));
const waitForMail = (account: Account, predicate: (email: CapturedEmail) => boolean = () => true) =>
  delivery.sink.waitFor((message) => message.to.includes(account.email.toLowerCase()) && predicate(message));
const auditEvents = async () => (await api().get('/api/admin/audit/participants').set(organizer())).body.events as Array<{ action: string; target: string; summary: string; actorId: string }>;

describe('the reminder schedule', () => {
  it('when organizers never saved one, then the default shows with this edition’s times', async () => {
    const res = await api().get('/api/admin/setup-reminders').set(organizer());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isDefault: true,
      reminders: [
        { anchor: 'transfer-deadline', daysBefore: 14, key: 'transfer-deadline-14d', at: '2026-01-18T23:59:59.999Z', due: false, over: false, sent: 0 },
        { anchor: 'transfer-deadline', daysBefore: 3, key: 'transfer-deadline-3d', at: '2026-01-29T23:59:59.999Z', due: false, over: false, sent: 0 },
        { anchor: 'trek-start', daysBefore: 7, key: 'trek-start-7d', at: '2026-03-08T00:00:00.000Z', due: false, over: false, sent: 0 },
      ],
    });
  });

  it('when the input is invalid, then 400 with the contract messages and nothing changes', async () => {
    const zero = await api().put('/api/admin/setup-reminders').set(organizer()).send({ reminders: [{ anchor: 'trek-start', daysBefore: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual({ 'reminders.0.daysBefore': setupReminderMessages.daysBeforeInvalid });
    const twice = await api()
      .put('/api/admin/setup-reminders')
      .set(organizer())
      .send({ reminders: [{ anchor: 'trek-start', daysBefore: 5 }, { anchor: 'trek-start', daysBefore: 5 }] });
    expect(twice.body.errors).toEqual({ 'reminders.1.daysBefore': setupReminderMessages.duplicate });
    const anchor = await api().put('/api/admin/setup-reminders').set(organizer()).send({ reminders: [{ anchor: 'arrival', daysBefore: 5 }] });
    expect(anchor.body.errors).toEqual({ 'reminders.0.anchor': setupReminderMessages.anchorInvalid });
    const many = await api()
      .put('/api/admin/setup-reminders')
      .set(organizer())
      .send({ reminders: Array.from({ length: 11 }, (_, index) => ({ anchor: 'trek-start', daysBefore: index + 1 })) });
    expect(many.body.message).toBe(setupReminderMessages.tooMany);
    expect((await api().get('/api/admin/setup-reminders').set(organizer())).body.isDefault).toBe(true);
  });

  it('when someone who is not an organizer asks, then 401 or 403', async () => {
    expect((await api().get('/api/admin/setup-reminders')).status).toBe(401);
    expect((await api().put('/api/admin/setup-reminders').set(bearer(stack.t.participantToken(beto.id))).send({ reminders: [] })).status).toBe(403);
    expect((await api().post('/api/admin/setup-reminders/nudge').set(bearer(stack.t.participantToken(beto.id))).send({})).status).toBe(403);
  });

  it('when organizers save a schedule, then it replaces the default and the change is audited', async () => {
    const res = await api()
      .put('/api/admin/setup-reminders')
      .set(organizer())
      .send({ reminders: [{ anchor: 'trek-start', daysBefore: 7 }, { anchor: 'transfer-deadline', daysBefore: 3 }, { anchor: 'transfer-deadline', daysBefore: 14 }] });
    expect(res.status).toBe(200);
    expect(res.body.isDefault).toBe(false);
    expect(res.body.reminders.map((reminder: { key: string }) => reminder.key)).toEqual(['transfer-deadline-14d', 'transfer-deadline-3d', 'trek-start-7d']);
    expect((await auditEvents())[0]).toMatchObject({
      action: 'setup-reminder.schedule',
      summary: 'Set setup reminders: 7 days before the trek starts; 3 days before the transfer deadline; 14 days before the transfer deadline',
    });
  });
});

describe('scheduled reminders', () => {
  it('when no reminder’s time has come, then nothing is sent', async () => {
    expect(await runReminders()).toEqual({ sent: {} });
  });

  it('when a reminder’s time comes, then each participant missing an item gets one email naming it, once', async () => {
    clock = new Date('2026-01-19T00:15:00.000Z');
    expect(await runReminders()).toEqual({ sent: { 'transfer-deadline-14d': 2 } });

    const toBeto = await waitForMail(beto);
    expect(toBeto.subject).toBe('Mexico Trek 2026: please finish your setup');
    expect(toBeto.text).toContain('Hi Beto Nothing,');
    expect(toBeto.text).toContain('Complete your public profile (name, photo, bio, program, university): http://trek.test/participant/dashboard#profile');
    expect(toBeto.text).toContain('http://trek.test/participant/dashboard#logistics');
    expect(toBeto.text).toContain('http://trek.test/participant/dashboard#whatsapp');
    expect(toBeto.text).toContain('Spots can be transferred until February 1, 2026.');
    const toCarla = await waitForMail(carla);
    expect(toCarla.text).toContain('Hi Carla Halfway,');
    expect(toCarla.text).not.toContain('#profile');
    expect(toCarla.text).toContain('#logistics');

    // A second run (another replica, a retry) owes nothing new.
    expect(await runReminders()).toEqual({ sent: {} });
    const view = await api().get('/api/admin/setup-reminders').set(organizer());
    expect(view.body.reminders[0]).toMatchObject({ key: 'transfer-deadline-14d', due: true, sent: 2 });
    expect((await auditEvents())[0]).toMatchObject({
      actorId: 'system',
      action: 'setup-reminder.send',
      target: 'setup-reminder:2026-transfer-deadline-14d',
      summary: 'Reminded 2 participants of missing setup items (14 days before the transfer deadline)',
    });
    const log = await stack.t.service.emailOutbox.statuses([`setup-reminder-2026-transfer-deadline-14d-${beto.id}-0`, `setup-reminder-2026-transfer-deadline-14d-${ana.id}-0`]);
    expect(log.map((entry) => [entry.jobId, entry.kind])).toEqual([[`setup-reminder-2026-transfer-deadline-14d-${beto.id}-0`, 'setup-reminder']]);
  });

  it('when a participant hands their spot on, then its recipient gets the reminder that is due, once, and the former holder none', async () => {
    const fede = await stack.createAccount('Fede Leaving');
    const fedeToken = bearer(stack.t.participantToken(fede.id));
    expect((await api().get('/api/participant/profile').set(fedeToken)).status).toBe(200);
    const gilEmail = `gil.${randomUUID()}@mit.edu`;
    expect((await api().post('/api/participant/transfer/confirm').set(fedeToken).send({ recipientEmail: gilEmail })).status).toBe(200);

    expect(await runReminders()).toEqual({ sent: { 'transfer-deadline-14d': 1 } });
    expect((await delivery.sink.waitFor((message) => message.to.includes(gilEmail))).text).toContain('#profile');
    expect(mailTo(fede)).toHaveLength(0);
    expect(await runReminders()).toEqual({ sent: {} });

    // The recipient sets up everything, so the later reminders leave them out.
    const gil = (await stack.authCollection('users').findOne({ email: gilEmail }))!._id.toString();
    const gilActs = participantActions(stack.t.app, stack.t.participantToken(gil));
    await gilActs.saveProfile(completeProfile({ firstName: 'Gil', lastName: 'Arriving' }));
    await gilActs.saveLogistics(submittedLogistics());
    await gilActs.joinWhatsapp();
  });

  it('when two reminders are due for someone who had neither, then they get one email, and neither again', async () => {
    const eva = await stack.createAccount('Eva Late');
    clock = new Date('2026-01-30T00:15:00.000Z');
    expect(await runReminders()).toEqual({ sent: { 'transfer-deadline-3d': 3 } });
    await waitForMail(eva);
    await waitForMail(beto, (message) => mailTo(beto).indexOf(message) === 1);
    expect(await runReminders()).toEqual({ sent: {} });
    expect(await stack.t.service.emailOutbox.statuses([`setup-reminder-2026-transfer-deadline-14d-${eva.id}-0`])).toEqual([]);
    expect(mailTo(eva)).toHaveLength(1);
    expect(mailTo(beto)).toHaveLength(2);
    expect(mailTo(ana)).toHaveLength(0);
    expect(mailTo(dora)).toHaveLength(0);
    const view = await api().get('/api/admin/setup-reminders').set(organizer());
    expect(view.body.reminders.slice(0, 2)).toMatchObject([{ key: 'transfer-deadline-14d', sent: 3 }, { key: 'transfer-deadline-3d', sent: 3 }]);
  });

  it('when the repeating job runs on the queue after the deadline, then the trek-start reminder goes out without the transfer line', async () => {
    // Carla finishes everything but WhatsApp before the last reminder.
    await participantActions(stack.t.app, stack.t.participantToken(carla.id)).saveLogistics(submittedLogistics());
    clock = new Date('2026-03-08T06:00:00.000Z');
    const earlier = mailTo(carla);
    const job = await startRepeatingJob({
      queueName: 'participant-setup-reminders',
      redis: stack.t.stores.redis,
      prefix: `test-${randomUUID()}`,
      everyMs: 3_600_000,
      logger: createLogger('reminders-test', 'silent'),
      run: runReminders,
    });
    try {
      const last = await waitForMail(carla, (message) => !earlier.includes(message));
      expect(last.text).toContain('The trek starts on March 15, 2026.');
      expect(last.text).not.toContain('Spots can be transferred');
      expect(last.text).not.toContain('#logistics');
      expect(last.text).toContain('Join the WhatsApp group and confirm it in the portal: http://trek.test/participant/dashboard#whatsapp');
    } finally {
      await job.close();
    }
  });
});

describe('nudge now', () => {
  it('when an organizer nudges one participant twice in a row, then one email goes out and the nudge is audited once', async () => {
    const before = mailTo(beto).length;
    const [first, second] = await Promise.all([
      api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({ userIds: [beto.id] }),
      api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({ userIds: [beto.id] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.nudged + second.body.nudged, first.body.alreadyNudged + second.body.alreadyNudged]).toEqual([1, 1]);
    const again = await api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({ userIds: [beto.id] });
    expect(again.body).toEqual({ nudged: 0, alreadyNudged: 1, nothingMissing: 0 });

    await waitForMail(beto, (message) => !mailTo(beto).slice(0, before).includes(message));
    const nudges = (await auditEvents()).filter((event) => event.action === 'setup-reminder.nudge');
    expect(nudges).toEqual([expect.objectContaining({ target: `participant:${beto.id}`, summary: 'Nudged 1 participant about missing setup items', actorId: stack.organizerId })]);
  });

  it('when an organizer nudges everyone, then those missing an item and not nudged just now get an email', async () => {
    const res = await api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({});
    expect(res.status).toBe(200);
    // Carla (WhatsApp) and Eva (everything); Beto was nudged a moment ago; Ana has nothing missing, Dora is disabled.
    expect(res.body).toEqual({ nudged: 2, alreadyNudged: 1, nothingMissing: 0 });
    const named = await api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({ userIds: [ana.id] });
    expect(named.body).toEqual({ nudged: 0, alreadyNudged: 0, nothingMissing: 1 });
    const bad = await api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({ userIds: ['not-an-id'] });
    expect(bad.status).toBe(400);
    expect(mailTo(ana)).toHaveLength(0);
  });
});

describe('in Spanish', () => {
  it('when a participant who uses the site in Spanish is nudged, then the reminder is in Spanish with the dates written in Spanish', async () => {
    clock = new Date('2026-01-20T12:00:00.000Z');
    const elena = await stack.createAccount('Elena Español');
    await stack.signInIn(elena, 'es');
    const res = await api().post('/api/admin/setup-reminders/nudge').set(organizer()).send({ userIds: [elena.id] });
    expect(res.body).toEqual({ nudged: 1, alreadyNudged: 0, nothingMissing: 0 });
    const email = await waitForMail(elena);
    expect(email.subject).toBe('Mexico Trek 2026: termina tu configuración');
    expect(email.text).toContain('Hola, Elena Español:');
    expect(email.text).toContain('- Completa tu perfil público (nombre, foto, biografía, programa, universidad): http://trek.test/participant/dashboard#profile');
    expect(email.text).toContain('Los lugares se pueden transferir hasta el 1 de febrero de 2026.');
    expect(email.text).toContain('El trek empieza el 15 de marzo de 2026.');
  });
});

describe('erasure', () => {
  it('when an organizer erases a participant, then the records of which reminders reached them go too', async () => {
    const sentCounts = async () =>
      new Map(((await api().get('/api/admin/setup-reminders').set(organizer())).body.reminders as Array<{ key: string; sent: number }>).map((reminder) => [reminder.key, reminder.sent]));
    const recordsOf = async (account: Account) => (await stack.t.service.contexts.reminders.setupReminders.sentIn(2026)).filter((record) => record.userId === account.id);
    const before = await sentCounts();
    const records = await recordsOf(beto);
    const held = records.length;
    const heldOf14Days = records.filter((record) => record.reminderKey === 'transfer-deadline-14d').length;
    expect(heldOf14Days).toBeGreaterThan(0);

    expect((await api().post(`/api/admin/participants/${beto.id}/erase`).set(organizer())).status).toBe(200);
    expect(await recordsOf(beto)).toEqual([]);
    expect((await sentCounts()).get('transfer-deadline-14d')).toBe(before.get('transfer-deadline-14d')! - heldOf14Days);
    const erasure = (await auditEvents()).find((event) => event.action === 'participant.erase' && event.target === `participant:${beto.id}`);
    expect(erasure?.summary).toContain(`${held} setup reminder record`);
  });
});
