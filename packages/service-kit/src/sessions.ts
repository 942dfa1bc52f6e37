import type { Redis } from 'ioredis';

/** What a revocation check needs to know about a token. */
export interface SessionRef {
  userId: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
}

/** No token lives longer than this (the auth service's config refuses a longer lifetime). */
export const MAX_TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

const sessionKey = (sessionId: string) => `auth:revoked-session:${sessionId}`;
const userKey = (userId: string) => `auth:sessions-valid-after:${userId}`;

/**
 * Revoked sessions live in Redis, shared by the gateway and every service. A single session is
 * revoked on logout; all of a user's sessions are revoked (by issue time) when the account is
 * disabled or its password reset. Keys expire once no token they could match is still valid.
 */
export class SessionRevocations {
  constructor(private readonly redis: Redis) {}

  async revokeSession(session: Pick<SessionRef, 'sessionId' | 'expiresAt'>): Promise<void> {
    const ttl = Math.max(1, session.expiresAt - Math.floor(Date.now() / 1000));
    await this.redis.set(sessionKey(session.sessionId), '1', 'EX', ttl);
  }

  /** Refuses every token of the user issued up to now; the mark outlives any token it could match. */
  async revokeAllSessions(userId: string): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    await this.redis.set(userKey(userId), String(now), 'EX', MAX_TOKEN_LIFETIME_SECONDS);
  }

  async isRevoked(session: SessionRef): Promise<boolean> {
    const [revokedSession, validAfter] = await this.redis.mget(sessionKey(session.sessionId), userKey(session.userId));
    if (revokedSession) return true;
    return validAfter !== null && session.issuedAt <= Number(validAfter);
  }
}
