import request from 'supertest';
import { authMessages, signInLockedMessage } from '@trek/contracts';
import { bearer, createParticipant, linkToken, registerOrganizer, startAuthApp, uniqueEmail, type AuthTestApp } from './auth-app.fixture.js';

// The gateway limits sign-ins per client IP, which a guesser can change (X-Forwarded-For on a LAN,
// many addresses); auth counts failures per account, whatever the IP.
const LOCKED = signInLockedMessage(15);

let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const login = (email: string, password: string) => request(ctx.app).post('/api/auth/login').send({ email, password });

async function failTenTimes(email: string) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const res = await login(email, `wrong guess ${attempt}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(authMessages.invalidCredentials);
  }
}

describe('when one account gets 10 wrong passwords within 15 minutes', () => {
  it('then even the right password is refused for a while, the lock is in the audit trail, and a reset by an organizer lets the owner back in', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    await failTenTimes(participant.email);

    const right = await login(participant.email, participant.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(LOCKED);

    const audit = await request(ctx.app).get('/api/admin/audit/accounts').set(bearer(organizerToken));
    expect(audit.body.events).toContainEqual(
      expect.objectContaining({ action: 'account.sign-in-lock', target: `account:${participant.id}`, summary: expect.stringContaining(participant.email) }),
    );

    const reset = await request(ctx.app).post(`/api/admin/accounts/${participant.id}/reset-password`).set(bearer(organizerToken)).send({});
    expect(reset.status).toBe(200);
    const token = await linkToken(ctx.app, reset.body.setPasswordLink.id as string);
    expect((await request(ctx.app).post('/api/auth/set-password').send({ token, password: 'a brand new pass 1' })).status).toBe(200);
    expect((await login(participant.email, 'a brand new pass 1')).status).toBe(200);
  });

  it('then an unknown email is answered the same way, so a lock tells nothing about which emails exist', async () => {
    const email = uniqueEmail('nobody');
    await failTenTimes(email);
    const res = await login(email, 'anything at all');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(LOCKED);
  });

  it('then a success before the tenth failure starts the count again', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await login(participant.email, 'wrong')).status).toBe(401);
    expect((await login(participant.email, participant.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await login(participant.email, 'wrong')).status).toBe(401);
    expect((await login(participant.email, participant.password)).status).toBe(200);
  });
});
