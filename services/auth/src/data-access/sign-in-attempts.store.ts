import type { Redis } from 'ioredis';

export interface SignInAttemptsOptions {
  /** Failed sign-ins for one email within the window that lock it. */
  maxFailures: number;
  /** The window the failures are counted in, and how long a lock lasts. */
  windowSeconds: number;
  prefix?: string;
}

/**
 * Failed sign-ins counted per account (by email, known or not, so the answer never tells which
 * exist), in Redis so every auth replica sees the same count. The gateway's per-IP limit cannot
 * stop a guesser who changes IP; this can.
 */
export class SignInAttempts {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: SignInAttemptsOptions,
  ) {
    this.prefix = options.prefix ?? 'auth:sign-in:';
  }

  private failuresKey = (email: string) => `${this.prefix}failures:${email}`;
  private lockKey = (email: string) => `${this.prefix}locked:${email}`;

  async isLocked(email: string): Promise<boolean> {
    return (await this.redis.exists(this.lockKey(email))) === 1;
  }

  /** Counts a failure; true when this one locked the account (the caller records that once). */
  async recordFailure(email: string): Promise<boolean> {
    const key = this.failuresKey(email);
    const [[, failures]] = (await this.redis.multi().incr(key).expire(key, this.options.windowSeconds, 'NX').exec()) as [[null, number], unknown];
    if (failures < this.options.maxFailures) return false;
    await this.redis.del(key);
    return (await this.redis.set(this.lockKey(email), '1', 'EX', this.options.windowSeconds, 'NX')) === 'OK';
  }

  /** A successful sign-in or a new password starts the count again and ends a lock. */
  async clear(email: string): Promise<void> {
    await this.redis.del(this.failuresKey(email), this.lockKey(email));
  }
}
