import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationDetailSchema,
  applicationListItemSchema,
  applicationMessages,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationListQuery,
  type ApplicationStats,
  type ApplicationStatusChange,
} from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { ApplicationFilter, ApplicationRecord } from '../data-access/application.repository.js';
import { applicationEmailJobIds } from './application-emails.js';
import { currentEdition } from './edition.js';
import type { ApplicationsDomain } from './applications-context.js';

type ToFilterDeps = Pick<ApplicationsDomain, 'edition' | 'logger'>;

/** A list without a year shows the current edition's (the edition settings'). */
export async function toFilter(domain: ToFilterDeps, query: Omit<ApplicationListQuery, 'page' | 'pageSize'>): Promise<ApplicationFilter> {
  return {
    year: query.year ?? (await currentEdition(domain)).year,
    search: query.search,
    status: query.status,
    affiliation: query.affiliation,
    commitment: query.commitment,
    passportValid: query.passportValid,
  };
}

function recordShape(application: ApplicationRecord) {
  return {
    ...application,
    submittedAt: application.submittedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

type LoadApplicationDetailDeps = Pick<ApplicationsDomain, 'applications' | 'statusChanges' | 'accountLinks' | 'emailOutbox'>;

/** Parsed by the read shape, so only the fields it lists leave the service. */
export async function loadApplicationDetail(domain: LoadApplicationDetailDeps, id: string): Promise<ApplicationDetail> {
  const application = await findApplication(domain, id);
  const [changes, accountId, outboxEmails] = await Promise.all([
    domain.statusChanges.forApplication(id),
    domain.accountLinks.accountOf(id),
    domain.emailOutbox.statuses(applicationEmailJobIds(application)),
  ]);
  return applicationDetailSchema.parse({
    ...recordShape(application),
    statusHistory: [
      ...application.statusHistory.map((entry) => ({ ...entry, byName: null })),
      ...changes,
    ].map(({ status, note, by, byName, at }) => ({ status, note, by, byName, at: at.toISOString() })),
    participantAccountId: accountId,
    emails: outboxEmails.map(({ kind, jobId, state, queuedAt }) => ({ kind, jobId, state, queuedAt: queuedAt?.toISOString() ?? null })),
  });
}

export async function listApplications(domain: Pick<ApplicationsDomain, 'applications' | 'edition' | 'logger'>, query: ApplicationListQuery): Promise<ApplicationList> {
  const { applications, total } = await domain.applications.list(await toFilter(domain, query), query.page, query.pageSize);
  return {
    applications: applications.map((application) => applicationListItemSchema.parse(recordShape(application))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findApplication(domain: Pick<ApplicationsDomain, 'applications'>, id: string): Promise<ApplicationRecord> {
  const application = await domain.applications.findById(id);
  if (!application) throw AppError.notFound(applicationMessages.notFound);
  return application;
}

type ChangeApplicationStatusDeps = Pick<
  ApplicationsDomain,
  'applications' | 'statusChanges' | 'accountLinks' | 'applicationWrites' | 'emailOutbox' | 'audit'
>;

/**
 * Records the change as an entry of its own (two organizers at the same instant both keep theirs),
 * then sets the application's status to the newest change's, one change at a time per application.
 */
export async function changeApplicationStatus(
  domain: ChangeApplicationStatusDeps,
  id: string,
  change: ApplicationStatusChange,
  organizer: Pick<AuthContext, 'userId' | 'name'>,
): Promise<ApplicationDetail> {
  const { ref } = await findApplication(domain, id);
  const note = change.note?.trim() ? change.note.trim() : null;
  await domain.statusChanges.record({ applicationId: id, status: change.status, note, by: organizer.userId, byName: organizer.name, at: new Date() });
  await domain.applicationWrites.run(id, async () => {
    const newest = await domain.statusChanges.latest(id);
    if (newest) await domain.applications.setStatus(id, newest.status, newest.at);
  });
  // The reference, not the applicant's name nor the note: the trail outlives an erasure of the application.
  await domain.audit.record({
    actorId: organizer.userId,
    action: 'application.status',
    target: `application:${id}`,
    summary: `Status of application ${ref} set to ${APPLICATION_STATUS_LABELS[change.status]}`,
  });
  return loadApplicationDetail(domain, id);
}

export async function applicationStats(domain: Pick<ApplicationsDomain, 'applications' | 'edition' | 'logger'>, year?: number): Promise<ApplicationStats> {
  year ??= (await currentEdition(domain)).year;
  const counts = await Promise.all(APPLICATION_STATUSES.map((status) => domain.applications.countByStatus(year, status)));
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status, index) => [status, counts[index] ?? 0])) as ApplicationStats['byStatus'];
  return { total: counts.reduce((sum, count) => sum + count, 0), byStatus };
}
