import type { Redis } from 'ioredis';

export interface PasswordResetRequestsOptions {
  /** Requests answered per email within the window. */
  maxPerEmail: number;
  windowSeconds: number;
  prefix?: string;
}

/**
 * "Forgot password?" requests counted per email (known or not, so a refusal tells nothing about
 * which emails have accounts), in Redis so every auth replica sees the same count. The gateway
 * limits the same route per client IP.
 */
export class PasswordResetRequests {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: PasswordResetRequestsOptions,
  ) {
    this.prefix = options.prefix ?? 'auth:password-reset-requests:';
  }

  /** Counts this request; false once the email has had its share of the window. */
  async allow(email: string): Promise<boolean> {
    const key = `${this.prefix}${email}`;
    const [[, requests]] = (await this.redis.multi().incr(key).expire(key, this.options.windowSeconds, 'NX').exec()) as [[null, number], unknown];
    return requests <= this.options.maxPerEmail;
  }
}
