import { authMessages, type AuthSuccess, type LoginRequest, type RegisterRequest } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import { EmailTakenError } from '../data-access/user.repository.js';
import type { AuthDomain } from './auth-context.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { toUser } from './users.js';

/** One message for unknown email and wrong password, so a login never tells which part was wrong. */
export async function signIn(domain: AuthDomain, { email, password }: LoginRequest): Promise<AuthSuccess> {
  const user = await domain.users.findByEmail(email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw AppError.unauthorized(authMessages.invalidCredentials);
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw AppError.unauthorized(authMessages.invalidCredentials);
  if (user.disabled) throw AppError.forbidden(authMessages.accountDisabled);

  const rehash = needsRehash(user.passwordHash) ? { verified: user.passwordHash, rehashed: await hashPassword(password) } : undefined;
  await domain.users.recordSignIn(user.id, new Date(), rehash);
  return { token: domain.tokens.issue(user.id, user.role), user: toUser(user) };
}

/** Organizers register themselves with the setup key; the role is always ORGANIZER, whatever was sent. */
export async function registerOrganizer(domain: AuthDomain, request: RegisterRequest): Promise<AuthSuccess> {
  if (!(await domain.setupKey.matches(request.organizerLoginKey))) throw AppError.forbidden(authMessages.invalidSetupKey);
  try {
    const user = await domain.users.create({
      email: request.email,
      fullName: request.fullName,
      role: 'ORGANIZER',
      passwordHash: await hashPassword(request.password),
      createdBy: null,
    });
    await domain.users.recordSignIn(user.id, new Date());
    return { token: domain.tokens.issue(user.id, user.role), user: toUser(user) };
  } catch (error) {
    if (error instanceof EmailTakenError) throw AppError.conflict(authMessages.emailTaken);
    throw error;
  }
}

/** The signed-in user; a token of a deleted or disabled account no longer counts as signed in. */
export async function currentUser(domain: AuthDomain, caller: AuthContext) {
  const user = await domain.users.findById(caller.userId);
  if (!user || user.disabled) throw AppError.unauthorized(authMessages.sessionExpired);
  return toUser(user);
}

export async function signOut(domain: AuthDomain, caller: AuthContext): Promise<void> {
  await domain.revocations.revokeSession(caller);
}
