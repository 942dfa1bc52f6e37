import {
  applicationPurgeDueAt,
  nextPurgeOf,
  ownApplicationSchema,
  PURGED_APPLICATION_STATUSES,
  KEPT_APPLICATION_STATUSES,
  type ApplicationPurgePreview,
  type OwnApplication,
  type PersonErasedEvent,
  type PublicEdition,
} from '@trek/contracts';
import { AppError, editionOr503, type AuthContext } from '@trek/service-kit';
import type { ApplicationRecord } from '../data-access/application.repository.js';
import type { ApplicationsDomain } from './applications-context.js';
import { afterSpotFreed } from './decisions/waitlist.js';

const SCHEDULE_UNAVAILABLE = 'The edition settings could not be read, so the retention schedule is unknown. Please try again shortly.';
const ACCOUNT_UNAVAILABLE = 'Your account could not be checked, so your application cannot be read. Please try again shortly.';

const toOwn = (record: ApplicationRecord): OwnApplication => ownApplicationSchema.parse({ ...record, submittedAt: record.submittedAt.toISOString() });

type OwnApplicationsDeps = Pick<ApplicationsDomain, 'applications' | 'accountLinks' | 'authAccounts' | 'logger'>;

/**
 * The caller's own applications: those sent from their account's email (auth says which, from
 * their token) and the one their account was created from. The identity is never taken from
 * the request itself.
 */
export async function ownApplications(domain: OwnApplicationsDeps, caller: Pick<AuthContext, 'userId'>, token: string): Promise<OwnApplication[]> {
  let email: string | null;
  try {
    email = await domain.authAccounts.ownEmail(token);
  } catch (error) {
    domain.logger.error({ err: error }, 'the caller\'s account could not be read from auth');
    throw AppError.unavailable(ACCOUNT_UNAVAILABLE);
  }
  if (email === null) throw AppError.unauthorized('Please sign in again');
  return (await applicationsOfAccount(domain, caller.userId, email)).map(toOwn);
}

/**
 * One person's applications, found through their account only: those sent from the account's own
 * email (auth's, which the person confirmed by setting their password through a link sent to it)
 * and those the account was created from. An email typed into a profile or a form never counts.
 */
async function applicationsOfAccount(domain: Pick<ApplicationsDomain, 'applications' | 'accountLinks'>, accountId: string, accountEmail: string | null): Promise<ApplicationRecord[]> {
  const byEmail = accountEmail === null ? [] : await domain.applications.findByEmail(accountEmail);
  const linkedIds = (await domain.accountLinks.applicationsOf(accountId)).filter((id) => !byEmail.some((record) => record.id === id));
  const linked = (await Promise.all(linkedIds.map((id) => domain.applications.findById(id)))).filter((record): record is ApplicationRecord => record !== null);
  return [...byEmail, ...linked];
}

type DeleteApplicationDeps = Pick<ApplicationsDomain, 'applications' | 'statusChanges' | 'accountLinks' | 'applicationWrites' | 'reviews' | 'decisionDrafts' | 'offers'>;

/**
 * Deletes one application with its history and account link, one write at a time per application.
 * `unless` is checked inside that turn: a status change decided since the caller listed it counts.
 */
async function deleteApplication(domain: DeleteApplicationDeps, id: string, unless?: () => Promise<boolean>): Promise<boolean> {
  return domain.applicationWrites.run(id, async () => {
    if (unless && (await unless())) return false;
    const deleted = await domain.applications.deleteById(id);
    await domain.statusChanges.deleteForApplication(id);
    await domain.accountLinks.deleteForApplication(id);
    await domain.reviews.deleteForApplication(id);
    await domain.decisionDrafts.deleteForApplication(id);
    // Its offer and seat too: an erased person's spot is free again for the waitlist.
    await domain.offers.deleteForApplication(id);
    return deleted;
  });
}

export type EraseApplicationsOfErasedPersonDeps = DeleteApplicationDeps & Parameters<typeof afterSpotFreed>[0] & Pick<ApplicationsDomain, 'audit'>;

/**
 * `PersonErased`: the applications of the account, as its data download shows them (sent from the
 * account's email the event carries, or the account was created from them). Deleting what is
 * already gone changes nothing, so a repeated event is harmless; the audit entry is written only
 * when something went.
 */
export async function eraseApplicationsOfErasedPerson(domain: EraseApplicationsOfErasedPersonDeps, event: PersonErasedEvent): Promise<{ erased: number }> {
  let erased = 0;
  const years = new Set<number>();
  for (const record of await applicationsOfAccount(domain, event.userId, event.accountEmail?.toLowerCase() ?? null)) {
    if (!(await deleteApplication(domain, record.id))) continue;
    erased += 1;
    years.add(record.year);
  }
  // A spot the person held or was offered is free again.
  for (const year of years) await afterSpotFreed(domain, year);
  if (erased > 0) {
    await domain.audit.record({
      actorId: event.erasedBy.id,
      actorName: event.erasedBy.name,
      action: 'application.erase',
      target: 'applications',
      summary: `Erased ${erased} application${erased === 1 ? '' : 's'} of one person on request`,
    });
  }
  return { erased };
}

interface PurgeCandidate {
  id: string;
  year: number;
  dueAt: Date;
}

/**
 * When each application that was not accepted is due: the retention days (edition settings, as
 * set now) after its own edition's applications closed; a past edition's deadline comes from
 * content's history, or (not kept there) is the current deadline's day in that edition's year before.
 */
async function purgeSchedule(domain: Pick<ApplicationsDomain, 'applications' | 'pastEditions'>, edition: PublicEdition): Promise<PurgeCandidate[]> {
  const candidates = await domain.applications.notAccepted();
  if (candidates.length === 0) return [];
  const deadlines = new Map<number, string>([[edition.year, edition.applicationDeadline]]);
  if (candidates.some((candidate) => candidate.year < edition.year)) {
    for (const past of await domain.pastEditions()) deadlines.set(past.year, past.applicationDeadline);
  }
  const shift = edition.year - Number(edition.applicationDeadline.slice(0, 4));
  return candidates.map(({ id, year }) => {
    const applicationDeadline = deadlines.get(year) ?? `${year - shift}${edition.applicationDeadline.slice(4)}`;
    return { id, year, dueAt: applicationPurgeDueAt({ applicationDeadline, applicationRetentionDays: edition.applicationRetentionDays }) };
  });
}

/**
 * Whether the application is accepted now, or about to be: a status change is recorded before the
 * application's status follows it, so the newest change decides.
 */
async function acceptedSince(domain: Pick<ApplicationsDomain, 'applications' | 'statusChanges'>, id: string): Promise<boolean> {
  const [application, newest] = await Promise.all([domain.applications.findById(id), domain.statusChanges.latest(id)]);
  const status = newest?.status ?? application?.status;
  return status !== undefined && KEPT_APPLICATION_STATUSES.includes(status);
}

type PurgeDueApplicationsDeps = Pick<
  ApplicationsDomain,
  'applications' | 'statusChanges' | 'accountLinks' | 'applicationWrites' | 'edition' | 'pastEditions' | 'audit' | 'reviews' | 'decisionDrafts' | 'offers'
>;

/**
 * The retention purge (hourly job, or a test with its own clock): deletes every application not
 * accepted whose retention ended by `now`, with its history. Idempotent; the audit trail records
 * the count only.
 */
export async function purgeDueApplications(domain: PurgeDueApplicationsDeps, now: Date): Promise<{ purged: number }> {
  const edition = await domain.edition.current();
  const due = (await purgeSchedule(domain, edition)).filter((candidate) => candidate.dueAt.getTime() <= now.getTime());
  let purged = 0;
  for (const candidate of due) if (await deleteApplication(domain, candidate.id, () => acceptedSince(domain, candidate.id))) purged += 1;
  if (purged > 0) {
    const years = [...new Set(due.map((candidate) => candidate.year))].sort().join(', ');
    await domain.audit.record({
      actorId: 'system',
      actorName: null,
      action: 'retention.applications-purge',
      target: 'applications',
      summary: `Retention: deleted ${purged} application${purged === 1 ? '' : 's'} not accepted (${years} edition), ${edition.applicationRetentionDays} days after the deadline`,
    });
  }
  return { purged };
}

type PreviewApplicationPurgeDeps = Pick<ApplicationsDomain, 'applications' | 'edition' | 'pastEditions' | 'now' | 'logger'>;

/** What the next purge will delete and when (the organizers' preview). */
export async function previewApplicationPurge(domain: PreviewApplicationPurgeDeps): Promise<ApplicationPurgePreview> {
  const edition = await editionOr503(domain.edition, domain.logger, SCHEDULE_UNAVAILABLE);
  let schedule: PurgeCandidate[];
  try {
    schedule = await purgeSchedule(domain, edition);
  } catch (error) {
    domain.logger.error({ err: error }, 'the past editions could not be read from the content service');
    throw AppError.unavailable(SCHEDULE_UNAVAILABLE);
  }
  const { removes, ...next } = nextPurgeOf(schedule, domain.now());
  return { retentionDays: edition.applicationRetentionDays, statuses: [...PURGED_APPLICATION_STATUSES], applications: removes, ...next };
}
