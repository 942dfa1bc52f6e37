import { authMessages, signInLockedMessage, type AuthSuccess, type Language, type LoginRequest, type RegisterRequest } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import { EmailTakenError, type UserRecord } from '../data-access/user.repository.js';
import type { AuthDomain } from './auth-context.js';
import { hashPassword, needsRehash, passwordMatches, verifyAgainstDummy } from './passwords.js';
import { toUser } from './users.js';

type SignInDeps = Pick<AuthDomain, 'users' | 'tokens' | 'revocations' | 'signInAttempts' | 'signInLockMinutes' | 'audit'>;

/**
 * One message for unknown email and wrong password, so a login never tells which part was wrong.
 * `language`: the one the person signs in in, when the request named one; their emails follow it.
 */
export async function signIn(domain: SignInDeps, { email, password }: LoginRequest, language?: Language): Promise<AuthSuccess> {
  await refuseWhileLocked(domain, email);
  const user = await domain.users.findByEmail(email);
  if (!user) {
    await verifyAgainstDummy(password);
    await countFailure(domain, email, null);
    throw AppError.unauthorized(authMessages.invalidCredentials);
  }
  const { passwordHash } = user;
  // `passwordHash === null` never matches (passwordMatches pays the same cost first); it narrows the type.
  if (!(await passwordMatches(password, passwordHash)) || passwordHash === null) {
    await countFailure(domain, email, user.id);
    throw AppError.unauthorized(authMessages.invalidCredentials);
  }
  if (user.disabled) throw AppError.forbidden(authMessages.accountDisabled);
  await signInAttempts(() => domain.signInAttempts.clear(email));

  const rehash = needsRehash(passwordHash) ? { verified: passwordHash, rehashed: await hashPassword(password) } : undefined;
  await domain.users.recordSignIn(user.id, new Date(), rehash, language);
  return { token: await issueSession(domain, user, rehash ? [passwordHash, rehash.rehashed] : [passwordHash]), user: toUser(user) };
}

/**
 * A token for the user, unless something ended their sessions since their password was checked.
 * What the token must carry (the session generation) is read first, then the account again: it
 * must still be enabled and hold one of `passwordHashes` (the hash the password was checked
 * against, or its upgrade). A disable, reset or new password is written before its revocation, so
 * either this read sees it, or the revocation comes later with a newer generation and the token
 * is refused everywhere.
 */
export async function issueSession(
  domain: Pick<AuthDomain, 'users' | 'tokens' | 'revocations'>,
  user: Pick<UserRecord, 'id'>,
  passwordHashes: readonly string[],
): Promise<string> {
  const validFrom = await signInAttempts(() => domain.revocations.sessionsValidFrom(user.id));
  const current = await domain.users.findById(user.id);
  if (!current || current.disabled) throw AppError.forbidden(authMessages.accountDisabled);
  if (current.passwordHash === null || !passwordHashes.includes(current.passwordHash)) throw AppError.unauthorized(authMessages.invalidCredentials);
  return domain.tokens.issue(current.id, current.role, current.fullName, validFrom);
}

/** 429 while too many wrong passwords for this account keep its sign-in (and password change) locked. */
export async function refuseWhileLocked(domain: Pick<AuthDomain, 'signInAttempts' | 'signInLockMinutes'>, email: string): Promise<void> {
  if (await signInAttempts(() => domain.signInAttempts.isLocked(email))) {
    throw new AppError(429, 'sign_in_locked', signInLockedMessage(domain.signInLockMinutes));
  }
}

/** The failure counts live in Redis; without them a guesser would go unchecked, so sign-in waits for Redis. */
export async function signInAttempts<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch {
    throw AppError.unavailable('Sign-in is temporarily unavailable. Please try again shortly.');
  }
}

/** Counts a wrong password or unknown email against the email; the lock it causes goes into the audit trail once. */
export async function countFailure(domain: Pick<AuthDomain, 'signInAttempts' | 'signInLockMinutes' | 'audit'>, email: string, userId: string | null): Promise<void> {
  const lockedNow = await signInAttempts(() => domain.signInAttempts.recordFailure(email));
  if (!lockedNow || !userId) return;
  await domain.audit.record({
    actorId: 'system',
    action: 'account.sign-in-lock',
    target: `account:${userId}`,
    summary: `Locked sign-in for ${email} for ${domain.signInLockMinutes} minutes after too many failed attempts`,
  });
}

type RegisterOrganizerDeps = Pick<AuthDomain, 'users' | 'setupKey' | 'tokens' | 'revocations'>;

/** Organizers register themselves with the setup key; the role is always ORGANIZER, whatever was sent. */
export async function registerOrganizer(domain: RegisterOrganizerDeps, request: RegisterRequest, language: Language): Promise<AuthSuccess> {
  if (!(await domain.setupKey.matches(request.organizerLoginKey))) throw AppError.forbidden(authMessages.invalidSetupKey);
  const passwordHash = await hashPassword(request.password);
  try {
    const user = await domain.users.create({ email: request.email, fullName: request.fullName, role: 'ORGANIZER', passwordHash, createdBy: null, language });
    await domain.users.recordSignIn(user.id, new Date());
    return { token: await issueSession(domain, user, [passwordHash]), user: toUser(user) };
  } catch (error) {
    if (error instanceof EmailTakenError) throw AppError.conflict(authMessages.emailTaken);
    throw error;
  }
}

/** The signed-in user; a token of a deleted or disabled account no longer counts as signed in. */
export async function currentUser(domain: Pick<AuthDomain, 'users'>, caller: AuthContext) {
  const user = await domain.users.findById(caller.userId);
  if (!user || user.disabled) throw AppError.unauthorized(authMessages.sessionExpired);
  return toUser(user);
}

/** The signed-in person's language for the emails they get (the site's language switch). */
export async function setOwnLanguage(domain: Pick<AuthDomain, 'users'>, caller: AuthContext, language: Language): Promise<void> {
  await currentUser(domain, caller);
  await domain.users.setLanguage(caller.userId, language);
}

export async function signOut(domain: Pick<AuthDomain, 'revocations'>, caller: AuthContext): Promise<void> {
  await domain.revocations.revokeSession(caller);
}
