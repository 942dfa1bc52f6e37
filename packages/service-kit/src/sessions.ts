import type { Redis } from 'ioredis';

/** What a revocation check needs to know about a token. */
export interface SessionRef {
  userId: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
  /** The account's session generation the token was issued in (see `sessionsValidFrom`); null when the token carries none. */
  generation: number | null;
}

/** What a new token of the user must carry to be valid (see `sessionsValidFrom`). */
export interface SessionsValidFrom {
  /** The second up to which every token of the user is refused, or null. */
  revokedUpTo: number | null;
  /** Counts the user's "end every session"; a token of an older generation is refused. */
  generation: number;
}

/** No token lives longer than this (the auth service's config refuses a longer lifetime). */
export const MAX_TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

const sessionKey = (sessionId: string) => `auth:revoked-session:${sessionId}`;
const userKey = (userId: string) => `auth:sessions-valid-after:${userId}`;
/**
 * Never expires: a generation that started again from 0 would make older tokens count as current.
 * One small key per account whose sessions were ever all ended.
 */
const generationKey = (userId: string) => `auth:sessions-generation:${userId}`;

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
   * Refuses every token of the user issued up to now, and every token of an older generation,
   * except the session `keep` names (the one that changed its own password stays signed in); a
   * later call without it ends that one too. The caller changes the account first (disabled, new
   * password) and revokes after, so a sign-in either sees the change or gets an older generation.
   * Answers the second it refuses tokens up to.
   */
  async revokeAllSessions(userId: string, { keep }: { keep?: string } = {}): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    const results = await this.redis
      .multi()
      .set(userKey(userId), keep ? `${now} ${keep}` : String(now), 'EX', MAX_TOKEN_LIFETIME_SECONDS)
      .incr(generationKey(userId))
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (!results || failed) throw failed ?? new Error('revocation was not applied');
    return now;
  }

  /**
   * What a token issued now must carry. Read it before checking the account (enabled, its
   * password): a revocation that lands after the check then has a newer generation, so the token
   * is refused; one that landed before it was seen by the check. Tokens carry whole seconds, so a
   * token issued in the second of a revocation must be dated one second later (`revokedUpTo`).
   */
  async sessionsValidFrom(userId: string): Promise<SessionsValidFrom> {
    const [mark = null, generation = null] = await this.redis.mget(userKey(userId), generationKey(userId));
    return { revokedUpTo: parseMark(mark)?.at ?? null, generation: Number(generation ?? 0) };
  }

  async isRevoked(session: SessionRef): Promise<boolean> {
    const [revokedSession, mark = null, generation = null] = await this.redis.mget(sessionKey(session.sessionId), userKey(session.userId), generationKey(session.userId));
    if (revokedSession) return true;
    const revokedBefore = parseMark(mark);
    if (revokedBefore !== null && session.sessionId === revokedBefore.keptSessionId) return false;
    if (revokedBefore !== null && session.issuedAt <= revokedBefore.at) return true;
    return session.generation !== null && session.generation < Number(generation ?? 0);
  }
}
