import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@trek/contracts';
import { TOKEN_ALGORITHM } from '@trek/service-kit';

export interface TokenIssuerOptions {
  privateKey: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/** Only the auth service holds the private key; everyone else verifies with the public one. */
export class TokenIssuer {
  constructor(private readonly options: TokenIssuerOptions) {}

  /** The name rides along so services can record who acted by name without asking this service. */
  issue(userId: string, role: Role, name: string): string {
    return jwt.sign({ role, name, sid: randomUUID() }, this.options.privateKey, {
      algorithm: TOKEN_ALGORITHM,
      subject: userId,
      issuer: this.options.issuer,
      audience: this.options.audience,
      expiresIn: this.options.ttlSeconds,
    });
  }
}
