import { createHash, randomBytes } from 'node:crypto';
import {
  authMessages,
  passwordMessages,
  SET_PASSWORD_LINK_HOURS,
  SET_PASSWORD_PATH,
  type AuthSuccess,
  type ForgotPasswordRequest,
  type Language,
  type MessageResponse,
  type PasswordLinkPurpose,
  type PasswordLinkUrl,
  type SetPasswordLinkInfo,
  type SetPasswordLinkIssued,
  type SetPasswordRequest,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { PasswordLinkRecord } from '../data-access/password-link.repository.js';
import type { UserRecord } from '../data-access/user.repository.js';
import type { AuthDomain } from './auth-context.js';
import { passwordLinkEmail } from './password-link-emails.js';
import { hashPassword } from './passwords.js';
import { issueSession, signInAttempts } from './sign-in.js';
import { toUser } from './users.js';

const LINK_LIFETIME_MS = SET_PASSWORD_LINK_HOURS * 3600 * 1000;
/** 32 random bytes, as URL-safe base64: what the link carries. */
const TOKEN_BYTES = 32;

/** Only this digest of a token is stored; a token is 256 random bits, so a plain SHA-256 is enough. */
const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 410: the link existed but can no longer be used; the message says why and what to do. */
const gone = (message: string) => new AppError(410, 'link_unusable', message);

export interface IssueOptions {
  /** The organizer's id, or `self` for "Forgot password?". */
  requestedBy: string;
  /** False when the caller emails the link itself (the applications service's welcome email). */
  email?: boolean;
  /** The email's language when it differs from the account's: "Forgot password?" answers in the language it was asked in. */
  language?: Language;
}

type IssuePasswordLinkDeps = Pick<AuthDomain, 'passwordLinks' | 'emailOutbox' | 'relay' | 'publicSiteUrl' | 'now'>;

/**
 * A new set-password link for the account; the account's older links stop working, since only the
 * newest one counts. No token exists yet: it is made when the email goes out (`passwordLinkUrl`),
 * so the email owed here, the queue's job and the email log hold only the link's id.
 */
export async function issuePasswordLink(
  domain: IssuePasswordLinkDeps,
  user: Pick<UserRecord, 'id' | 'email' | 'fullName' | 'language'>,
  purpose: PasswordLinkPurpose,
  { requestedBy, email = true, language = user.language }: IssueOptions,
): Promise<SetPasswordLinkIssued> {
  const now = domain.now();
  const link = await domain.passwordLinks.create({
    userId: user.id,
    purpose,
    requestedBy,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
  if (email) {
    // Owed in auth's own database before anything goes to Redis, then queued (the relay queues it
    // again once Redis is back). The outbox keeps the relay's own time, not the links' clock.
    await domain.relay.oweAndQueue([passwordLinkEmail(link, user, domain.publicSiteUrl, language)]);
  }
  return { id: link.id, expiresAt: link.expiresAt.toISOString(), emailed: email };
}

/** Why a link cannot be used any more, or null while it can. */
async function unusableBecause(domain: Pick<AuthDomain, 'passwordLinks' | 'now'>, link: PasswordLinkRecord): Promise<string | null> {
  if (await domain.passwordLinks.isUsed(link.id)) return passwordMessages.linkUsed;
  if (domain.now().getTime() >= link.expiresAt.getTime()) return passwordMessages.linkExpired;
  const newest = await domain.passwordLinks.newestFor(link.userId);
  if (newest?.id !== link.id) return passwordMessages.linkReplaced;
  return null;
}

/**
 * For the notifications worker, when it sends the email of a link: a fresh random token for the
 * link (stored only as its SHA-256) and the URL that carries it, in the fragment, so it never
 * reaches a server log. Answered to the worker only (internal key), never stored in clear; a link
 * that can no longer be used gets no token (410), and its email is not sent.
 */
export async function passwordLinkUrl(domain: Pick<AuthDomain, 'passwordLinks' | 'publicSiteUrl' | 'now'>, linkId: string): Promise<PasswordLinkUrl> {
  const link = await domain.passwordLinks.findById(linkId);
  if (!link) throw AppError.notFound(passwordMessages.linkInvalid);
  const unusable = await unusableBecause(domain, link);
  if (unusable) throw gone(unusable);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await domain.passwordLinks.addToken(link.id, tokenHash(token), domain.now());
  return { url: `${domain.publicSiteUrl}${SET_PASSWORD_PATH}#token=${token}` };
}

/** The link a token belongs to and its account, while both can still be used; otherwise why not. */
async function usableLink(domain: Pick<AuthDomain, 'users' | 'passwordLinks' | 'now'>, token: string): Promise<{ link: PasswordLinkRecord; user: UserRecord }> {
  const link = await domain.passwordLinks.linkOfToken(tokenHash(token));
  const user = link ? await domain.users.findById(link.userId) : null;
  if (!link || !user) throw AppError.badRequest(passwordMessages.linkInvalid, { token: passwordMessages.linkInvalid });
  const unusable = await unusableBecause(domain, link);
  if (unusable) throw gone(unusable);
  if (user.disabled) throw AppError.forbidden(authMessages.accountDisabled);
  return { link, user };
}

/** What the set-password page shows before the person types: whose account, and until when. */
export async function checkPasswordLink(domain: Pick<AuthDomain, 'users' | 'passwordLinks' | 'now'>, token: string): Promise<SetPasswordLinkInfo> {
  const { link, user } = await usableLink(domain, token);
  return { email: user.email, fullName: user.fullName, purpose: link.purpose, expiresAt: link.expiresAt.toISOString() };
}

type SetPasswordWithLinkDeps = Pick<AuthDomain, 'users' | 'tokens' | 'revocations' | 'signInAttempts' | 'audit' | 'passwordLinks' | 'now'>;

/**
 * Uses the link once: the new password replaces any old one, every session of the account ends,
 * a sign-in lock is lifted (the owner proved they read the mailbox), and the person is signed in.
 */
export async function setPasswordWithLink(domain: SetPasswordWithLinkDeps, { token, password }: SetPasswordRequest): Promise<AuthSuccess> {
  const { link, user } = await usableLink(domain, token);
  const passwordHash = await hashPassword(password);
  // The one use is a unique insert: of two requests at once with the same link, one sets the password.
  if (!(await domain.passwordLinks.claim(link, domain.now()))) throw gone(passwordMessages.linkUsed);
  await domain.users.setPasswordHash(user.id, passwordHash);
  await domain.revocations.revokeAllSessions(user.id);
  await signInAttempts(() => domain.signInAttempts.clear(user.email));
  await domain.audit.record({
    actorId: user.id,
    actorName: user.fullName,
    action: 'account.set-password',
    target: `account:${user.id}`,
    summary: `${user.email} set ${link.purpose === 'welcome' ? 'their first password' : 'a new password'} with an emailed link${link.requestedBy === 'self' ? ' they asked for (Forgot password?)' : ''}; every other session ended`,
  });
  await domain.users.recordSignIn(user.id, new Date());
  return { token: await issueSession(domain, user, [passwordHash]), user: toUser(user) };
}

type RequestPasswordResetDeps = Pick<
  AuthDomain,
  'users' | 'passwordLinks' | 'passwordResetRequests' | 'emailOutbox' | 'relay' | 'publicSiteUrl' | 'background'
  | 'now'
>;

/**
 * "Forgot password?": the same answer whether or not the email has an account, and as fast. The
 * per-email count comes first (unknown emails are counted alike); the lookup and the email happen
 * after the answer, so its timing tells nothing either. A disabled account gets no link. Past the
 * per-email limit the answer is still the same but no link is made: whoever used up the requests
 * only sent links to the owner's mailbox, where the newest one still works, so the owner is never
 * told to wait.
 */
export async function requestPasswordReset(domain: RequestPasswordResetDeps, { email }: ForgotPasswordRequest, language: Language): Promise<MessageResponse> {
  const allowed = await signInAttempts(() => domain.passwordResetRequests.allow(email));
  if (!allowed) return { message: passwordMessages.resetRequested };
  domain.background.run('password reset request', async () => {
    const user = await domain.users.findByEmail(email);
    if (!user || user.disabled) return;
    await issuePasswordLink(domain, user, 'reset', { requestedBy: 'self', language });
  });
  return { message: passwordMessages.resetRequested };
}
