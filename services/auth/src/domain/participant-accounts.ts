import {
  authMessages,
  type AccountCreated,
  type CreateParticipantAccount,
  type PasswordResetResult,
  type SetupKeyRotated,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { EmailTakenError, type UserListQuery } from '../data-access/user.repository.js';
import type { AuthDomain } from './auth-context.js';
import { generatePassword, hashPassword } from './passwords.js';
import { toAccount } from './users.js';

const notFound = () => AppError.notFound('Participant account not found');

/** Organizers hand out participant credentials; a generated password is returned once, never stored in clear. */
export async function createParticipantAccount(
  domain: AuthDomain,
  request: CreateParticipantAccount,
  organizerId: string,
): Promise<AccountCreated> {
  const generatedPassword = request.password ? undefined : generatePassword();
  try {
    const user = await domain.users.create({
      email: request.email,
      fullName: request.fullName,
      role: 'PARTICIPANT',
      passwordHash: await hashPassword(request.password ?? generatedPassword!),
      createdBy: organizerId,
    });
    await domain.audit.record({
      actorId: organizerId,
      action: 'account.create',
      target: `account:${user.id}`,
      summary: `Created the participant account ${user.email}`,
    });
    return generatedPassword ? { account: toAccount(user), generatedPassword } : { account: toAccount(user) };
  } catch (error) {
    if (error instanceof EmailTakenError) throw AppError.conflict(authMessages.emailTaken);
    throw error;
  }
}

export async function listAccounts(domain: AuthDomain, query: UserListQuery) {
  const { users, total } = await domain.users.list(query);
  return { accounts: users.map(toAccount), total, page: query.page, pageSize: query.pageSize };
}

async function participantOrThrow(domain: AuthDomain, id: string) {
  const user = await domain.users.findById(id);
  if (!user || user.role !== 'PARTICIPANT') throw notFound();
  return user;
}

/** A reset signs the participant out everywhere: whoever held the old password loses access. */
export async function resetParticipantPassword(
  domain: AuthDomain,
  id: string,
  password: string | undefined,
  organizerId: string,
): Promise<PasswordResetResult> {
  const user = await participantOrThrow(domain, id);
  const generatedPassword = password ? undefined : generatePassword();
  await domain.users.setPasswordHash(id, await hashPassword(password ?? generatedPassword!));
  await domain.revocations.revokeAllSessions(id);
  // The owner gets back in with the new password, even while a guesser had locked the account.
  await domain.signInAttempts.clear(user.email);
  await domain.audit.record({
    actorId: organizerId,
    action: 'account.reset-password',
    target: `account:${id}`,
    summary: `Reset the password of ${user.email} (${generatedPassword ? 'generated' : 'chosen by the organizer'})`,
  });
  return generatedPassword ? { generatedPassword } : {};
}

export async function setParticipantDisabled(domain: AuthDomain, id: string, disabled: boolean, organizerId: string) {
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

/** The new key goes to the caller once; the audit trail says only that it changed. */
export async function rotateSetupKey(domain: AuthDomain, organizerId: string): Promise<SetupKeyRotated> {
  const setupKey = await domain.setupKey.rotate(organizerId);
  await domain.audit.record({ actorId: organizerId, action: 'setup-key.rotate', target: 'setup-key', summary: 'Rotated the organizer setup key' });
  return { setupKey };
}
