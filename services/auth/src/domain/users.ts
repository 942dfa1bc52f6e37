import type { Account, User } from '@trek/contracts';
import type { UserRecord } from '../data-access/user.repository.js';

export function toUser(record: UserRecord): User {
  return { id: record.id, fullName: record.fullName, email: record.email, role: record.role, avatarUrl: record.avatarUrl };
}

export function toAccount(record: UserRecord): Account {
  return {
    ...toUser(record),
    disabled: record.disabled,
    passwordSet: record.passwordHash !== null,
    createdAt: record.createdAt.toISOString(),
    lastSignInAt: record.lastSignInAt ? record.lastSignInAt.toISOString() : null,
    language: record.language,
  };
}
