import {
  type Account,
  adminLogisticsMessages,
  adminLogisticsRecordSchema,
  DIETARY_NONE,
  describeFlight,
  LOGISTICS_LABELS,
  type Flight,
  type AdminLogisticsList,
  type AdminLogisticsQuery,
  type AdminLogisticsRecord,
  type Day0LockResult,
} from '@trek/contracts';
import { AppError, type CsvColumn } from '@trek/service-kit';
import type { ParticipantRecord } from '../people/participant-record.js';
import type { LogisticsContext } from './logistics.context.js';
import { recordsOfEdition } from '../people/edition-membership.js';
import { accountsById, listedEdition } from '../people/participant-accounts.js';
import { nameOf } from '../people/participant-status.js';

/**
 * An organizer's row: the record decrypted by the repository, passport data in clear. Never logged.
 * Named by the account when the participant has not entered a name or email yet.
 */
function toAdminRecord(record: ParticipantRecord, account: Account | undefined): AdminLogisticsRecord {
  const { submittedAt, updatedAt, ...logistics } = record.logistics;
  return adminLogisticsRecordSchema.parse({
    ...logistics,
    id: record.id,
    userId: record.userId,
    submittedAt: submittedAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
    participantName: nameOf(record) || account?.fullName || '',
    profileEmail: record.profile.email || account?.email || '',
    transferCount: record.transferCount,
    receivedByTransfer: record.receivedByTransfer,
    clearedAt: record.clearedAt?.toISOString() ?? null,
  });
}

type LogisticsFilter = Omit<AdminLogisticsQuery, 'page' | 'pageSize'>;

function matches(row: AdminLogisticsRecord, filter: LogisticsFilter): boolean {
  if (filter.status && row.status !== filter.status) return false;
  if (filter.roommatePreference && row.roommatePreference !== filter.roommatePreference) return false;
  if (filter.day0Decision && row.day0Decision !== filter.day0Decision) return false;
  if (filter.day2Preference && row.day2Preference !== filter.day2Preference) return false;
  if (filter.school && row.schoolAffiliation !== filter.school) return false;
  if (filter.dietary) {
    const wanted = filter.dietary.toLowerCase();
    if (!(row.dietaryPreferences ?? []).some((item) => item.toLowerCase() === wanted)) return false;
  }
  if (filter.search) {
    const needle = filter.search.toLowerCase();
    const haystack = [row.participantName, row.legalName, row.preferredName, row.email, row.profileEmail];
    if (!haystack.some((value) => value?.toLowerCase().includes(needle))) return false;
  }
  return true;
}

const byName = (a: AdminLogisticsRecord, b: AdminLogisticsRecord) => a.participantName.localeCompare(b.participantName) || a.userId.localeCompare(b.userId);

type LogisticsRowsDeps = Pick<LogisticsContext, 'participants' | 'participantEditions' | 'pastEditions' | 'authAccounts' | 'edition' | 'logger'>;

/**
 * Every participant document's row of one edition (blank: the current one), unfiltered: what the
 * list filters (here, since the passport fields are encrypted in the database and one edition's
 * rows fit in memory), and the CSV export.
 */
export async function logisticsRows(domain: LogisticsRowsDeps, organizerToken: string, year: number | undefined): Promise<AdminLogisticsRecord[]> {
  const [all, accounts, edition] = await Promise.all([domain.participants.listAll(), accountsById(domain, organizerToken), listedEdition(domain, year)]);
  const records = await recordsOfEdition(domain, all, accounts, edition);
  return records.map((record) => toAdminRecord(record, accounts.get(record.userId))).sort(byName);
}

export async function listLogistics(domain: LogisticsRowsDeps, query: AdminLogisticsQuery, organizerToken: string): Promise<AdminLogisticsList> {
  const rows = (await logisticsRows(domain, organizerToken, query.year)).filter((row) => matches(row, query));
  const start = (query.page - 1) * query.pageSize;
  return { records: rows.slice(start, start + query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize };
}

const label = <K extends string>(labels: Record<K, string>, value: K | undefined) => (value ? labels[value] : '');
/** A structured flight with its zone, else the free text given before flights were structured. */
const flightText = (flight: Flight | null | undefined, freeText: string | undefined) => (flight ? `${describeFlight(flight)} (${flight.timeZone})` : (freeText ?? ''));
const dietary = (items: string[] | undefined) => (items ?? []).map((item) => (item === DIETARY_NONE ? 'None' : item)).join(', ');

export const LOGISTICS_CSV_COLUMNS: CsvColumn<AdminLogisticsRecord>[] = [
  { header: 'Participant', value: (r) => r.participantName },
  { header: 'Status', value: (r) => r.status },
  { header: 'Full legal name', value: (r) => r.legalName ?? '' },
  { header: 'Preferred name', value: (r) => r.preferredName ?? '' },
  { header: 'Gender', value: (r) => label(LOGISTICS_LABELS.gender, r.gender) },
  { header: 'Email', value: (r) => r.email ?? '' },
  { header: 'Phone (Mexico)', value: (r) => r.phoneMexico ?? '' },
  { header: 'School', value: (r) => label(LOGISTICS_LABELS.schoolAffiliation, r.schoolAffiliation) },
  { header: 'Passport nationality', value: (r) => r.passportNationality ?? '' },
  { header: 'Passport number', value: (r) => r.passportNumber ?? '' },
  { header: 'Date of birth', value: (r) => r.dateOfBirth ?? '' },
  { header: 'Arrival flight', value: (r) => flightText(r.inboundFlight, r.arrivalFlight) },
  { header: 'Arrival (UTC)', value: (r) => r.inboundFlight?.at ?? '' },
  { header: 'Departure flight', value: (r) => flightText(r.outboundFlight, r.departureFlight) },
  { header: 'Departure (UTC)', value: (r) => r.outboundFlight?.at ?? '' },
  { header: 'Emergency contact', value: (r) => r.emergencyContactName ?? '' },
  { header: 'Emergency contact relation', value: (r) => r.emergencyContactRelation ?? '' },
  { header: 'Emergency contact phone', value: (r) => r.emergencyContactPhone ?? '' },
  { header: 'Insurance provider', value: (r) => r.insuranceProvider ?? '' },
  { header: 'Insurance policy number', value: (r) => r.insurancePolicyNumber ?? '' },
  { header: 'Roommate preference', value: (r) => label(LOGISTICS_LABELS.roommatePreference, r.roommatePreference) },
  { header: 'Roommate name', value: (r) => r.roommateNameOrNA ?? '' },
  { header: 'Special requirement', value: (r) => r.specialRequirement ?? '' },
  { header: 'Dietary preferences', value: (r) => dietary(r.dietaryPreferences) },
  { header: 'Additional considerations', value: (r) => r.additionalConsiderations ?? '' },
  { header: 'Day 0', value: (r) => label(LOGISTICS_LABELS.day0Decision, r.day0Decision) },
  { header: 'Day 0 locked', value: (r) => (r.day0Locked ? 'Yes' : 'No') },
  { header: 'Day 2', value: (r) => label(LOGISTICS_LABELS.day2Preference, r.day2Preference) },
  { header: 'Submitted at', value: (r) => r.submittedAt ?? '' },
  { header: 'Updated at', value: (r) => r.updatedAt },
];

export async function lockDay0(domain: Pick<LogisticsContext, 'participants' | 'audit'>, actorId: string, userId: string, locked: boolean): Promise<Day0LockResult> {
  const updated = await domain.participants.setDay0Lock(userId, locked);
  if (!updated) throw AppError.notFound(adminLogisticsMessages.notFound);
  await domain.audit.record({
    actorId,
    action: 'logistics.day0-lock',
    target: `participant:${userId}`,
    summary: `Day 0 ${locked ? 'locked' : 'unlocked'} for ${nameOf(updated) || userId}`,
  });
  return { locked, updated: 1 };
}

export async function lockDay0ForAll(domain: Pick<LogisticsContext, 'participants' | 'audit'>, actorId: string, locked: boolean): Promise<Day0LockResult> {
  const updated = await domain.participants.setDay0LockForAll(locked);
  await domain.audit.record({
    actorId,
    action: 'logistics.day0-lock-all',
    target: 'participants:all',
    summary: `Day 0 ${locked ? 'locked' : 'unlocked'} for every participant (${updated})`,
  });
  return { locked, updated };
}
