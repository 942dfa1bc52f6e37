import request from 'supertest';
import { authMessages, passwordMessages, signInLockedMessage } from '@trek/contracts';
import type { UserRepository } from '../src/data-access/user.repository.js';
import { requestPasswordReset } from '../src/domain/password-links.js';
import { bearer, createParticipant, linkToken, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

// "Forgot password?" and changing one's own password. The worker and an SMTP sink run
// beside the app, so the reset emails are read as delivered.

let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp({ mail: true });
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const forgot = (email: string) => request(ctx.app).post('/api/auth/forgot-password').send({ email });
const login = (email: string, password: string) => request(ctx.app).post('/api/auth/login').send({ email, password });
const me = (token: string) => request(ctx.app).get('/api/auth/me').set(bearer(token));
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({ currentPassword, newPassword });
const linksOf = (userId: string) => ctx.mongo.collection('password_links').countDocuments({ userId });

describe('forgot password', () => {
  it('when the email has an account, then a reset link arrives; when it has none, then the answer is the same and nothing is sent', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const known = await forgot(participant.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: passwordMessages.resetRequested });
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    const { message, token } = await ctx.mail!.linkTo(participant.email);
    expect(message.subject).toBe('Reset your Mexico Trek password');
    expect(message.text).toContain('If you did not ask for this, ignore this email: your password stays as it is.');
    await ctx.service.background.idle();
    expect(ctx.mail!.sink.messages.some((sent) => sent.to.includes(unknownEmail))).toBe(false);

    // Asking changes nothing by itself: the old password still works until the link is used.
    expect((await login(participant.email, participant.password)).status).toBe(200);
    const set = await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'remembered now 1' });
    expect(set.status).toBe(200);
    expect((await login(participant.email, participant.password)).status).toBe(401);
    expect((await login(participant.email, 'remembered now 1')).status).toBe(200);
    const audit = await ctx.mongo.collection('audit_events').findOne({ action: 'account.set-password', target: `account:${participant.id}` });
    expect(audit?.summary).toBe(`${participant.email} set a new password with an emailed link they asked for (Forgot password?); every other session ended`);
  });

  it('when an email asks more than three times within the hour, then the answer stays the same, known or unknown alike, and no more links are made', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const unknownEmail = uniqueEmail('nobody');
    for (const email of [participant.email, unknownEmail]) {
      for (let request = 1; request <= 4; request++) {
        const res = await forgot(request === 4 ? email.toUpperCase() : email);
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ message: passwordMessages.resetRequested });
      }
    }
    await ctx.service.background.idle();
    expect(await linksOf(participant.id)).toBe(3);
  });

  it('when someone else used up the requests of a locked account, then the owner is answered the same and the newest emailed link sets the password and lifts the lock', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    for (let attempt = 1; attempt <= 10; attempt++) await login(participant.email, `wrong guess ${attempt}`);
    for (let request = 1; request <= 3; request++) await forgot(participant.email);

    const own = await forgot(participant.email);
    expect(own.status).toBe(202);
    expect(own.body).toEqual({ message: passwordMessages.resetRequested });
    await ctx.service.background.idle();

    const newest = await ctx.mongo.collection('password_links').find({ userId: participant.id }).sort({ createdAt: -1, _id: -1 }).limit(1).next();
    const token = await linkToken(ctx.app, String(newest?._id));
    expect((await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'mine again 1' })).status).toBe(200);
    expect((await login(participant.email, 'mine again 1')).status).toBe(200);
  });

  it('when the reset link is used, then every session ends and a sign-in lock is lifted', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    for (let attempt = 1; attempt <= 10; attempt++) await login(participant.email, `wrong guess ${attempt}`);
    expect((await login(participant.email, participant.password)).body).toEqual({ message: signInLockedMessage(15) });

    await forgot(participant.email);
    const { token } = await ctx.mail!.linkTo(participant.email);
    expect((await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'back in again 1' })).status).toBe(200);
    expect((await me(participant.token)).status).toBe(401);
    expect((await login(participant.email, 'back in again 1')).status).toBe(200);
  });

  it('when the account is disabled, then no link is sent', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    await request(ctx.app).patch(`/api/admin/accounts/${participant.id}`).set(bearer(organizerToken)).send({ disabled: true });
    expect((await forgot(participant.email)).status).toBe(202);
    await ctx.service.background.idle();
    expect(await linksOf(participant.id)).toBe(0);
  });

  it('when the account lookup is slow, then the answer is given before the lookup starts, and the link follows', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const { domain } = ctx.service;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const lookups: string[] = [];
    const users: UserRepository = Object.assign(Object.create(domain.users) as UserRepository, {
      findByEmail: async (email: string) => {
        lookups.push(email);
        await released;
        return domain.users.findByEmail(email);
      },
    });

    try {
      const answer = await requestPasswordReset({ ...domain, users }, { email: participant.email }, 'en');
      expect(answer).toEqual({ message: passwordMessages.resetRequested });
      expect(lookups).toEqual([]);
    } finally {
      release();
    }
    await domain.background.idle();
    expect(lookups).toEqual([participant.email]);
    expect(await linksOf(participant.id)).toBe(1);
  });

  it('when the email is missing or malformed, then 400 with the sign-in form messages', async () => {
    expect((await forgot('')).body).toEqual({ message: authMessages.fillRequired, errors: { email: authMessages.fillRequired } });
    expect((await forgot('nope')).body.errors).toEqual({ email: authMessages.invalidEmail });
  });
});

describe('changing one own password', () => {
  it('when a participant gives the current password, then the new one works, their other sessions end and this one stays signed in', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const other = (await login(participant.email, participant.password)).body.token as string;

    const changed = await changePassword(participant.token, participant.password, 'a better password 2');
    expect(changed.status).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    expect(changed.body).toEqual({ message: passwordMessages.passwordChanged });
    expect((await me(participant.token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(participant.email, participant.password)).status).toBe(401);
    const fresh = await login(participant.email, 'a better password 2');
    expect(fresh.status).toBe(200);
    // A sign-in in the same second as the change is not caught by the revocation.
    expect((await me(fresh.body.token as string)).status).toBe(200);

    const audit = await ctx.mongo.collection('audit_events').find({ action: 'account.change-password', target: `account:${participant.id}` }).toArray();
    expect(audit).toEqual([expect.objectContaining({ actorId: participant.id, summary: `${participant.email} changed their own password; their other sessions ended` })]);
    expect(JSON.stringify(audit)).not.toContain('a better password 2');
  });

  it('when an organizer changes theirs, then the same holds', async () => {
    const organizer = await registerOrganizer(ctx.app);
    const other = (await login(organizer.body.email, organizer.body.password)).body.token as string;
    expect((await changePassword(organizer.token, organizer.body.password, 'organizer new pass 3')).status).toBe(200);
    expect((await me(organizer.token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(organizer.body.email, 'organizer new pass 3')).status).toBe(200);
  });

  it('when the current password is wrong, then 400 on that field, nothing changes, and the failure counts towards the lock', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const wrong = await changePassword(participant.token, 'not my password', 'a better password 2');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: passwordMessages.currentPasswordWrong, errors: { currentPassword: passwordMessages.currentPasswordWrong } });
    expect((await login(participant.email, participant.password)).status).toBe(200);

    for (let attempt = 1; attempt <= 10; attempt++) await changePassword(participant.token, `guess ${attempt}`, 'a better password 2');
    const locked = await changePassword(participant.token, participant.password, 'a better password 2');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: signInLockedMessage(15) });
  });

  it('when the current password is missing or the new one is short or the same, then 400 with the field messages', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    expect((await changePassword(participant.token, '', 'a better password')).body.errors).toEqual({ currentPassword: passwordMessages.currentPasswordRequired });
    expect((await changePassword(participant.token, participant.password, 'short')).body.errors).toEqual({ newPassword: authMessages.passwordTooShort });
    expect((await changePassword(participant.token, participant.password, participant.password)).body.errors).toEqual({ newPassword: passwordMessages.sameAsCurrent });
  });

  it('when nobody is signed in, then 401', async () => {
    const res = await request(ctx.app).post('/api/auth/change-password').send({ currentPassword: 'whatever 1', newPassword: 'whatever 2' });
    expect(res.status).toBe(401);
  });
});
