import {
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
import { AppError } from '@trek/service-kit';
import type { ApplicationFilter, ApplicationRecord } from '../data-access/application.repository.js';
import type { ApplicationsDomain } from './applications-context.js';

export function toFilter(domain: ApplicationsDomain, query: Omit<ApplicationListQuery, 'page' | 'pageSize'>): ApplicationFilter {
  return {
    year: query.year ?? domain.editionYear,
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

/** Parsed by the read shape, so only the fields it lists leave the service. */
export function toDetail(application: ApplicationRecord): ApplicationDetail {
  return applicationDetailSchema.parse({
    ...recordShape(application),
    statusHistory: application.statusHistory.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    emails: [
      ...application.queuedEmails.map(({ kind, jobId, queuedAt }) => ({ kind, jobId, state: 'queued', queuedAt: queuedAt.toISOString() })),
      ...application.pendingEmails.map(({ kind, jobId }) => ({ kind, jobId, state: 'pending', queuedAt: null })),
    ],
  });
}

export async function listApplications(domain: ApplicationsDomain, query: ApplicationListQuery): Promise<ApplicationList> {
  const { applications, total } = await domain.applications.list(toFilter(domain, query), query.page, query.pageSize);
  return {
    applications: applications.map((application) => applicationListItemSchema.parse(recordShape(application))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findApplication(domain: ApplicationsDomain, id: string): Promise<ApplicationRecord> {
  const application = await domain.applications.findById(id);
  if (!application) throw AppError.notFound(applicationMessages.notFound);
  return application;
}

export async function changeApplicationStatus(
  domain: ApplicationsDomain,
  id: string,
  change: ApplicationStatusChange,
  organizerId: string,
): Promise<ApplicationDetail> {
  const note = change.note?.trim() ? change.note.trim() : null;
  const updated = await domain.applications.changeStatus(id, { status: change.status, note, by: organizerId, at: new Date() });
  if (!updated) throw AppError.notFound(applicationMessages.notFound);
  return toDetail(updated);
}

export async function applicationStats(domain: ApplicationsDomain, year = domain.editionYear): Promise<ApplicationStats> {
  const counts = await Promise.all(APPLICATION_STATUSES.map((status) => domain.applications.countByStatus(year, status)));
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status, index) => [status, counts[index] ?? 0])) as ApplicationStats['byStatus'];
  return { total: counts.reduce((sum, count) => sum + count, 0), byStatus };
}
