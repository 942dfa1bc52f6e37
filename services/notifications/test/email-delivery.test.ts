import { randomUUID } from 'node:crypto';
import type { EmailJob } from '@trek/contracts';
import { startSmtpSink, type SmtpSink } from '@trek/testing';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

const FROM = 'Mexico Trek <no-reply@mexicotrek.local>';
let sink: SmtpSink;
let harness: WorkerHarness;

beforeAll(async () => {
  sink = await startSmtpSink();
  harness = await startWorkerHarness(createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: FROM }));
});

afterAll(async () => {
  await harness.close();
  await sink.stop();
});

function confirmation(subject: string): EmailJob {
  return {
    kind: 'application-confirmation',
    to: ['ana@example.com'],
    subject,
    text: 'Thank you for applying. Your reference is MT-2026-0001.',
  };
}

const messagesWithSubject = (subject: string) => sink.messages.filter((message) => message.subject === subject);

/** The log entry of a confirmation delivered on its first attempt: every field, keyed by its job id. */
const loggedAsSent = (jobId: string, subject: string) => ({
  id: jobId,
  jobId,
  kind: 'application-confirmation',
  to: ['ana@example.com'],
  subject,
  status: 'sent',
  error: null,
  attempts: 1,
  createdAt: expect.any(String),
  sentAt: expect.any(String),
});

describe('email worker with an SMTP server', () => {
  it('when a job is added through the EmailOutbox, then it is delivered and logged as sent', async () => {
    const jobId = `application-confirmation-${randomUUID()}`;
    const subject = `Your application ${jobId}`;
    const done = harness.settled(jobId);

    await harness.outbox.send(jobId, confirmation(subject));

    const email = await sink.waitFor((message) => message.subject === subject);
    expect(email.to).toEqual(['ana@example.com']);
    expect(email.from).toBe('no-reply@mexicotrek.local');
    expect(email.text.trim()).toBe('Thank you for applying. Your reference is MT-2026-0001.');
    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });
    expect(await harness.emailLog.findByJobId(jobId)).toEqual(loggedAsSent(jobId, subject));
  });

  it('when a job is delivered, then Redis keeps only its id and kind, never its recipients, subject or body', async () => {
    const jobId = `application-confirmation-${randomUUID()}`;
    const done = harness.settled(jobId);
    await harness.outbox.send(jobId, { ...confirmation(`Your application ${jobId}`), html: '<p>Thank you, Ana</p>' });
    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });

    const job = await harness.queue.getJob(jobId);
    expect(await job?.getState()).toBe('completed');
    expect(job?.data).toEqual({ kind: 'application-confirmation', delivered: true });
  });

  it('when the same job id is added twice, then one email is sent', async () => {
    const jobId = `new-application-${randomUUID()}`;
    const subject = `New application ${jobId}`;
    const done = harness.settled(jobId);

    await harness.outbox.send(jobId, confirmation(subject));
    await harness.outbox.send(jobId, confirmation(subject));

    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });
    expect(messagesWithSubject(subject)).toHaveLength(1);
  });

  it('when a delivered job runs again after BullMQ forgot it, then the log stops a second email', async () => {
    const jobId = `participant-credentials-${randomUUID()}`;
    const subject = `Your account ${jobId}`;
    const first = harness.settled(jobId);
    await harness.outbox.send(jobId, confirmation(subject));
    expect(await first).toEqual({ state: 'completed', outcome: 'sent' });

    await harness.queue.remove(jobId);
    const rerun = harness.settled(jobId);
    await harness.outbox.send(jobId, confirmation(subject));

    expect(await rerun).toEqual({ state: 'completed', outcome: 'already-delivered' });
    expect(messagesWithSubject(subject)).toHaveLength(1);
    expect((await harness.emailLog.findByJobId(jobId))?.status).toBe('sent');
  });

  it('when an earlier run stopped while sending, then the re-run sends and the log says sent', async () => {
    const jobId = `spot-transferred-${randomUUID()}`;
    const subject = `Spot transferred ${jobId}`;
    await harness.emailLog.startSending(jobId, confirmation(subject), 1);
    const done = harness.settled(jobId);

    await harness.outbox.send(jobId, confirmation(subject));

    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });
    expect(messagesWithSubject(subject)).toHaveLength(1);
    expect((await harness.emailLog.findByJobId(jobId))?.status).toBe('sent');
  });

  it('when a job payload is invalid, then it fails on the first attempt without retry or log entry', async () => {
    const jobId = `announcement-${randomUUID()}`;
    const done = harness.settled(jobId);

    await harness.queue.add('announcement', { kind: 'announcement', to: ['not-an-address'], subject: '', text: 'x' }, { jobId, attempts: 5 });

    const result = await done;
    expect(result.state).toBe('failed');
    if (result.state !== 'failed') return;
    expect(result.attemptsMade).toBe(1);
    expect(result.error.name).toBe('UnrecoverableError');
    expect(result.error.message).toContain('Invalid email job');
    expect(result.error.message).toContain('to.0');
    expect(await harness.emailLog.findByJobId(jobId)).toBeNull();
  });

  it('lists the email log newest first', async () => {
    const ids = [`test-${randomUUID()}`, `test-${randomUUID()}`];
    for (const jobId of ids) {
      const done = harness.settled(jobId);
      await harness.outbox.send(jobId, { ...confirmation(`Log ${jobId}`), kind: 'test' });
      await done;
    }

    const recent = await harness.emailLog.list({ page: 1, pageSize: 2 });

    expect(recent.entries.map((entry) => entry.jobId)).toEqual([ids[1], ids[0]]);
  });
});
