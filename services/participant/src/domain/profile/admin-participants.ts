import {
  adminParticipantMessages,
  participantProfileSchema,
  type Account,
  type ParticipantDetail,
  type ParticipantRoster,
  type ParticipantRosterItem,
  type ParticipantRosterQuery,
  type SpotPerson,
} from '@trek/contracts';
import { AppError, type CsvColumn } from '@trek/service-kit';
import type { ParticipantRecord, StoredProfile } from '../people/participant-record.js';
import { listedEdition, participantsWithAccounts } from '../people/participant-accounts.js';
import type { PeopleContext } from '../people/people.context.js';
import { toLogisticsSummary } from '../logistics/participant-logistics-summary.js';
import { statusOf } from '../people/participant-status.js';
import { toOwnProfile } from './profile.js';

type Accounts = Map<string, Pick<Account, 'fullName' | 'email'>>;

const personOf = (accounts: Accounts, userId: string): SpotPerson => {
  const account = accounts.get(userId);
  return { userId, fullName: account?.fullName ?? null, email: account?.email ?? null };
};

/** Both sides of the person's spot transfer: whom they gave it to (or who was named), whom they received it from. */
export function spotTransferShape(record: ParticipantRecord | null, accounts: Accounts) {
  const outgoing = record?.spot?.transfer ?? null;
  const receivedFrom = record?.spot?.receivedFrom ?? null;
  return {
    transferCount: record?.transferCount ?? 0,
    receivedByTransfer: record?.receivedByTransfer ?? false,
    clearedAt: record?.clearedAt?.toISOString() ?? null,
    transferredTo: outgoing?.toUserId
      ? personOf(accounts, outgoing.toUserId)
      : outgoing?.named
        ? { userId: null, fullName: outgoing.named.fullName, email: outgoing.named.email }
        : null,
    receivedFrom: receivedFrom ? personOf(accounts, receivedFrom) : null,
    awaitingRecipient: outgoing !== null && outgoing.named === null && !outgoing.returnedToWaitlist,
    returnedToWaitlist: outgoing?.returnedToWaitlist ?? false,
  };
}

function toRosterItem(account: Account, record: ParticipantRecord | null, accounts: Accounts): ParticipantRosterItem {
  const status = statusOf(record);
  const profile: Partial<StoredProfile> = record?.profile ?? {};
  return {
    userId: account.id,
    fullName: account.fullName,
    email: account.email,
    disabled: account.disabled,
    lastSignInAt: account.lastSignInAt,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    preferredName: profile.preferredName ?? '',
    program: profile.program ?? '',
    university: profile.university ?? '',
    profileCompleted: status.profile.completed,
    profilePercent: status.profile.percent,
    logisticsStatus: status.logisticsStatus,
    hasJoinedWhatsapp: status.hasJoinedWhatsapp,
    setupPercent: status.setup.percent,
    missing: status.missing,
    ...spotTransferShape(record, accounts),
  };
}

function matches(item: ParticipantRosterItem, { search, setup, missing }: Omit<ParticipantRosterQuery, 'page' | 'pageSize'>): boolean {
  if (setup === 'complete' && item.missing.length > 0) return false;
  if (setup === 'incomplete' && item.missing.length === 0) return false;
  if (missing && !item.missing.includes(missing)) return false;
  if (search) {
    const needle = search.toLowerCase();
    const haystack = [item.fullName, item.email, item.firstName, item.lastName, item.preferredName];
    if (!haystack.some((value) => value.toLowerCase().includes(needle))) return false;
  }
  return true;
}

type ListRosterDeps = Pick<PeopleContext, 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'logger'>;

/** The roster of one edition (the current one unless `year` says otherwise): filtered here, after joining accounts with documents (the filters span both). */
export async function listRoster(domain: ListRosterDeps, query: ParticipantRosterQuery, organizerToken: string): Promise<ParticipantRoster> {
  const matching = (await rosterRows(domain, organizerToken, query.year)).filter((row) => matches(row, query));
  const start = (query.page - 1) * query.pageSize;
  return { participants: matching.slice(start, start + query.pageSize), total: matching.length, page: query.page, pageSize: query.pageSize };
}

type ParticipantDetailDeps = Pick<PeopleContext, 'participants' | 'participantEditions' | 'authAccounts'>;

export async function participantDetail(domain: ParticipantDetailDeps, userId: string, organizerToken: string): Promise<ParticipantDetail> {
  const [accounts, record, editionYear] = await Promise.all([
    domain.authAccounts.listParticipantAccounts(organizerToken),
    domain.participants.findByUserId(userId),
    domain.participantEditions.yearOf(userId),
  ]);
  const account = accounts.find((candidate) => candidate.id === userId);
  if (!account) throw AppError.notFound(adminParticipantMessages.notFound);
  const status = statusOf(record);
  return {
    account: { userId, fullName: account.fullName, email: account.email, disabled: account.disabled, lastSignInAt: account.lastSignInAt },
    // Trek years none chosen read as the participant's edition; one who never opened the portal has neither.
    profile: record && editionYear !== null ? toOwnProfile(record, editionYear) : participantProfileSchema.parse({ ...(record ? { id: record.id, ...record.profile } : { id: '' }), userId }),
    profileCompletion: status.profile,
    setup: status.setup,
    logistics: toLogisticsSummary(record),
    transfer: {
      ...spotTransferShape(record, new Map(accounts.map((entry) => [entry.id, entry]))),
      transfers: (record?.transfers ?? []).map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    },
  };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const ROSTER_CSV_COLUMNS: CsvColumn<ParticipantRosterItem>[] = [
  { header: 'Account name', value: (p) => p.fullName },
  { header: 'Email', value: (p) => p.email },
  { header: 'Account disabled', value: (p) => yesNo(p.disabled) },
  { header: 'Last sign-in', value: (p) => p.lastSignInAt ?? '' },
  { header: 'First name', value: (p) => p.firstName },
  { header: 'Last name', value: (p) => p.lastName },
  { header: 'Preferred name', value: (p) => p.preferredName },
  { header: 'Program', value: (p) => p.program },
  { header: 'University', value: (p) => p.university },
  { header: 'Profile items done (of 6)', value: (p) => String(p.profileCompleted) },
  { header: 'Logistics', value: (p) => p.logisticsStatus },
  { header: 'WhatsApp joined', value: (p) => yesNo(p.hasJoinedWhatsapp) },
  { header: 'Setup %', value: (p) => String(p.setupPercent) },
  { header: 'Missing', value: (p) => p.missing.join(', ') },
  { header: 'Transfers', value: (p) => String(p.transferCount) },
  { header: 'Received by transfer', value: (p) => yesNo(p.receivedByTransfer) },
  { header: 'Transferred at', value: (p) => p.clearedAt ?? '' },
  { header: 'Transferred to', value: (p) => p.transferredTo?.email ?? '' },
  { header: 'Received from', value: (p) => p.receivedFrom?.email ?? '' },
];

/** Every participant account's row of one edition (blank: the current one), unfiltered: what the roster filters, and the CSV export. */
export async function rosterRows(domain: ListRosterDeps, organizerToken: string, year: number | undefined): Promise<ParticipantRosterItem[]> {
  const edition = await listedEdition(domain, year);
  const rows = await participantsWithAccounts(domain, organizerToken, edition);
  // A transfer's two people are of the same edition, so its rows name both.
  const accounts: Accounts = new Map(rows.map(({ account }) => [account.id, account]));
  return rows.map(({ account, record }) => toRosterItem(account, record, accounts));
}
