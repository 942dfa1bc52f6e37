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

/** The mark `revokeAllSessions` leaves: every token issued up to `at` is refused, but the kept session. */
interface RevokedBefore {
  at: number;
  keptSessionId: string | null;
}

function parseMark(mark: string | null): RevokedBefore | null {
  if (mark === null) return null;
  const [at, keptSessionId] = mark.split(' ');
  return { at: Number(at), keptSessionId: keptSessionId || null };
}

/**
 * Revoked sessions live in Redis, shared by the gateway and every service. A single session is
 * revoked on logout; all of a user's sessions are revoked (by issue time) when the account is
 * disabled, its password reset or set through a link, or (all but the current one) when the user
 * changes their own password. Keys expire once no token they could match is still valid.
 */
export class SessionRevocations {
  constructor(private readonly redis: Redis) {}

  async revokeSession(session: Pick<SessionRef, 'sessionId' | 'expiresAt'>): Promise<void> {
    const ttl = Math.max(1, session.expiresAt - Math.floor(Date.now() / 1000));
    await this.redis.set(sessionKey(session.sessionId), '1', 'EX', ttl);
  }

  /**
   * Refuses every token of the user issued up to now, except the session `keep` names (the one
   * that changed its own password stays signed in); a later call without it ends that one too.
   * The mark outlives any token it could match. Answers the second it refuses tokens up to, so a
   * token issued right after can be dated past it (`sessionsRevokedUpTo`).
   */
  async revokeAllSessions(userId: string, { keep }: { keep?: string } = {}): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    await this.redis.set(userKey(userId), keep ? `${now} ${keep}` : String(now), 'EX', MAX_TOKEN_LIFETIME_SECONDS);
    return now;
  }

  /**
   * The second up to which the user's tokens are refused, or null. Tokens carry whole seconds, so a
   * token issued in that same second (a sign-in right after a reset) must be dated one second later.
   */
  async sessionsRevokedUpTo(userId: string): Promise<number | null> {
    return parseMark(await this.redis.get(userKey(userId)))?.at ?? null;
  }

  async isRevoked(session: SessionRef): Promise<boolean> {
    const [revokedSession, mark = null] = await this.redis.mget(sessionKey(session.sessionId), userKey(session.userId));
    if (revokedSession) return true;
    const revokedBefore = parseMark(mark);
    return revokedBefore !== null && session.issuedAt <= revokedBefore.at && session.sessionId !== revokedBefore.keptSessionId;
  }
}
