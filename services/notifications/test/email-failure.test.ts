import { randomUUID } from 'node:crypto';
import { REFUSED_PORT } from '@trek/testing';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

const email = { kind: 'new-application', to: ['organizers@example.com'], subject: 'New application', text: 'Someone applied.' } as const;
let harness: WorkerHarness;

beforeAll(async () => {
  const refused = `smtp://127.0.0.1:${REFUSED_PORT}`;
  harness = await startWorkerHarness(createMailTransport({ SMTP_URL: refused, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' }));
});

afterAll(async () => {
  await harness.close();
});

describe('email worker when the SMTP server refuses', () => {
  it('when an attempt fails and retries remain, then the log says retrying with the error and attempt count', async () => {
    const jobId = `new-application-${randomUUID()}`;
    const failure = harness.nextFailure(jobId);

    // A long backoff keeps the retry from starting while the log is read.
    await harness.queue.add(email.kind, { ...email, to: [...email.to] }, { jobId, attempts: 2, backoff: { type: 'fixed', delay: 60_000 } });

    expect((await failure).attemptsMade).toBe(1);
    const logged = await harness.emailLog.findByJobId(jobId);
    expect(logged).toMatchObject({ status: 'retrying', attempts: 1, sentAt: null });
    expect(logged?.error).toContain('ECONNREFUSED');
  });

  it('when every attempt fails, then BullMQ retries and after the last one the log says failed with the error', async () => {
    const jobId = `new-application-${randomUUID()}`;
    const done = harness.settled(jobId);

    await harness.queue.add(email.kind, { ...email, to: [...email.to] }, { jobId, attempts: 3, backoff: { type: 'fixed', delay: 10 } });

    const result = await done;
    expect(result).toMatchObject({ state: 'failed', attemptsMade: 3 });
    const logged = await harness.emailLog.findByJobId(jobId);
    expect(logged).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(logged?.error).toContain('ECONNREFUSED');
  });
});
