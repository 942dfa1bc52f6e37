import request from 'supertest';
import { bearer, createParticipant, registerOrganizer, startAuthApp, type AuthTestApp } from './auth-app.fixture.js';

// FerretDB rewrites the whole user document on every update, so of two writes to one account at
// the same instant one could undo the other: the language a person chose, their sign-in, their
// new password. Each case runs many times, every round's writes at once.
const ROUNDS = 20;
/** A bound, not a measure: every round hashes passwords on a busy 2-core machine. */
const ROUNDS_TIMEOUT_MS = 240_000;

let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp();
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

const accountOf = async (email: string) =>
  (await request(ctx.app).get('/api/admin/accounts').query({ search: email }).set(bearer(organizerToken))).body.accounts[0] as {
    language: string;
    lastSignInAt: string | null;
  };
const chooseSpanish = (token: string) => request(ctx.app).put('/api/auth/me/language').set(bearer(token)).send({ language: 'es' });
const login = (email: string, password: string) => request(ctx.app).post('/api/auth/login').send({ email, password });

describe('when a person chooses Spanish while they change their password', () => {
  it(`then both the language and the new password are kept, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const people = await Promise.all(Array.from({ length: ROUNDS }, () => createParticipant(ctx.app, organizerToken)));
    await Promise.all(
      people.map(({ token, password }) =>
        Promise.all([
          chooseSpanish(token),
          request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({ currentPassword: password, newPassword: 'changed meanwhile 1' }),
        ]).then(([chosen, changed]) => {
          expect(chosen.status).toBe(204);
          expect(changed.status).toBe(200);
        }),
      ),
    );

    const lost = [];
    for (const { email } of people) {
      const kept = (await accountOf(email)).language === 'es' && (await login(email, 'changed meanwhile 1')).status === 200;
      if (!kept) lost.push(email);
    }
    expect(lost).toEqual([]);
  }, ROUNDS_TIMEOUT_MS);
});

describe('when a person chooses Spanish while they sign in on another device', () => {
  it(`then both the language and the new sign-in are kept, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const people = await Promise.all(Array.from({ length: ROUNDS }, () => createParticipant(ctx.app, organizerToken)));
    const before = new Map(await Promise.all(people.map(async ({ email }) => [email, (await accountOf(email)).lastSignInAt] as const)));
    await Promise.all(
      people.map(({ email, password, token }) =>
        Promise.all([chooseSpanish(token), login(email, password)]).then(([chosen, signedIn]) => {
          expect(chosen.status).toBe(204);
          expect(signedIn.status).toBe(200);
        }),
      ),
    );

    const lost = [];
    for (const { email } of people) {
      const account = await accountOf(email);
      const signInKept = account.lastSignInAt !== null && account.lastSignInAt > (before.get(email) ?? '');
      if (account.language !== 'es' || !signInKept) lost.push(email);
    }
    expect(lost).toEqual([]);
  }, ROUNDS_TIMEOUT_MS);
});
