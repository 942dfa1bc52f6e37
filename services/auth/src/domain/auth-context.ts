import type { AuditTrail, SessionRevocations } from '@trek/service-kit';
import type { SignInAttempts } from '../data-access/sign-in-attempts.store.js';
import type { UserRepository } from '../data-access/user.repository.js';
import type { SetupKeyPolicy } from './setup-key.js';
import type { TokenIssuer } from './token-issuer.js';

/** What the auth use cases work with; assembled once in app.ts. */
export interface AuthDomain {
  users: UserRepository;
  setupKey: SetupKeyPolicy;
  tokens: TokenIssuer;
  revocations: SessionRevocations;
  /** Failed sign-ins per account; enough of them lock the account's sign-in for a while. */
  signInAttempts: SignInAttempts;
  /** How long a sign-in lock lasts, for the message. */
  signInLockMinutes: number;
  /** Organizers' changes to accounts and the setup key; never a password or a key. */
  audit: AuditTrail;
}
