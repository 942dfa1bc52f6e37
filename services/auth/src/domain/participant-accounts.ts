import {
  authMessages,
  ERASED_PARTICIPANT_NAME,
  erasedEmailOf,
  organizerAccountMessages,
  type Account,
  type AccountCreated,
  type CreateParticipantAccount,
  type PasswordResetResult,
  type SetupKeyRotated,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { EmailTakenError, type UserListQuery } from '../data-access/user.repository.js';
import type { AuthDomain } from './auth-context.js';
import { issuePasswordLink } from './password-links.js';
import { hashPassword } from './passwords.js';
import { signInAttempts } from './sign-in.js';
import { toAccount } from './users.js';

const notFound = () => AppError.notFound('Participant account not found');

type CreateParticipantAccountDeps = Pick<AuthDomain, 'users' | 'audit' | 'passwordLinks' | 'emailOutbox' | 'relay' | 'publicSiteUrl' | 'now'>;

/**
 * Organizers create participant accounts. Usually without a password: the person chooses one
 * through a single-use link emailed to them (by this service, or by the caller when it says so, as
 * the applications service does in its welcome email). An organizer may instead choose the password
 * and hand it over in person; then no link is sent. No password is ever answered or emailed.
 */
export async function createParticipantAccount(
  domain: CreateParticipantAccountDeps,
  request: CreateParticipantAccount,
  organizerId: string,
): Promise<AccountCreated> {
  let user;
  try {
    user = await domain.users.create({
      email: request.email,
      fullName: request.fullName,
      role: 'PARTICIPANT',
      passwordHash: request.password ? await hashPassword(request.password) : null,
      createdBy: organizerId,
      ...(request.language ? { language: request.language } : {}),
    });
  } catch (error) {
    if (error instanceof EmailTakenError) throw AppError.conflict(authMessages.emailTaken);
    throw error;
  }
  const emailLink = request.sendSetPasswordEmail ?? true;
  const setPasswordLink = request.password ? undefined : await issuePasswordLink(domain, user, 'welcome', { requestedBy: organizerId, email: emailLink });
  await domain.audit.record({
    actorId: organizerId,
    action: 'account.create',
    target: `account:${user.id}`,
    summary: `Created the participant account ${user.email} (${
      request.password ? 'password chosen by the organizer' : emailLink ? 'a link to set a password was emailed' : 'a link to set a password goes with the welcome email'
    })`,
  });
  return setPasswordLink ? { account: toAccount(user), setPasswordLink } : { account: toAccount(user) };
}

export async function listAccounts(domain: Pick<AuthDomain, 'users'>, query: UserListQuery) {
  const { users, total } = await domain.users.list(query);
  return { accounts: users.map(toAccount), total, page: query.page, pageSize: query.pageSize };
}

/** One participant account (the applications service finds an erased person's applications through its email). */
export async function findParticipantAccount(domain: Pick<AuthDomain, 'users'>, id: string): Promise<Account> {
  return toAccount(await participantOrThrow(domain, id));
}

async function participantOrThrow(domain: Pick<AuthDomain, 'users'>, id: string) {
  const user = await domain.users.findById(id);
  if (!user || user.role !== 'PARTICIPANT') throw notFound();
  return user;
}

type ResetAccountPasswordDeps = Pick<
  AuthDomain,
  'users' | 'revocations' | 'signInAttempts' | 'audit' | 'passwordLinks' | 'emailOutbox' | 'relay'
  | 'publicSiteUrl' | 'now'
>;

/**
 * An organizer's reset of a participant's or another organizer's password: the old password stops
 * working and every session ends at once (whoever held the password loses access), a sign-in lock
 * is lifted, and the owner is emailed a link to choose a new password (the organizer never sees
 * it). Also how an organizer sends a new link to someone whose link expired. One's own password is
 * changed from one's own account instead.
 */
export async function resetAccountPassword(domain: ResetAccountPasswordDeps, id: string, organizerId: string): Promise<PasswordResetResult> {
  if (id === organizerId) throw AppError.conflict(organizerAccountMessages.resetYourself);
  const user = await domain.users.findById(id);
  if (!user) throw AppError.notFound(organizerAccountMessages.notFound);
  // Someone who never set a password gets the welcome email again rather than a "your password was reset".
  const neverSetUp = user.passwordHash === null && user.lastSignInAt === null;
  await domain.users.setPasswordHash(id, null);
  await domain.revocations.revokeAllSessions(id);
  await signInAttempts(() => domain.signInAttempts.clear(user.email));
  const setPasswordLink = await issuePasswordLink(domain, user, neverSetUp ? 'welcome' : 'reset', { requestedBy: organizerId });
  const whose = user.role === 'ORGANIZER' ? `the organizer ${user.email}` : user.email;
  await domain.audit.record({
    actorId: organizerId,
    action: 'account.reset-password',
    target: `account:${id}`,
    summary: neverSetUp
      ? `Sent ${whose} a new link to set their first password`
      : `Reset the password of ${whose} and emailed a link to set a new one`,
  });
  return { setPasswordLink };
}

export async function setParticipantDisabled(domain: Pick<AuthDomain, 'users' | 'revocations' | 'audit'>, id: string, disabled: boolean, organizerId: string) {
  await participantOrThrow(domain, id);
  const updated = await domain.users.setDisabled(id, disabled);
  if (!updated) throw notFound();
  if (disabled) await domain.revocations.revokeAllSessions(id);
  await domain.audit.record({
    actorId: organizerId,
    action: disabled ? 'account.disable' : 'account.enable',
    target: `account:${id}`,
    summary: `${disabled ? 'Disabled' : 'Enabled'} the participant account ${updated.email}`,
  });
  return { account: toAccount(updated) };
}

type EraseParticipantAccountDeps = Pick<AuthDomain, 'users' | 'revocations' | 'audit'>;

/**
 * Erasure on request (the participant service asks, as the organizer, after deleting the rest):
 * the account is disabled, its sessions end, and its name, email and password are deleted. It is
 * kept rather than deleted so its id is never reused and the records that name it (transfers,
 * application links, the read log) resolve to "Erased participant" instead of dangling. Earlier
 * audit entries that quoted the email no longer do. Repeating it changes nothing more.
 */
export async function eraseParticipantAccount(domain: EraseParticipantAccountDeps, id: string, organizerId: string): Promise<{ id: string; erased: boolean }> {
  const account = await participantOrThrow(domain, id);
  const email = erasedEmailOf(id);
  if (account.email === email) return { id, erased: true };
  const erased = await domain.users.erase(id, { email, fullName: ERASED_PARTICIPANT_NAME });
  if (!erased) throw notFound();
  await domain.revocations.revokeAllSessions(id);
  await domain.audit.redact(account.email, 'an erased participant');
  await domain.audit.record({ actorId: organizerId, action: 'account.erase', target: `account:${id}`, summary: 'Erased a participant account on request (disabled; name, email and password deleted)' });
  return { id, erased: true };
}

/** The new key goes to the caller once; the audit trail says only that it changed. */
export async function rotateSetupKey(domain: Pick<AuthDomain, 'setupKey' | 'audit'>, organizerId: string): Promise<SetupKeyRotated> {
  const setupKey = await domain.setupKey.rotate(organizerId);
  await domain.audit.record({ actorId: organizerId, action: 'setup-key.rotate', target: 'setup-key', summary: 'Rotated the organizer setup key' });
  return { setupKey };
}
