import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, QUEUES, type Language } from '@trek/contracts';
import { EmailOutbox, createEditionSource, createLogger } from '@trek/service-kit';
import { bearer } from '../../auth/test/auth-app.fixture.js';
import { createDigestsSentRepository } from '../src/data-access/digests-sent.repository.js';
import { digestJobId } from '../src/domain/daily-digest.js';
import { createDigestWorker, digestDayJobId, type DigestWorker } from '../src/worker/digest.worker.js';
import { startOrganizerNoticesStack, type OrganizerNoticesStack } from './organizer-notices.fixture.js';

/**
 * The digest as it runs in production: the job scheduler's repeating check, not runDue. The check
 * runs every few milliseconds of real time while the test moves the injected clock (which decides
 * the digest day); the test waits on the digest queue's events, never on time.
 */

/** 13:00 UTC is 07:00 in Mexico City (UTC-6), an hour before the 08:00 digest. */
let clockNow = new Date('2026-03-02T13:00:00Z');
const now = () => clockNow;

let stack: OrganizerNoticesStack;
let harness: OrganizerNoticesStack['harness'];
let sink: OrganizerNoticesStack['sink'];
let content: OrganizerNoticesStack['content'];
let digestEmails: EmailOutbox;
let digestQueue: Queue;
let eventsConnection: Redis;
let digestEvents: QueueEvents;

/** An organizer who chose the digest for new applications and feedback. */
async function digestOrganizer(name: string, language?: Language): Promise<{ id: string; email: string }> {
  const organizer = await stack.newOrganizer(name, language);
  const choice = { ...DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, 'new-application': 'digest', 'feedback-received': 'digest' };
  expect((await request(stack.app).put('/api/admin/notification-settings').set(bearer(organizer.token)).send(choice)).status).toBe(200);
  return organizer;
}

/** A notice for the organizers (no extra list), recorded as a digest event for those who chose the digest. */
async function happens(kind: 'new-application' | 'feedback-received', label: string): Promise<void> {
  const jobId = `test-${randomUUID()}`;
  const done = harness.settled(jobId);
  await harness.outbox.send(jobId, {
    kind,
    to: [],
    subject: label,
    text: label,
    organizerNotice: { kind, summary: `${label} (summary)`, link: 'http://trek.test/admin/dashboard', translations: { es: { summary: `${label} (resumen)` } } },
  });
  expect(await done).toMatchObject({ state: 'completed' });
}

/** The digest queue's day jobs (the scheduler's checks are the other jobs), by the events that added them. */
const dayJobs = new Set<string>();

/** The id of the next day job to complete (its digests are then on the email queue); rejects when one fails. */
const nextDayJob = () =>
  new Promise<string>((resolve, reject) => {
    const onCompleted = ({ jobId }: { jobId: string }) => {
      if (!dayJobs.has(jobId)) return;
      stop();
      resolve(jobId);
    };
    const onFailed = ({ jobId, failedReason }: { jobId: string; failedReason: string }) => {
      if (!dayJobs.has(jobId)) return;
      stop();
      reject(new Error(`${jobId}: ${failedReason}`));
    };
    const stop = () => {
      digestEvents.off('completed', onCompleted);
      digestEvents.off('failed', onFailed);
    };
    digestEvents.on('completed', onCompleted);
    digestEvents.on('failed', onFailed);
  });

/** Resolves when a check adds the day's job again and BullMQ keeps the one it has. */
const dayJobRefused = (day: string) =>
  new Promise<void>((resolve) => {
    const onDuplicated = ({ jobId }: { jobId: string }) => {
      if (jobId !== digestDayJobId(day)) return;
      digestEvents.off('duplicated', onDuplicated);
      resolve();
    };
    digestEvents.on('duplicated', onDuplicated);
  });

const dayJobIds = async () =>
  (await digestQueue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed']))
    .filter((job) => job.name === 'send')
    .map((job) => job.id)
    .sort();

const digestsTo = (email: string) => sink.messages.filter((message) => message.to.includes(email) && /^(Mexico Trek daily digest|Resumen diario)/.test(message.subject));

const startScheduledDigest = async (): Promise<DigestWorker> =>
  createDigestWorker({
    connection: harness.stores.redis,
    prefix: harness.prefix,
    edition: createEditionSource(content.url, 0),
    // Production checks every few minutes; here often, so a check soon sees each move of the clock.
    checkEveryMs: 50,
    organizers: harness.organizerNotices!.organizers,
    digestEvents: harness.organizerNotices!.digestEvents,
    digestsSent: await createDigestsSentRepository(harness.stores.mongo),
    sendEmail: (jobId, email) => digestEmails.send(jobId, email),
    publicSiteUrl: 'http://trek.test',
    now,
    logger: createLogger('digest-test', 'silent'),
  });

beforeAll(async () => {
  stack = await startOrganizerNoticesStack(now);
  ({ harness, sink, content } = stack);
  digestEmails = new EmailOutbox(harness.stores.redis, { prefix: harness.prefix });
  digestQueue = new Queue(QUEUES.digest, { connection: harness.stores.redis, prefix: harness.prefix });
  eventsConnection = harness.stores.redis.duplicate();
  // From the stream's start (the prefix is this suite's own), so no event slips past before the first read.
  digestEvents = new QueueEvents(QUEUES.digest, { connection: eventsConnection, prefix: harness.prefix, lastEventId: '0-0' });
  digestEvents.on('added', ({ jobId, name }) => {
    if (name === 'send') dayJobs.add(jobId);
  });
  await digestEvents.waitUntilReady();
});

afterAll(async () => {
  await digestEvents.close();
  eventsConnection.disconnect();
  await digestQueue.close();
  await digestEmails.close();
  await stack.close();
});

describe('the scheduled daily digest', () => {
  it('when the scheduler checks past the digest time, then one day job with the day in its id and one digest per organizer; more checks, a second worker and a restart that day add neither; the next day sends only what is new', async () => {
    const hugo = await digestOrganizer('Hugo Scheduled');
    const julia = await digestOrganizer('Julia Programada', 'es');
    // Monday 07:00: two events before the 08:00 digest.
    await happens('new-application', 'Scheduled application');
    await happens('feedback-received', 'Scheduled feedback');

    // 07:30: the newest due day is Sunday, whose digest covers nothing of Monday's.
    clockNow = new Date('2026-03-02T13:30:00Z');
    const sunday = nextDayJob();
    let first = await startScheduledDigest();
    expect(await sunday).toBe(digestDayJobId('2026-03-01'));
    expect(await harness.queue.getJob(digestJobId(hugo.id, '2026-03-01'))).toBeUndefined();

    // 08:05: a check adds Monday's job, which sends each organizer their digest.
    const mondayDigests = [harness.settled(digestJobId(hugo.id, '2026-03-02')), harness.settled(digestJobId(julia.id, '2026-03-02'))];
    const monday = nextDayJob();
    clockNow = new Date('2026-03-02T14:05:00Z');
    expect(await monday).toBe(digestDayJobId('2026-03-02'));
    expect(await Promise.all(mondayDigests)).toEqual([
      { state: 'completed', outcome: 'sent' },
      { state: 'completed', outcome: 'sent' },
    ]);

    // The next checks, a second worker beside the first, then that worker alone (the first one
    // stopped, as in a restart): each finds Monday's job and adds none.
    await dayJobRefused('2026-03-02');
    const second = await startScheduledDigest();
    await dayJobRefused('2026-03-02');
    await first.close();
    await dayJobRefused('2026-03-02');
    // A restart later that evening, on the same day in Mexico City.
    await second.close();
    clockNow = new Date('2026-03-03T01:00:00Z');
    first = await startScheduledDigest();
    await dayJobRefused('2026-03-02');

    expect(await dayJobIds()).toEqual(['organizer-digest-2026-03-01', 'organizer-digest-2026-03-02']);
    expect(digestsTo(hugo.email).map((message) => message.subject)).toEqual(['Mexico Trek daily digest, March 2, 2026: 2 updates']);
    expect(digestsTo(julia.email).map((message) => message.subject)).toEqual(['Resumen diario del Mexico Trek, 2 de marzo de 2026: 2 novedades']);
    expect(digestsTo(julia.email)[0]?.text).toContain('Scheduled feedback (resumen)');

    // Tuesday 08:05 after a quiet day: Tuesday's job runs and sends nothing.
    const tuesday = nextDayJob();
    clockNow = new Date('2026-03-03T14:05:00Z');
    expect(await tuesday).toBe(digestDayJobId('2026-03-03'));
    expect(await harness.queue.getJob(digestJobId(hugo.id, '2026-03-03'))).toBeUndefined();
    expect(await harness.queue.getJob(digestJobId(julia.id, '2026-03-03'))).toBeUndefined();

    // Tuesday afternoon something happens; Wednesday's digest holds it alone.
    clockNow = new Date('2026-03-03T20:00:00Z');
    await happens('feedback-received', 'Tuesday feedback');
    const wednesdayDigests = [harness.settled(digestJobId(hugo.id, '2026-03-04')), harness.settled(digestJobId(julia.id, '2026-03-04'))];
    const wednesday = nextDayJob();
    clockNow = new Date('2026-03-04T14:05:00Z');
    expect(await wednesday).toBe(digestDayJobId('2026-03-04'));
    expect(await Promise.all(wednesdayDigests)).toEqual([
      { state: 'completed', outcome: 'sent' },
      { state: 'completed', outcome: 'sent' },
    ]);
    await dayJobRefused('2026-03-04');
    await first.close();

    expect(await dayJobIds()).toEqual(['organizer-digest-2026-03-01', 'organizer-digest-2026-03-02', 'organizer-digest-2026-03-03', 'organizer-digest-2026-03-04']);
    const hugos = digestsTo(hugo.email);
    expect(hugos.map((message) => message.subject)).toEqual([
      'Mexico Trek daily digest, March 2, 2026: 2 updates',
      'Mexico Trek daily digest, March 4, 2026: 1 update',
    ]);
    expect(hugos[1]?.text).toContain('Feedback received (1)\n- Tuesday feedback (summary)');
    expect(hugos[1]?.text).not.toContain('Scheduled application');
    expect(digestsTo(julia.email)).toHaveLength(2);
  });
});
