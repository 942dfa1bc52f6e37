import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_KEY_HEADER, SET_PASSWORD_LINK_PLACEHOLDER, type EmailJob } from '@trek/contracts';
import { startSmtpSink, type SmtpSink } from '@trek/testing';
import { createPasswordLinkClient } from '../src/data-access/email-links.client.js';
import { createMailTransport } from '../src/mail/mail.transport.js';
import { startWorkerHarness, type WorkerHarness } from './worker-harness.js';

// auth's internal API as the worker meets it: a new token per call for a usable link, 410 for a void one.
const INTERNAL_KEY = 'internal-key-of-the-test-at-least-32-chars';
const USABLE = '0123456789abcdef01234567';
const VOID = '0123456789abcdef0123456f';
const FLAKY = '0123456789abcdef0123456a';

let sink: SmtpSink;
let harness: WorkerHarness;
let auth: Server;
const tokensGiven: string[] = [];
const keysPresented: Array<string | undefined> = [];
let flakyCalls = 0;

beforeAll(async () => {
  auth = createServer((req, res) => {
    keysPresented.push(req.headers[INTERNAL_KEY_HEADER] as string | undefined);
    const id = /^\/internal\/password-links\/([0-9a-f]{24})\/url$/.exec(req.url ?? '')?.[1];
    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.headers[INTERNAL_KEY_HEADER] !== INTERNAL_KEY) return answer(401, { message: 'Not allowed' });
    if (id === VOID) return answer(410, { message: 'A newer link was sent to this email, and only the newest one works.' });
    if (id === FLAKY && ++flakyCalls === 1) return answer(503, { message: 'The service is briefly unavailable.' });
    const token = randomBytes(32).toString('base64url');
    tokensGiven.push(token);
    return answer(200, { url: `http://trek.test/set-password#token=${token}` });
  });
  await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
  sink = await startSmtpSink();
  harness = await startWorkerHarness(
    createMailTransport({ SMTP_URL: sink.url, MAIL_FROM: 'Mexico Trek <no-reply@mexicotrek.local>' }),
    createPasswordLinkClient(`http://127.0.0.1:${(auth.address() as AddressInfo).port}`, INTERNAL_KEY),
  );
});

afterAll(async () => {
  await harness.close();
  await sink.stop();
  await new Promise((resolve) => auth.close(resolve));
});

const linkEmail = (passwordLinkId: string, subject: string): EmailJob => ({
  kind: 'password-reset',
  to: ['ana@example.edu'],
  subject,
  text: `Choose a new password with this link:\n${SET_PASSWORD_LINK_PLACEHOLDER}\n\nThe Mexico Trek team`,
  passwordLinkId,
});

describe('emails with a set-password link', () => {
  it('when the job is sent, then the link auth made at send time is in the email, and neither the job nor the email log holds it', async () => {
    const jobId = `password-link-${randomUUID()}`;
    const subject = `Reset ${jobId}`;
    const done = harness.settled(jobId);
    await harness.outbox.send(jobId, linkEmail(USABLE, subject));

    const email = await sink.waitFor((message) => message.subject === subject);
    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });
    const token = tokensGiven.at(-1)!;
    expect(email.text).toContain(`http://trek.test/set-password#token=${token}`);
    expect(email.text).not.toContain(SET_PASSWORD_LINK_PLACEHOLDER);
    expect(keysPresented.at(-1)).toBe(INTERNAL_KEY);

    const job = await harness.queue.getJob(jobId);
    expect(JSON.stringify(job?.data)).not.toContain(token);
    expect(job?.data).toEqual({ kind: 'password-reset', delivered: true });
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ status: 'sent', subject });
    const logged = await harness.stores.mongo.collection('emails').findOne({ jobId });
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(JSON.stringify(logged)).not.toContain('set-password#');
  });

  it('when the link was used, expired or replaced before the email went out, then nothing is sent and the log says why, at once', async () => {
    const jobId = `password-link-${randomUUID()}`;
    const subject = `Void ${jobId}`;
    const done = harness.settled(jobId);
    await harness.outbox.send(jobId, linkEmail(VOID, subject));

    const settled = await done;
    expect(settled).toMatchObject({ state: 'failed', attemptsMade: 1 });
    expect(await harness.emailLog.findByJobId(jobId)).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('only the newest one works') });
    expect(sink.messages.some((message) => message.subject === subject)).toBe(false);
  });

  it('when auth does not answer well at first, then the attempt is retried and the email goes out', async () => {
    const jobId = `password-link-${randomUUID()}`;
    const subject = `Flaky ${jobId}`;
    const failed = harness.nextFailure(jobId);
    const done = harness.settled(jobId);
    await harness.queue.add('password-reset', linkEmail(FLAKY, subject), { jobId, attempts: 3, backoff: { type: 'fixed', delay: 50 } });

    expect((await failed).error.message).toMatch(/auth did not give the set-password link \(503/);
    expect(await done).toEqual({ state: 'completed', outcome: 'sent' });
    expect((await sink.waitFor((message) => message.subject === subject)).text).toContain('http://trek.test/set-password#token=');
  });
});
