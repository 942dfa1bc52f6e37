import { ERASED_PARTICIPANT_NAME, type LogisticsReadList, type LogisticsReadListQuery, type LogisticsReadView, type OwnLogisticsReads } from '@trek/contracts';
import type { AuthContext } from '@trek/service-kit';
import type { LogisticsContext } from './logistics.context.js';
import { accountsById } from '../people/participant-accounts.js';
import { nameOf } from '../people/participant-status.js';

type RecordLogisticsReadDeps = Pick<LogisticsContext, 'logisticsReads' | 'now'>;

/** What one organizer answer revealed: whose logistics it showed, and for a query its filters and how many matched. */
export interface LogisticsReadScope {
  participantIds: readonly string[];
  filters?: Record<string, string | number | undefined>;
  /** Defaults to the participants shown. */
  matches?: number;
}

/**
 * Records that an organizer saw these participants' logistics. It runs before the answer is sent:
 * a read that cannot be logged is not answered (the error handler answers 500), so no read goes
 * unrecorded. A page that shows nobody is recorded too: its count tells who matches its filters.
 */
export async function recordLogisticsRead(domain: RecordLogisticsReadDeps, organizer: Pick<AuthContext, 'userId' | 'name'>, view: LogisticsReadView, scope: LogisticsReadScope): Promise<void> {
  const participantIds = [...new Set(scope.participantIds)];
  const filters = Object.fromEntries(Object.entries(scope.filters ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  await domain.logisticsReads.record({ at: domain.now(), organizerId: organizer.userId, organizerName: organizer.name, view, participantIds, filters, matches: scope.matches ?? participantIds.length });
}

type ListLogisticsReadsDeps = Pick<LogisticsContext, 'participants' | 'authAccounts' | 'logisticsReads'>;

/** The organizers' log, newest first, each participant named as they are now (an erased one as "Erased participant"). */
export async function listLogisticsReads(domain: ListLogisticsReadsDeps, query: LogisticsReadListQuery, organizerToken: string): Promise<LogisticsReadList> {
  const { reads, total } = await domain.logisticsReads.list(query.page, query.pageSize);
  const ids = [...new Set(reads.flatMap((read) => read.participantIds))];
  const [accounts, records] = await Promise.all([accountsById(domain, organizerToken), domain.participants.findByUserIds(ids)]);
  const recordsById = new Map(records.map((record) => [record.userId, record]));
  const nameOfId = (id: string) => {
    const account = accounts.get(id);
    if (account?.fullName === ERASED_PARTICIPANT_NAME) return ERASED_PARTICIPANT_NAME;
    return nameOf(recordsById.get(id) ?? null) || account?.fullName || ERASED_PARTICIPANT_NAME;
  };
  return {
    reads: reads.map((read) => ({ ...read, at: read.at.toISOString(), participantNames: read.participantIds.map(nameOfId) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** What the participant sees: when, and on which screen; not who (organizers act as the team). */
export async function ownLogisticsReads(domain: Pick<LogisticsContext, 'logisticsReads'>, userId: string): Promise<OwnLogisticsReads> {
  const reads = await domain.logisticsReads.ofParticipant(userId);
  return { reads: reads.map(({ at, view }) => ({ at: at.toISOString(), view })) };
}
