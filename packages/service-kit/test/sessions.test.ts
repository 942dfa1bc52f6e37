import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { testInfrastructure } from '@trek/testing';
import { SessionRevocations, type SessionRef } from '../src/index.js';

let redis: Redis;
let revocations: SessionRevocations;
beforeAll(() => {
  redis = new Redis(testInfrastructure().redisUrl);
  revocations = new SessionRevocations(redis);
});
afterAll(async () => {
  await redis.quit();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const session = (userId: string, issuedAt = nowSeconds(), generation: number | null = null): SessionRef => ({
  userId,
  sessionId: randomUUID(),
  issuedAt,
  expiresAt: issuedAt + 3600,
  generation,
});

describe('revoking every session of a user', () => {
  it('when all are revoked, then every token issued up to that second is refused, later ones are not', async () => {
    const userId = randomUUID();
    const before = session(userId, nowSeconds() - 60);
    const upTo = await revocations.revokeAllSessions(userId);
    expect(await revocations.isRevoked(before)).toBe(true);
    expect(await revocations.isRevoked(session(userId, upTo))).toBe(true);
    expect(await revocations.isRevoked(session(userId, upTo + 1))).toBe(false);
    expect((await revocations.sessionsValidFrom(userId)).revokedUpTo).toBe(upTo);
    expect(await revocations.sessionsValidFrom(randomUUID())).toEqual({ revokedUpTo: null, generation: 0 });
  });

  it('when one session is kept (a password changed from it), then it stays valid and the others end; a later revocation ends it too', async () => {
    const userId = randomUUID();
    const current = session(userId, nowSeconds() - 30);
    const other = session(userId, nowSeconds() - 30);
    await revocations.revokeAllSessions(userId, { keep: current.sessionId });
    expect(await revocations.isRevoked(current)).toBe(false);
    expect(await revocations.isRevoked(other)).toBe(true);

    await revocations.revokeAllSessions(userId);
    expect(await revocations.isRevoked(current)).toBe(true);
  });

  it('when a kept session logs out, then it is refused like any other', async () => {
    const userId = randomUUID();
    const current = session(userId, nowSeconds() - 30);
    await revocations.revokeAllSessions(userId, { keep: current.sessionId });
    await revocations.revokeSession(current);
    expect(await revocations.isRevoked(current)).toBe(true);
  });
});

describe('session generations', () => {
  it('when a token carries the generation read before a revocation, then it is refused though dated after the revocation', async () => {
    const userId = randomUUID();
    const { generation: before } = await revocations.sessionsValidFrom(userId);
    const upTo = await revocations.revokeAllSessions(userId);
    expect(await revocations.isRevoked(session(userId, upTo + 1, before))).toBe(true);

    const { generation: after } = await revocations.sessionsValidFrom(userId);
    expect(after).toBeGreaterThan(before);
    expect(await revocations.isRevoked(session(userId, upTo + 1, after))).toBe(false);
  });

  it('when the kept session carries an older generation, then it stays valid until a revocation without it', async () => {
    const userId = randomUUID();
    const { generation } = await revocations.sessionsValidFrom(userId);
    const current = session(userId, nowSeconds() - 30, generation);
    await revocations.revokeAllSessions(userId, { keep: current.sessionId });
    expect(await revocations.isRevoked(current)).toBe(false);
    await revocations.revokeAllSessions(userId);
    expect(await revocations.isRevoked(current)).toBe(true);
  });
});
