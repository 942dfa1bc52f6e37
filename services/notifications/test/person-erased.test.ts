import { once } from 'node:events';
import { randomBytes, randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, type Job } from 'bullmq';
import { ERASED_RECIPIENT, personErasedJobId, QUEUES, type EmailJob, type PersonErasedEvent } from '@trek/contracts';
import { createLogger } from '@trek/service-kit';
import { capturedEmailFile, createMailTransport } from '../src/mail/mail.transport.js';
import { createPersonErasedWorker } from '../src/worker/person-erased.worker.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

const logger = createLogger('notifications-erasure-test', 'silent');
let captureDir: string;
let harness: WorkerHarness;
let events: Queue;
let worker: ReturnType<typeof createPersonErasedWorker>;

beforeAll(async () => {
  captureDir = await mkdtemp(join(tmpdir(), 'trek-mail-erasure-'));
  const transport = createMailTransport({ MAIL_CAPTURE_DIR: captureDir, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' });
  harness = await startWorkerHarness(transport);
  events = new Queue(QUEUES.notificationsPersonErased, { connection: harness.stores.redis, prefix: harness.prefix });
  worker = createPersonErasedWorker({ connection: harness.stores.redis, prefix: harness.prefix, emailLog: harness.emailLog, transport, logger });
});

afterAll(async () => {
  await worker.close();
  await events.close();
  await harness.close();
  await rm(captureDir, { recursive: true, force: true });
});

const exists = (file: string) => access(file).then(() => true, () => false);

const feedbackReply = (to: string, subject: string): EmailJob => ({
  kind: 'setup-reminder',
  to: [to],
  subject,
  text: `Hola ${to}, your feedback about rooming with Bea was read.`,
  html: `<p>Hola ${to}, your feedback about rooming with Bea was read.</p>`,
});

async function delivered(jobId: string, email: EmailJob): Promise<void> {
  const done = harness.settled(jobId);
  await harness.outbox.send(jobId, email);
  expect(await done).toEqual({ state: 'completed', outcome: 'captured' });
}

async function erased(event: PersonErasedEvent): Promise<void> {
  const completed = once(worker, 'completed') as Promise<[Job]>;
  await events.add('PersonErased', event, { jobId: personErasedJobId(event.userId), removeOnComplete: true });
  await completed;
}

describe('PersonErased in the notifications worker', () => {
  it('when a person is erased, then their email log entries keep the delivery record without subject or address, their captured emails and queued jobs lose their contents, and another person\'s stay', async () => {
    const mallory = `mallory.${randomUUID()}@stanford.edu`;
    const victor = `victor.${randomUUID()}@stanford.edu`;
    const mallorysJob = `setup-reminder-${randomUUID()}`;
    const victorsJob = `setup-reminder-${randomUUID()}`;
    await delivered(mallorysJob, feedbackReply(mallory, 'Mallory, finish your logistics'));
    await delivered(victorsJob, feedbackReply(victor, 'Victor, finish your logistics'));
    // Still waiting for its time: its body is in Redis until it runs.
    const laterJob = `setup-reminder-${randomUUID()}`;
    await harness.queue.add('setup-reminder', feedbackReply(mallory.toUpperCase(), 'Mallory, one more reminder'), { jobId: laterJob, delay: 3_600_000 });

    await erased({ userId: randomBytes(12).toString('hex'), accountEmail: mallory, erasedBy: { id: randomBytes(12).toString('hex'), name: 'Olga Organizer' }, erasedAt: new Date().toISOString() });

    expect(await harness.emailLog.findByJobId(mallorysJob)).toMatchObject({ jobId: mallorysJob, kind: 'setup-reminder', to: [ERASED_RECIPIENT], subject: '', status: 'captured', sentAt: expect.any(String) });
    expect(await exists(capturedEmailFile(captureDir, mallorysJob))).toBe(false);
    const later = await harness.queue.getJob(laterJob);
    expect(JSON.stringify(later?.data)).not.toMatch(/mallory/i);

    expect(await harness.emailLog.findByJobId(victorsJob)).toMatchObject({ to: [victor], subject: 'Victor, finish your logistics' });
    expect(await exists(capturedEmailFile(captureDir, victorsJob))).toBe(true);
  });

  it('when the erased person had no account email left, then nothing else changes', async () => {
    const victor = `victor.${randomUUID()}@stanford.edu`;
    const jobId = `setup-reminder-${randomUUID()}`;
    await delivered(jobId, feedbackReply(victor, 'Victor, welcome'));
    await erased({ userId: randomBytes(12).toString('hex'), accountEmail: null, erasedBy: { id: randomBytes(12).toString('hex'), name: 'Olga Organizer' }, erasedAt: new Date().toISOString() });
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ to: [victor], subject: 'Victor, welcome' });
  });
});
