import { authMessages, passwordMessages, type ChangePasswordRequest, type MessageResponse } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { AuthDomain } from './auth-context.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { countFailure, refuseWhileLocked, signInAttempts } from './sign-in.js';

type ChangeOwnPasswordDeps = Pick<AuthDomain, 'users' | 'revocations' | 'signInAttempts' | 'signInLockMinutes' | 'audit'>;

/**
 * A signed-in person (participant or organizer) changes their own password. The current one is
 * required, and a wrong one counts against the account's sign-in lock like a wrong sign-in (a
 * session left open must not become a way to guess it). Every other session ends; the one used
 * here stays signed in.
 */
export async function changeOwnPassword(domain: ChangeOwnPasswordDeps, caller: AuthContext, { currentPassword, newPassword }: ChangePasswordRequest): Promise<MessageResponse> {
  const user = await domain.users.findById(caller.userId);
  if (!user || user.disabled) throw AppError.unauthorized(authMessages.sessionExpired);
  await refuseWhileLocked(domain, user.email);
  if (!(await passwordMatches(currentPassword, user.passwordHash))) {
    await countFailure(domain, user.email, user.id);
    throw AppError.badRequest(passwordMessages.currentPasswordWrong, { currentPassword: passwordMessages.currentPasswordWrong });
  }
  await domain.users.setPasswordHash(user.id, await hashPassword(newPassword));
  await domain.revocations.revokeAllSessions(user.id, { keep: caller.sessionId });
  await signInAttempts(() => domain.signInAttempts.clear(user.email));
  await domain.audit.record({
    actorId: user.id,
    actorName: user.fullName,
    action: 'account.change-password',
    target: `account:${user.id}`,
    summary: `${user.email} changed their own password; their other sessions ended`,
  });
  return { message: passwordMessages.passwordChanged };
}
