import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@trek/contracts';
import { TOKEN_ALGORITHM, type SessionsValidFrom } from '@trek/service-kit';

export interface TokenIssuerOptions {
  privateKey: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/** Only the auth service holds the private key; everyone else verifies with the public one. */
export class TokenIssuer {
  constructor(private readonly options: TokenIssuerOptions) {}

  /**
   * The name rides along so services can record who acted by name without asking this service.
   * `validFrom` is what the user's tokens must carry now: the session generation, and a date after
   * the second of the last "end every session" (tokens carry whole seconds, so one issued in that
   * very second is dated just after it).
   */
  issue(userId: string, role: Role, name: string, { revokedUpTo, generation }: SessionsValidFrom): string {
    const now = Math.floor(Date.now() / 1000);
    const iat = revokedUpTo !== null && revokedUpTo >= now ? revokedUpTo + 1 : now;
    return jwt.sign({ role, name, sid: randomUUID(), iat, gen: generation }, this.options.privateKey, {
      algorithm: TOKEN_ALGORITHM,
      subject: userId,
      issuer: this.options.issuer,
      audience: this.options.audience,
      expiresIn: this.options.ttlSeconds,
    });
  }
}
