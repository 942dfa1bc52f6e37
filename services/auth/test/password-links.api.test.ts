import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { authMessages, passwordMessages, SET_PASSWORD_LINK_PLACEHOLDER, signInLockedMessage } from '@trek/contracts';
import { createLogger } from '@trek/service-kit';
import { bearer, createParticipant, linkToken, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

// No password is emailed. New accounts and resets get a single-use link, valid 72 hours,
// whose token is stored only as a hash and exists nowhere but in the email: not in the job, the
// outbox, the email log, an answer to an organizer or a log line. The worker and an SMTP sink run
// beside the app, so these tests read the emails as delivered.

const HOUR = 3_600_000;
const logLines: string[] = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp({ mail: true, logger: createLogger('auth-test', 'info', logs) });
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const mail = () => ctx.mail!;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const check = (token: string) => request(ctx.app).post('/api/auth/set-password/check').send({ token });
const setPassword = (token: string, password: string) => request(ctx.app).post('/api/auth/set-password').send({ token, password });
const login = (email: string, password: string) => request(ctx.app).post('/api/auth/login').send({ email, password });

async function invite(fullName = 'Nina New') {
  const email = uniqueEmail('invited');
  const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email, fullName });
  expect(created.status).toBe(201);
  return { email, id: created.body.account.id as string, linkId: created.body.setPasswordLink.id as string };
}

/** Everything this service and the worker keep about an email: its outbox entry, the job in Redis, the email log entry. */
async function storedTraces(jobId: string): Promise<string> {
  const outbox = await ctx.mongo.collection('email_outbox').find({ jobId }).toArray();
  const settled = await ctx.mongo.collection('email_outbox_settled').find({ jobId }).toArray();
  const log = await mail().notificationsDb.collection('emails').find({ jobId }).toArray();
  return JSON.stringify({ outbox, settled, job: await mail().jobData(jobId), log });
}

describe('a new account gets a link to choose its password', () => {
  it('when an organizer creates an account, then the email holds a working link, the participant chooses a password and is signed in', async () => {
    const { email, id, linkId } = await invite('Nina New');
    const { message, url, token } = await mail().linkTo(email);
    expect(message.subject).toBe('Your Mexico Trek participant account: choose your password');
    expect(message.text).toContain('Hello Nina New,');
    expect(message.text).toContain('it works once, for 72 hours');
    expect(message.text).toContain(`Then sign in at http://trek.test/#auth (Member Access, then Sign In) with ${email}.`);
    expect(url).toBe(`http://trek.test/set-password#token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await check(token);
    expect(info.status).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.body).toEqual({ email, fullName: 'Nina New', purpose: 'welcome', expiresAt: expect.any(String) });

    const set = await setPassword(token, 'my own password 1');
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ id, email, role: 'PARTICIPANT' });
    // Issued right after every other session ended, in the same second, yet valid.
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(set.body.token as string))).status).toBe(200);
    expect((await login(email, 'my own password 1')).status).toBe(200);

    const audit = await ctx.mongo.collection('audit_events').find({ target: `account:${id}` }).toArray();
    expect(audit.map((event) => event.action)).toEqual(['account.create', 'account.set-password']);
    expect(audit[1]).toMatchObject({ actorId: id, actorName: 'Nina New', summary: `${email} set their first password with an emailed link; every other session ended` });
    expect(JSON.stringify(audit)).not.toContain('my own password 1');

    const traces = await storedTraces(`password-link-${linkId}`);
    expect(traces).toContain(SET_PASSWORD_LINK_PLACEHOLDER);
    expect(traces).not.toContain(token);
    expect(traces).not.toContain('set-password#');
  });

  it('stores the token only as its SHA-256, nowhere in clear, and never answers it to the organizer', async () => {
    const { email, linkId } = await invite();
    const { token } = await mail().linkTo(email);
    const stored = await ctx.mongo.collection('password_link_tokens').find({ linkId }).toArray();
    expect(stored).toEqual([expect.objectContaining({ tokenHash: sha256(token) })]);
    for (const collection of await ctx.mongo.db!.listCollections().toArray()) {
      const documents = await ctx.mongo.collection(collection.name).find({}).toArray();
      expect({ collection: collection.name, holdsToken: JSON.stringify(documents).includes(token) }).toEqual({ collection: collection.name, holdsToken: false });
    }
    const list = await request(ctx.app).get('/api/admin/accounts').query({ search: email }).set(bearer(organizerToken));
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('never writes a token or a password to the log', async () => {
    const { email } = await invite();
    const { token } = await mail().linkTo(email);
    await check(token);
    await setPassword(token, 'logged password 7');
    const organizer = await registerOrganizer(ctx.app, { password: 'organizer password 8' });
    await request(ctx.app).post('/api/auth/change-password').set(bearer(organizer.token)).send({ currentPassword: 'organizer password 8', newPassword: 'changed password 9' });
    await ctx.service.background.idle();
    const logged = logLines.join('');
    expect(logged).toContain('/api/auth/set-password');
    for (const secret of [token, 'logged password 7', 'organizer password 8', 'changed password 9']) expect(logged).not.toContain(secret);
  });
});

describe('a link works once, for 72 hours, and only the newest one', () => {
  it('when 72 hours have passed, then the link is expired (checked and used alike), and the person can ask for a new one', async () => {
    const { email } = await invite();
    const { token } = await mail().linkTo(email);
    ctx.clock.advance(71 * HOUR);
    expect((await check(token)).status).toBe(200);
    ctx.clock.advance(1 * HOUR);
    const expired = await check(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: passwordMessages.linkExpired });
    expect((await setPassword(token, 'too late password')).body).toEqual({ message: passwordMessages.linkExpired });
    expect((await login(email, 'too late password')).status).toBe(401);
  });

  it('when a link was used, then it cannot be used again', async () => {
    const { email } = await invite();
    const { token } = await mail().linkTo(email);
    expect((await setPassword(token, 'first password 1')).status).toBe(200);
    const again = await setPassword(token, 'second password 2');
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: passwordMessages.linkUsed });
    expect((await check(token)).body).toEqual({ message: passwordMessages.linkUsed });
    expect((await login(email, 'first password 1')).status).toBe(200);
  });

  it('when the same link is used five times at once, then exactly one sets the password', async () => {
    const { linkId, email } = await invite();
    const token = await linkToken(ctx.app, linkId);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => setPassword(token, `racing password ${n}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410, 410, 410, 410]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await login(email, `racing password ${winner}`)).status).toBe(200);
  });

  it('when a newer link is sent, then the older one stops working, and its email is not sent if it had not gone yet', async () => {
    const { id, linkId } = await invite();
    const older = await linkToken(ctx.app, linkId);
    const reset = await request(ctx.app).post(`/api/admin/accounts/${id}/reset-password`).set(bearer(organizerToken)).send({});
    expect(reset.status).toBe(200);

    expect((await check(older)).body).toEqual({ message: passwordMessages.linkReplaced });
    expect((await setPassword(older, 'from the old link')).status).toBe(410);
    // The worker asks for the older link's URL in vain: that email would carry a dead link.
    const refused = await request(ctx.app).post(`/internal/password-links/${linkId}/url`).set('x-internal-key', 'test-internal-key-for-set-password-links');
    expect(refused.status).toBe(410);
    const newer = await linkToken(ctx.app, reset.body.setPasswordLink.id as string);
    expect((await check(newer)).status).toBe(200);
  });

  it('when a caller without the internal key asks for a link, then 401 and no token is made', async () => {
    // A link whose email the caller sends (as the applications service does): nothing asks for its token here.
    const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email: uniqueEmail('quiet'), fullName: 'Qui Et', sendSetPasswordEmail: false });
    expect(created.body.setPasswordLink).toMatchObject({ emailed: false });
    const linkId = created.body.setPasswordLink.id as string;
    expect(await ctx.mongo.collection('email_outbox').countDocuments({ jobId: `password-link-${linkId}` })).toBe(0);
    const path = `/internal/password-links/${linkId}/url`;
    expect((await request(ctx.app).post(path)).status).toBe(401);
    expect((await request(ctx.app).post(path).set('x-internal-key', 'a guess of at least thirty-two characters')).status).toBe(401);
    expect((await request(ctx.app).post(path).set(bearer(organizerToken))).status).toBe(401);
    expect(await ctx.mongo.collection('password_link_tokens').countDocuments({ linkId })).toBe(0);
  });

  it('when the token is unknown or malformed, then 400 with a clear message', async () => {
    expect((await check('not-a-real-token')).body).toEqual({ message: passwordMessages.linkInvalid, errors: { token: passwordMessages.linkInvalid } });
    const missing = await setPassword('', 'some password 1');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ token: passwordMessages.linkMissing });
    const short = await setPassword('whatever', 'short');
    expect(short.body.errors).toEqual({ password: authMessages.passwordTooShort });
  });

  it('when the account was disabled meanwhile, then the link does not let anyone in', async () => {
    const { id, linkId } = await invite();
    const token = await linkToken(ctx.app, linkId);
    await request(ctx.app).patch(`/api/admin/accounts/${id}`).set(bearer(organizerToken)).send({ disabled: true });
    const refused = await setPassword(token, 'disabled password');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: authMessages.accountDisabled });
  });
});

describe("an organizer's reset", () => {
  it('ends the sessions and the old password, lifts a sign-in lock, and the emailed link lets the owner choose a new password', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    for (let attempt = 1; attempt <= 10; attempt++) await login(participant.email, `wrong guess ${attempt}`);
    expect((await login(participant.email, participant.password)).body).toEqual({ message: signInLockedMessage(15) });

    const reset = await request(ctx.app).post(`/api/admin/accounts/${participant.id}/reset-password`).set(bearer(organizerToken)).send({});
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ setPasswordLink: { id: expect.any(String), expiresAt: expect.any(String), emailed: true } });
    const { message, token } = await mail().linkTo(participant.email);
    expect(message.subject).toBe('Set a new password for your Mexico Trek account');
    expect(message.text).toContain('An organizer reset the password of your Mexico Trek account');
    expect((await check(token)).body).toMatchObject({ purpose: 'reset' });
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(participant.token))).status).toBe(401);

    expect((await setPassword(token, 'after the reset 1')).status).toBe(200);
    expect((await login(participant.email, 'after the reset 1')).status).toBe(200);
    expect((await login(participant.email, participant.password)).status).toBe(401);
  });
});

describe('in the person\'s language', () => {
  it('when an account is made for someone who applied in Spanish, then the welcome is in Spanish; once they choose English, an organizer\'s reset comes in English', async () => {
    const email = uniqueEmail('spanish');
    const created = await request(ctx.app).post('/api/admin/accounts').set(bearer(organizerToken)).send({ email, fullName: 'Rocío Ruiz', language: 'es' });
    expect(created.body.account.language).toBe('es');
    const welcome = await mail().linkTo(email);
    expect(welcome.message.subject).toBe('Tu cuenta de participante del Mexico Trek: elige tu contraseña');
    expect(welcome.message.text).toContain('Hola, Rocío Ruiz:');
    expect(welcome.message.text).toContain('Elige tu contraseña con este enlace (funciona una sola vez, durante 72 horas):');

    const signedIn = await setPassword(welcome.token, 'rocio chooses a password');
    const token = signedIn.body.token as string;
    const french = await request(ctx.app).put('/api/auth/me/language').set(bearer(token)).send({ language: 'fr' });
    expect(french.status).toBe(400);
    expect(french.body.errors).toEqual({ language: 'Choose English or Spanish' });
    expect((await request(ctx.app).put('/api/auth/me/language').send({ language: 'en' })).status).toBe(401);
    expect((await request(ctx.app).put('/api/auth/me/language').set(bearer(token)).send({ language: 'en' })).status).toBe(204);

    expect((await request(ctx.app).post(`/api/admin/accounts/${created.body.account.id}/reset-password`).set(bearer(organizerToken)).send({})).status).toBe(200);
    const reset = await mail().linkTo(email, (message) => message !== welcome.message);
    expect(reset.message.subject).toBe('Set a new password for your Mexico Trek account');
  });

  it('when "Forgot password?" is asked on the Spanish site, then the link comes in Spanish', async () => {
    const { email } = await createParticipant(ctx.app, organizerToken);
    expect((await request(ctx.app).post('/api/auth/forgot-password').set('Accept-Language', 'es-MX,es;q=0.9').send({ email })).status).toBe(202);
    const { message } = await mail().linkTo(email);
    expect(message.subject).toBe('Restablece tu contraseña del Mexico Trek');
    expect(message.text).toContain('Si no lo pediste, ignora este correo: tu contraseña sigue igual.');
  });
});
