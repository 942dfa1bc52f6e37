import type { AuditTrail, EmailOutboxRelay, EmailOutboxStore, SessionRevocations } from '@trek/service-kit';
import type { PasswordLinkRepository } from '../data-access/password-link.repository.js';
import type { PasswordResetRequests } from '../data-access/password-reset-requests.store.js';
import type { SignInAttempts } from '../data-access/sign-in-attempts.store.js';
import type { SpotRecipientRepository } from '../data-access/spot-recipient.repository.js';
import type { UserRepository } from '../data-access/user.repository.js';
import type { BackgroundTasks } from './background-tasks.js';
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
  /** Organizers' changes to accounts and the setup key, and people's own password changes; never a password, token or key. */
  audit: AuditTrail;
  /** Set-password links (their tokens only as hashes). */
  passwordLinks: PasswordLinkRepository;
  /** "Forgot password?" requests per email. */
  passwordResetRequests: PasswordResetRequests;
  /** The emails carrying set-password links are owed here first, so none is lost while Redis is away. */
  emailOutbox: EmailOutboxStore;
  /** Which account received each transferred spot (one per spot and email). */
  spotRecipients: SpotRecipientRepository;
  relay: EmailOutboxRelay;
  /** The site's address (no trailing slash), for links and the sign-in address in emails. */
  publicSiteUrl: string;
  /** Work done after answering (the "Forgot password?" lookup). */
  background: BackgroundTasks;
  /** The clock links are dated and checked by; tests move it. */
  now: () => Date;
}
