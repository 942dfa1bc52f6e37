import request from 'supertest';
import { AppError, SessionRevocations, createTokenVerifier, resolveCaller } from '@trek/service-kit';
import { generateTestKeys } from '@trek/testing';
import type { UserRepository } from '../src/data-access/user.repository.js';
import { signIn } from '../src/domain/sign-in.js';
import { bearer, createParticipant, registerOrganizer, startAuthApp, type AuthTestApp } from './auth-app.fixture.js';

/**
 * A sign-in whose password check is under way while the account's sessions are all ended
 * (disabled, reset, a new password): the revocation runs right after the sign-in has read the
 * account, before it checks the password and issues the token.
 */
const keys = generateTestKeys();
let ctx: AuthTestApp;
let organizerToken: string;
beforeAll(async () => {
  ctx = await startAuthApp({ keys });
  organizerToken = (await registerOrganizer(ctx.app)).token;
});
afterAll(async () => {
  await ctx.close();
});

/** Signs in through the use case, running `revoke` once the account has been read; null when sign-in refuses. */
async function signInAcross(revoke: () => Promise<void>, email: string, password: string): Promise<string | null> {
  const { domain } = ctx.service;
  const users: UserRepository = Object.assign(Object.create(domain.users) as UserRepository, {
    findByEmail: async (wanted: string) => {
      const found = await domain.users.findByEmail(wanted);
      await revoke();
      return found;
    },
  });
  try {
    return (await signIn({ ...domain, users }, { email, password })).token;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Whether the gateway and the services would accept the token (signature, claims, revocations). */
async function tokenWorks(token: string | null): Promise<boolean> {
  if (token === null) return false;
  const verify = createTokenVerifier({ publicKey: keys.publicKey, issuer: 'mexico-trek-auth', audience: 'mexico-trek' });
  return resolveCaller({ headers: bearer(token) }, verify, new SessionRevocations(ctx.redis)).then(
    () => true,
    () => false,
  );
}

describe('a sign-in in flight while every session of the account ends', () => {
  it('when nothing happens meanwhile, then the sign-in yields a working token', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    expect(await tokenWorks(await signInAcross(async () => {}, participant.email, participant.password))).toBe(true);
  });

  it('when an organizer disables the account meanwhile, then the token it yields never works', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const disable = async () => {
      const res = await request(ctx.app).patch(`/api/admin/accounts/${participant.id}`).set(bearer(organizerToken)).send({ disabled: true });
      expect(res.status).toBe(200);
    };
    expect(await tokenWorks(await signInAcross(disable, participant.email, participant.password))).toBe(false);
  });

  it('when an organizer resets the password meanwhile, then the token it yields never works', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const reset = async () => {
      const res = await request(ctx.app).post(`/api/admin/accounts/${participant.id}/reset-password`).set(bearer(organizerToken)).send({});
      expect(res.status).toBe(200);
    };
    expect(await tokenWorks(await signInAcross(reset, participant.email, participant.password))).toBe(false);
  });

  it('when the owner changes the password meanwhile, then a token from the old password never works and the owner stays signed in', async () => {
    const participant = await createParticipant(ctx.app, organizerToken);
    const change = async () => {
      const res = await request(ctx.app)
        .post('/api/auth/change-password')
        .set(bearer(participant.token))
        .send({ currentPassword: participant.password, newPassword: 'a brand new password' });
      expect(res.status).toBe(200);
    };
    expect(await tokenWorks(await signInAcross(change, participant.email, participant.password))).toBe(false);
    expect(await tokenWorks(participant.token)).toBe(true);
  });
});
