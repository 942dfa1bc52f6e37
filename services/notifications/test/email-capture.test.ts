import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturedEmailFile, createMailTransport } from '../src/mail/mail.transport.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

let captureDir: string;
let harness: WorkerHarness;

beforeAll(async () => {
  captureDir = await mkdtemp(join(tmpdir(), 'trek-mail-capture-'));
  harness = await startWorkerHarness(createMailTransport({ MAIL_CAPTURE_DIR: captureDir, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' }));
});

afterAll(async () => {
  await harness.close();
  await rm(captureDir, { recursive: true, force: true });
});

describe('email worker without SMTP_URL', () => {
  it('when a job arrives, then the email lands as an .eml file, once, and the log says captured', async () => {
    const jobId = `participant-credentials-${randomUUID()}`;
    const email = { kind: 'participant-credentials', to: ['luis@example.com'], subject: 'Your Mexico Trek account', text: 'Sign in with luis@example.com.' } as const;
    const done = harness.settled(jobId);

    await harness.outbox.send(jobId, { ...email, to: [...email.to] });

    expect(await done).toEqual({ state: 'completed', outcome: 'captured' });
    const raw = await readFile(capturedEmailFile(captureDir, jobId), 'utf8');
    expect(raw).toContain('To: luis@example.com');
    expect(raw).toContain('From: Mexico Trek <no-reply@mexicotrek.local>');
    expect(raw).toContain('Subject: Your Mexico Trek account');
    expect(raw).toContain('Sign in with luis@example.com.');
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ status: 'captured', attempts: 1, error: null, sentAt: expect.any(String) });

    await harness.queue.remove(jobId);
    const rerun = harness.settled(jobId);
    await harness.outbox.send(jobId, { ...email, to: [...email.to] });
    expect(await rerun).toEqual({ state: 'completed', outcome: 'already-delivered' });
    expect(await readdir(captureDir)).toEqual([`${jobId}.eml`]);
  });
});
