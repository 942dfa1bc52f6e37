import { organizerAccountMessages, type Account } from '@trek/contracts';
import { AppError, KeyedQueue } from '@trek/service-kit';
import type { AuthDomain } from './auth-context.js';
import { signInAttempts } from './sign-in.js';
import { toAccount } from './users.js';

/**
 * "Never the last active organizer" is read-then-write: two organizers disabling each other at the
 * same instant would both pass the check. They run one at a time (one process on FerretDB; on
 * MongoDB replicas the check is per replica).
 */
const organizerChanges = new KeyedQueue();

async function organizerOrThrow(domain: Pick<AuthDomain, 'users'>, id: string) {
  const user = await domain.users.findById(id);
  if (!user || user.role !== 'ORGANIZER') throw AppError.notFound(organizerAccountMessages.notFound);
  return user;
}

type SetOrganizerDisabledDeps = Pick<AuthDomain, 'users' | 'revocations' | 'audit'>;

/** Disables or enables another organizer; disabling ends all of their sessions at once. */
export async function setOrganizerDisabled(domain: SetOrganizerDisabledDeps, id: string, disabled: boolean, callerId: string): Promise<{ account: Account }> {
  if (id === callerId) throw AppError.conflict(organizerAccountMessages.notYourself);
  return organizerChanges.run('organizers', async () => {
    const organizer = await organizerOrThrow(domain, id);
    if (disabled && !organizer.disabled && (await domain.users.countActiveOrganizers()) <= 1) {
      throw AppError.conflict(organizerAccountMessages.lastActive);
    }
    const updated = await domain.users.setDisabled(id, disabled);
    if (!updated) throw AppError.notFound(organizerAccountMessages.notFound);
    if (disabled) await domain.revocations.revokeAllSessions(id);
    await domain.audit.record({
      actorId: callerId,
      action: disabled ? 'account.disable' : 'account.enable',
      target: `account:${id}`,
      summary: `${disabled ? 'Disabled' : 'Enabled'} the organizer account ${updated.email}`,
    });
    return { account: toAccount(updated) };
  });
}

/** Ends every session of an account (an organizer's or a participant's), e.g. after a lost phone. */
export async function signOutEverywhere(domain: Pick<AuthDomain, 'users' | 'revocations' | 'audit'>, id: string, callerId: string): Promise<void> {
  const user = await domain.users.findById(id);
  if (!user) throw AppError.notFound(organizerAccountMessages.notFound);
  await domain.revocations.revokeAllSessions(id);
  await domain.audit.record({
    actorId: callerId,
    action: 'account.sign-out',
    target: `account:${id}`,
    summary: `Ended every session of ${user.email}`,
  });
}

/**
 * Lifts the sign-in lock of an account (an organizer's or a participant's) after too many wrong
 * passwords, e.g. an organizer whose lock someone keeps renewing; the password stays as it is.
 */
export async function unlockSignIn(domain: Pick<AuthDomain, 'users' | 'signInAttempts' | 'audit'>, id: string, callerId: string): Promise<void> {
  const user = await domain.users.findById(id);
  if (!user) throw AppError.notFound(organizerAccountMessages.notFound);
  await signInAttempts(() => domain.signInAttempts.clear(user.email));
  await domain.audit.record({
    actorId: callerId,
    action: 'account.sign-in-unlock',
    target: `account:${id}`,
    summary: `Lifted the sign-in lock of ${user.email}`,
  });
}
