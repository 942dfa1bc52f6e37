import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import {
  DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS,
  type EmailJob,
  type Language,
  type OrganizerNoticeKind,
  type OrganizerNotificationSettings,
} from '@trek/contracts';
import { EmailOutbox, createEditionSource, createLogger } from '@trek/service-kit';
import { REFUSED_PORT, signTestToken, type SmtpSink } from '@trek/testing';
import { bearer, registerOrganizer, type AuthTestApp } from '../../auth/test/auth-app.fixture.js';
import { createActiveOrganizersClient } from '../src/data-access/active-organizers.client.js';
import { createDigestsSentRepository } from '../src/data-access/digests-sent.repository.js';
import { deliverEmail } from '../src/domain/deliver-email.js';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { createDigestWorker, type DigestWorker } from '../src/worker/digest.worker.js';
import { startOrganizerNoticesStack, type OrganizerNoticesStack, type TestOrganizer as Organizer } from './organizer-notices.fixture.js';
import type { WorkerHarness } from './worker-harness.js';

const SHARED_INBOX = 'team-inbox@mexicotrek.example';
const SETTINGS_LINK = 'Change which emails you get: http://trek.test/admin/dashboard?tab=my-profile';

/** The clock notices and digests are dated by; tests set it. 13:00 UTC is 07:00 in Mexico City (UTC-6). */
let clockNow = new Date('2026-03-02T13:00:00Z');
const clock = { now: () => clockNow };

let stack: OrganizerNoticesStack;
let auth: AuthTestApp;
let sink: SmtpSink;
let harness: WorkerHarness;
let app: Express;
let content: OrganizerNoticesStack['content'];
let keys: OrganizerNoticesStack['keys'];

const newOrganizer = (name: string, language?: Language) => stack.newOrganizer(name, language);

const choose = (organizer: Organizer, settings: Partial<OrganizerNotificationSettings>) =>
  request(app)
    .put('/api/admin/notification-settings')
    .set(bearer(organizer.token))
    .send({ ...DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, ...settings });

function notice(kind: OrganizerNoticeKind, label: string, to: string[] = [SHARED_INBOX]): EmailJob {
  return {
    kind,
    to,
    subject: `${label} happened`,
    text: `Something to know: ${label}`,
    organizerNotice: { kind, summary: `${label} (summary)`, link: `http://trek.test/admin/dashboard?tab=x&about=${encodeURIComponent(label)}` },
  };
}

async function send(email: EmailJob): Promise<{ jobId: string; outcome: string }> {
  const jobId = `test-${randomUUID()}`;
  const done = harness.settled(jobId);
  await harness.outbox.send(jobId, email);
  const result = await done;
  if (result.state !== 'completed') throw result.error;
  return { jobId, outcome: result.outcome };
}

const delivered = (subject: string) => sink.messages.filter((message) => message.subject === subject);

beforeAll(async () => {
  stack = await startOrganizerNoticesStack(clock.now);
  ({ auth, sink, harness, app, content, keys } = stack);
});

afterAll(() => stack.close());

describe('who gets an organizer notice', () => {
  it('when an application notice goes out, then every active organizer and the extra list get it, a disabled organizer does not, and the email says where to change it', async () => {
    const ana = await newOrganizer('Ana Active');
    const beto = await newOrganizer('Beto Active');
    const carla = await newOrganizer('Carla Disabled');
    const anaAuthToken = (await request(auth.app).post('/api/auth/login').send({ email: ana.email, password: 'correct horse battery' })).body.token as string;
    expect((await request(auth.app).patch(`/api/admin/organizers/${carla.id}`).set(bearer(anaAuthToken)).send({ disabled: true })).status).toBe(200);

    const { jobId } = await send(notice('new-application', 'Application one'));

    const [message] = delivered('Application one happened');
    expect(message?.to).toEqual(expect.arrayContaining([ana.email, beto.email, SHARED_INBOX]));
    expect(message?.to).not.toContain(carla.email);
    expect(message?.text).toContain(SETTINGS_LINK);
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ kind: 'new-application', status: 'sent', to: message?.to });
  });

  it('when an organizer is disabled after the notice was queued but before it is sent, then they get nothing', async () => {
    const dora = await newOrganizer('Dora Late');
    const anaToken = (await registerOrganizer(auth.app)).token;
    await harness.worker.pause();
    const jobId = `test-${randomUUID()}`;
    const done = harness.settled(jobId);
    await harness.outbox.send(jobId, notice('new-application', 'Application two'));
    expect((await request(auth.app).patch(`/api/admin/organizers/${dora.id}`).set(bearer(anaToken)).send({ disabled: true })).status).toBe(200);
    harness.worker.resume();
    await done;
    expect(delivered('Application two happened')[0]?.to).not.toContain(dora.email);
  });

  it('when a notice already sent runs again while auth cannot be reached, then nothing is sent again and its log still says sent', async () => {
    await newOrganizer('Fede Once');
    const email = notice('new-application', 'Application sent once');
    const { jobId } = await send(email);
    // Auth on a port nothing listens on: the worker cannot learn who the organizers are.
    const authAway = { ...harness.organizerNotices!, organizers: createActiveOrganizersClient(`http://127.0.0.1:${REFUSED_PORT}`, 'internal-key') };
    const transport = createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' });

    const outcome = await deliverEmail({ jobId, email, attempt: 1, isLastAttempt: true }, { emailLog: harness.emailLog, transport, organizerNotices: authAway });

    expect(outcome).toBe('already-delivered');
    expect(delivered('Application sent once happened')).toHaveLength(1);
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ status: 'sent', error: null });
  });

  it('when nobody set an extra list, then the active organizers alone get the notice', async () => {
    const emil = await newOrganizer('Emil Alone');
    await send(notice('new-application', 'Application three', []));
    expect(delivered('Application three happened')[0]?.to).toContain(emil.email);
  });
});

describe('GET and PUT /api/admin/notification-settings', () => {
  it('when an organizer never chose, then the defaults: immediately, but finalised logistics in the digest', async () => {
    const fede = await newOrganizer('Fede Default');
    const res = await request(app).get('/api/admin/notification-settings').set(bearer(fede.token));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ 'new-application': 'immediately', 'feedback-received': 'immediately', 'spot-transferred': 'immediately', 'logistics-finalised': 'digest' });
  });

  it('when an organizer saves a choice per kind, then it is theirs alone; a bad choice is 400; no token 401; a participant 403', async () => {
    const gala = await newOrganizer('Gala Chooser');
    const saved = await choose(gala, { 'new-application': 'digest', 'feedback-received': 'off' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ 'new-application': 'digest', 'feedback-received': 'off' });
    expect((await request(app).get('/api/admin/notification-settings').set(bearer(gala.token))).body['new-application']).toBe('digest');
    const other = await newOrganizer('Other Organizer');
    expect((await request(app).get('/api/admin/notification-settings').set(bearer(other.token))).body['new-application']).toBe('immediately');

    const bad = await choose(gala, { 'new-application': 'hourly' as never });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose immediately, daily digest or off');
    expect((await request(app).get('/api/admin/notification-settings')).status).toBe(401);
    const participant = signTestToken(keys, { role: 'PARTICIPANT' });
    expect((await request(app).put('/api/admin/notification-settings').set(bearer(participant)).send(DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS)).status).toBe(403);
  });

  it('when an organizer saves twice at the same instant (two tabs, a double click), then both saves answer 200 and one of them is what is stored', async () => {
    // FerretDB 1.24 does not make an upsert atomic with its filter: two first saves of one
    // organizer both try to insert. Repeated, as the race does not show every time.
    const failed: number[] = [];
    let neither = 0;
    for (let round = 0; round < 20; round += 1) {
      const organizer = { id: '', email: '', token: signTestToken(keys, { role: 'ORGANIZER' }) };
      const first = { ...DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, 'new-application': 'digest' } as const;
      const second = { ...DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, 'new-application': 'off' } as const;
      for (const attempt of [0, 1]) {
        const answers = await Promise.all([choose(organizer, attempt === 0 ? first : second), choose(organizer, attempt === 0 ? second : first)]);
        failed.push(...answers.filter((res) => res.status !== 200).map((res) => res.status));
        const stored = (await request(app).get('/api/admin/notification-settings').set(bearer(organizer.token))).body as OrganizerNotificationSettings;
        if (!['digest', 'off'].includes(stored['new-application'])) neither += 1;
      }
    }
    expect({ failed, neither }).toEqual({ failed: [], neither: 0 });
  }, 120_000);

  it.each(['feedback-received', 'spot-transferred', 'logistics-finalised', 'new-application'] as const)(
    'when a %s notice goes out, then "immediately" gets the email, "digest" gets a digest event, "off" gets nothing',
    async (kind) => {
      const now = await newOrganizer(`Now ${kind}`);
      const later = await newOrganizer(`Later ${kind}`);
      const never = await newOrganizer(`Never ${kind}`);
      await choose(now, { [kind]: 'immediately' });
      await choose(later, { [kind]: 'digest' });
      await choose(never, { [kind]: 'off' });

      await send(notice(kind, `Event ${kind}`));

      const [message] = delivered(`Event ${kind} happened`);
      expect(message?.to).toContain(now.email);
      expect(message?.to).not.toContain(later.email);
      expect(message?.to).not.toContain(never.email);
      const events = harness.organizerNotices!.digestEvents;
      const everything = [new Date(0), new Date('2100-01-01')] as const;
      expect((await events.between(later.id, ...everything)).map((event) => event.summary)).toEqual([`Event ${kind} (summary)`]);
      expect(await events.between(never.id, ...everything)).toEqual([]);
      expect(await events.between(now.id, ...everything)).toEqual([]);
    },
  );
});

describe('the daily digest', () => {
  let digestEmails: EmailOutbox;
  const startDigest = async (): Promise<DigestWorker> =>
    createDigestWorker({
      connection: harness.stores.redis,
      prefix: harness.prefix,
      edition: createEditionSource(content.url, 0),
      organizers: harness.organizerNotices!.organizers,
      digestEvents: harness.organizerNotices!.digestEvents,
      digestsSent: await createDigestsSentRepository(harness.stores.mongo),
      sendEmail: (jobId, email) => digestEmails.send(jobId, email),
      publicSiteUrl: 'http://trek.test',
      now: clock.now,
      logger: createLogger('digest-test', 'silent'),
    });

  beforeAll(() => {
    digestEmails = new EmailOutbox(harness.stores.redis, { prefix: harness.prefix });
  });
  afterAll(async () => {
    await digestEmails.close();
  });

  it('when the digest time comes, then one digest per organizer per day, also after a restart, none on a quiet day, and the next one has only what is new', async () => {
    const hugo = await newOrganizer('Hugo Digest');
    await choose(hugo, { 'new-application': 'digest', 'feedback-received': 'digest' });
    const digestsTo = () => sink.messages.filter((message) => message.to.includes(hugo.email) && message.subject.startsWith('Mexico Trek daily digest'));

    // Monday 07:00 in Mexico City: two events, before the 08:00 digest.
    clockNow = new Date('2026-03-02T13:00:00Z');
    await send(notice('new-application', 'Digest application', []));
    await send(notice('feedback-received', 'Digest feedback', []));

    let digest = await startDigest();
    // 07:30: the newest due digest is Sunday's, which covers nothing of Monday's.
    clockNow = new Date('2026-03-02T13:30:00Z');
    expect((await digest.runDue()).sentTo).not.toContain(hugo.id);

    // 08:05: Monday's digest.
    clockNow = new Date('2026-03-02T14:05:00Z');
    const first = harness.settled(`organizer-digest-${hugo.id}-2026-03-02`);
    expect(await digest.runDue()).toEqual({ day: '2026-03-02', sentTo: expect.arrayContaining([hugo.id]) });
    expect(await first).toMatchObject({ state: 'completed', outcome: 'sent' });
    const [monday] = digestsTo();
    expect(monday?.subject).toBe('Mexico Trek daily digest, March 2, 2026: 2 updates');
    expect(monday?.text).toContain('New applications (1)\n- Digest application (summary)\n  http://trek.test/admin/dashboard?tab=x&about=Digest%20application');
    expect(monday?.text).toContain('Feedback received (1)\n- Digest feedback (summary)');
    expect(monday?.text).toContain(SETTINGS_LINK);
    expect(await harness.emailLog.findByJobId(`organizer-digest-${hugo.id}-2026-03-02`)).toMatchObject({ kind: 'organizer-digest', to: [hugo.email] });

    // The worker restarts the same day: no second digest.
    await digest.close();
    digest = await startDigest();
    clockNow = new Date('2026-03-03T01:00:00Z');
    expect((await digest.runDue()).sentTo).not.toContain(hugo.id);

    // Tuesday 08:05 after a quiet day: nothing to tell, no email.
    clockNow = new Date('2026-03-03T14:05:00Z');
    expect((await digest.runDue()).sentTo).not.toContain(hugo.id);

    // Something on Tuesday afternoon; Wednesday's digest holds it alone.
    clockNow = new Date('2026-03-03T20:00:00Z');
    await send(notice('feedback-received', 'Tuesday feedback', []));
    clockNow = new Date('2026-03-04T14:05:00Z');
    const third = harness.settled(`organizer-digest-${hugo.id}-2026-03-04`);
    expect((await digest.runDue()).sentTo).toContain(hugo.id);
    await third;
    await digest.close();

    const digests = digestsTo();
    expect(digests.map((message) => message.subject)).toEqual([
      'Mexico Trek daily digest, March 2, 2026: 2 updates',
      'Mexico Trek daily digest, March 4, 2026: 1 update',
    ]);
    expect(digests[1]?.text).toContain('Tuesday feedback (summary)');
    expect(digests[1]?.text).not.toContain('Digest application');
  });

  it('when organizers move the digest time, then the day is still sent once', async () => {
    const ines = await newOrganizer('Ines Mover');
    await choose(ines, { 'new-application': 'digest' });
    clockNow = new Date('2026-03-10T13:00:00Z');
    await send(notice('new-application', 'Moved application', []));
    const digest = await startDigest();
    clockNow = new Date('2026-03-10T14:05:00Z');
    const sent = harness.settled(`organizer-digest-${ines.id}-2026-03-10`);
    expect((await digest.runDue()).sentTo).toContain(ines.id);
    await sent;
    // Moved to 18:00 the same day: at 18:05 the day's digest is not sent again.
    content.edition = { ...content.edition, digestTime: '18:00' };
    clockNow = new Date('2026-03-11T00:05:00Z');
    expect(await digest.runDue()).toEqual({ day: '2026-03-10', sentTo: expect.not.arrayContaining([ines.id]) });
    content.edition = { ...content.edition, digestTime: '08:00' };
    await digest.close();
    expect(sink.messages.filter((message) => message.to.includes(ines.email))).toHaveLength(1);
  });
});

describe('in each organizer\'s language', () => {
  function bilingual(kind: OrganizerNoticeKind, label: string): EmailJob {
    return {
      ...notice(kind, label),
      translations: { es: { subject: `Pasó ${label}`, text: `Algo que saber: ${label}` } },
      organizerNotice: { ...notice(kind, label).organizerNotice!, translations: { es: { summary: `${label} (resumen)` } } },
    };
  }

  it('when a notice goes out, then an organizer who reads Spanish gets the Spanish version, the others and the shared inbox the English one, logged as one email', async () => {
    const juana = await newOrganizer('Juana Español', 'es');
    const kyle = await newOrganizer('Kyle English');

    const { jobId } = await send(bilingual('feedback-received', 'Bilingual feedback'));

    const [spanish] = delivered('Pasó Bilingual feedback');
    expect(spanish?.to).toEqual([juana.email]);
    expect(spanish?.text).toContain('Algo que saber: Bilingual feedback');
    expect(spanish?.text).toContain('Cambia qué correos recibes: http://trek.test/admin/dashboard?tab=my-profile');
    const [english] = delivered('Bilingual feedback happened');
    expect(english?.to).toEqual(expect.arrayContaining([kyle.email, SHARED_INBOX]));
    expect(english?.to).not.toContain(juana.email);
    expect(english?.text).toContain(SETTINGS_LINK);
    expect((await harness.emailLog.findByJobId(jobId))?.to).toEqual(expect.arrayContaining([juana.email, kyle.email, SHARED_INBOX]));
  });

  it('when the mail server refuses the Spanish message once, then the retry sends only it: the English one arrives once, the Spanish one after the retry', async () => {
    const nuria = await newOrganizer('Nuria Reintento', 'es');
    const jobId = `test-${randomUUID()}`;
    sink.refuseNextTo(nuria.email);
    const firstFailure = harness.nextFailure(jobId);
    const done = harness.settled(jobId);

    await harness.queue.add('feedback-received', bilingual('feedback-received', 'Refused once'), { jobId, attempts: 3, backoff: { type: 'fixed', delay: 10 } });

    expect((await firstFailure).error.message).toContain('Mailbox busy');
    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });
    expect(delivered('Refused once happened')).toHaveLength(1);
    const spanish = delivered('Pasó Refused once');
    expect(spanish).toHaveLength(1);
    expect(spanish[0]?.to).toContain(nuria.email);
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ status: 'sent', attempts: 2, error: null });
  });

  it('when a notice has no Spanish version, then an organizer who reads Spanish gets the English one with everybody else', async () => {
    const lola = await newOrganizer('Lola Español', 'es');
    await send(notice('feedback-received', 'English only'));
    const messages = sink.messages.filter((message) => message.subject === 'English only happened');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.to).toEqual(expect.arrayContaining([lola.email, SHARED_INBOX]));
  });

  it('when an organizer who reads Spanish gets a digest, then it is in Spanish with the date in Spanish and the events\' Spanish summaries', async () => {
    const digestEmails = new EmailOutbox(harness.stores.redis, { prefix: harness.prefix });
    const mara = await newOrganizer('Mara Resumen', 'es');
    await choose(mara, { 'spot-transferred': 'digest' });
    clockNow = new Date('2026-04-06T13:00:00Z');
    await send(bilingual('spot-transferred', 'Spot handed on'));
    const digest = await createDigestWorker({
      connection: harness.stores.redis,
      prefix: harness.prefix,
      edition: createEditionSource(content.url, 0),
      organizers: harness.organizerNotices!.organizers,
      digestEvents: harness.organizerNotices!.digestEvents,
      digestsSent: await createDigestsSentRepository(harness.stores.mongo),
      sendEmail: (jobId, email) => digestEmails.send(jobId, email),
      publicSiteUrl: 'http://trek.test',
      now: clock.now,
      logger: createLogger('digest-test', 'silent'),
    });
    clockNow = new Date('2026-04-06T14:05:00Z');
    const sent = harness.settled(`organizer-digest-${mara.id}-2026-04-06`);
    expect((await digest.runDue()).sentTo).toContain(mara.id);
    expect(await sent).toMatchObject({ state: 'completed' });
    await digest.close();
    await digestEmails.close();

    const [message] = sink.messages.filter((email) => email.to.includes(mara.email) && email.subject.startsWith('Resumen diario'));
    expect(message?.subject).toBe('Resumen diario del Mexico Trek, 6 de abril de 2026: 1 novedad');
    expect(message?.text).toContain('Hola, Mara Resumen:');
    expect(message?.text).toContain('Lugares transferidos (1)\n- Spot handed on (resumen)');
    expect(message?.text).toContain('Abre el panel: http://trek.test/admin/dashboard');
  });
});
