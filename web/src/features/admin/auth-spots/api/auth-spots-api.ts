import {
  accountCreatedSchema,
  accountSchema,
  participantRosterItemSchema,
  passwordResetResultSchema,
  setupKeyRotatedSchema,
  spotRecipientNamingSchema,
  spotTransferListSchema,
  spotTransferSchema,
  updateAccountSchema,
  type Account,
  type AccountCreated,
  type CreateParticipantAccount,
  type PasswordResetResult,
  type SetupKeyRotated,
  type SpotRecipientNaming,
  type SpotTransfer,
  type SpotTransferList,
} from '@trek/contracts';
import { z } from 'zod';
import { apiRequest, buildUrl } from '../../../../lib/api-client';
import { participantsPaths } from '../../participants/api/participants-api';

export const authSpotsPaths = {
  accounts: '/api/admin/accounts',
  account: (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}`,
  resetPassword: (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}/reset-password`,
  signOut: (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}/sign-out`,
  unlock: (id: string) => `/api/admin/accounts/${encodeURIComponent(id)}/unlock`,
  organizer: (id: string) => `/api/admin/organizers/${encodeURIComponent(id)}`,
  setupKey: '/api/admin/setup-key',
  spotTransfers: '/api/admin/spots/transfers',
  spotRecipient: (spotId: string) => `/api/admin/spots/${encodeURIComponent(spotId)}/recipient`,
} as const;

/** Every spot transfer, newest first, with both people (participant service). */
export async function fetchSpotTransfers(): Promise<SpotTransferList> {
  return spotTransferListSchema.parse(await apiRequest('GET', authSpotsPaths.spotTransfers));
}

/** Names the recipient of a spot transferred without one: they get an account of their own and a link. */
export async function nameSpotRecipient(spotId: string, naming: SpotRecipientNaming): Promise<SpotTransfer> {
  return spotTransferSchema.parse(await apiRequest('PUT', authSpotsPaths.spotRecipient(spotId), spotRecipientNamingSchema.parse(naming)));
}

export async function createAccount(request: CreateParticipantAccount): Promise<AccountCreated> {
  return accountCreatedSchema.parse(await apiRequest('POST', authSpotsPaths.accounts, request));
}

/** A participant's or another organizer's: the old password stops working and a link to set a new one is emailed to them; no password is ever answered. */
export async function resetPassword(id: string): Promise<PasswordResetResult> {
  return passwordResetResultSchema.parse(await apiRequest('POST', authSpotsPaths.resetPassword(id), {}));
}

const updatedAccountSchema = z.object({ account: accountSchema });

export async function setAccountDisabled(id: string, disabled: boolean): Promise<Account> {
  const body = updateAccountSchema.parse({ disabled });
  return updatedAccountSchema.parse(await apiRequest('PATCH', authSpotsPaths.account(id), body)).account;
}

export async function setOrganizerDisabled(id: string, disabled: boolean): Promise<Account> {
  const body = updateAccountSchema.parse({ disabled });
  return updatedAccountSchema.parse(await apiRequest('PATCH', authSpotsPaths.organizer(id), body)).account;
}

export async function signOutEverywhere(id: string): Promise<void> {
  await apiRequest('POST', authSpotsPaths.signOut(id));
}

/** Lifts a sign-in lock after too many wrong passwords; the password stays. */
export async function unlockSignIn(id: string): Promise<void> {
  await apiRequest('POST', authSpotsPaths.unlock(id));
}

export async function rotateSetupKey(): Promise<SetupKeyRotated> {
  return setupKeyRotatedSchema.parse(await apiRequest('POST', authSpotsPaths.setupKey));
}

/** Only what Auth Spots shows of the roster, so the rest of a row may change freely. */
const rosterTransferPageSchema = z.object({
  participants: z.array(
    participantRosterItemSchema.pick({ userId: true, transferCount: true, receivedByTransfer: true, clearedAt: true, transferredTo: true, receivedFrom: true, awaitingRecipient: true, returnedToWaitlist: true }),
  ),
  total: z.number(),
});
type RosterTransferPage = z.infer<typeof rosterTransferPageSchema>;

export async function readRosterPage(page: number, pageSize: number): Promise<RosterTransferPage> {
  return rosterTransferPageSchema.parse(await apiRequest('GET', buildUrl(participantsPaths.roster, { page, pageSize })));
}
