import {
  adminParticipantMessages,
  participantProfileSchema,
  type Account,
  type ParticipantDetail,
  type ParticipantRoster,
  type ParticipantRosterItem,
  type ParticipantRosterQuery,
} from '@trek/contracts';
import { AppError, type CsvColumn } from '@trek/service-kit';
import type { ParticipantRecord, StoredProfile } from '../data-access/participant.repository.js';
import { listedEdition, participantsWithAccounts } from './participant-accounts.js';
import type { ParticipantDomain } from './participant-context.js';
import { toLogisticsSummary } from './participant-logistics-summary.js';
import { statusOf } from './participant-status.js';
import { toOwnProfile } from './profile.js';

function toRosterItem(account: Account, record: ParticipantRecord | null): ParticipantRosterItem {
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
    transferCount: record?.transferCount ?? 0,
    receivedByTransfer: record?.receivedByTransfer ?? false,
    clearedAt: record?.clearedAt?.toISOString() ?? null,
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

type ListRosterDeps = Pick<ParticipantDomain, 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'logger'>;

/** The roster of one edition (the current one unless `year` says otherwise): filtered here, after joining accounts with documents (the filters span both). */
export async function listRoster(domain: ListRosterDeps, query: ParticipantRosterQuery, organizerToken: string): Promise<ParticipantRoster> {
  const matching = (await rosterRows(domain, organizerToken, query.year)).filter((row) => matches(row, query));
  const start = (query.page - 1) * query.pageSize;
  return { participants: matching.slice(start, start + query.pageSize), total: matching.length, page: query.page, pageSize: query.pageSize };
}

type ParticipantDetailDeps = Pick<ParticipantDomain, 'participants' | 'participantEditions' | 'authAccounts'>;

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
      transferCount: record?.transferCount ?? 0,
      receivedByTransfer: record?.receivedByTransfer ?? false,
      clearedAt: record?.clearedAt?.toISOString() ?? null,
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
  { header: 'Cleared at', value: (p) => p.clearedAt ?? '' },
];

/** Every participant account's row of one edition (blank: the current one), unfiltered: what the roster filters, and the CSV export. */
export async function rosterRows(domain: ListRosterDeps, organizerToken: string, year: number | undefined): Promise<ParticipantRosterItem[]> {
  const edition = await listedEdition(domain, year);
  return (await participantsWithAccounts(domain, organizerToken, edition)).map(({ account, record }) => toRosterItem(account, record));
}
