import {
  APPLICATION_STATUSES,
  applicationDetailSchema,
  applicationListItemSchema,
  applicationListQuerySchema,
  applicationMessages,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationListQuery,
  compareByReviews,
  offerStateOf,
  type ApplicationOffer,
  reviewScore,
  summarizeReviews,
  type ApplicationStats,
  type ApplicationStatus,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ApplicationFilter, ApplicationRecord, ApplicationRow } from '../data-access/application.repository.js';
import type { OfferWithAnswer } from '../data-access/admissions/offer.repository.js';
import { applicationEmailJobIds } from './application-emails.js';
import { decisionJobIds } from './decisions/decision-emails.js';
import { withIdentityShown } from './reviews/blind-review.js';
import { currentEdition } from './edition.js';
import type { ApplicationsDomain } from './applications-context.js';

type ToFilterDeps = Pick<ApplicationsDomain, 'edition' | 'logger'>;

/**
 * A list without a year shows the current edition's (the edition settings'). Under blind review a
 * search by name or email would tell who applied, so it matches the reference only.
 */
export async function toFilter(domain: ToFilterDeps, query: Omit<ApplicationListQuery, 'page' | 'pageSize'>): Promise<ApplicationFilter> {
  const edition = await currentEdition(domain);
  const blind = edition.admissions.blindReview;
  return {
    year: query.year ?? edition.year,
    search: blind ? undefined : query.search,
    ref: blind ? query.search : undefined,
    status: query.status,
    affiliation: blind ? undefined : query.affiliation,
    commitment: query.commitment,
    passportValid: query.passportValid,
  };
}

function recordShape<T extends ApplicationRow>(application: T) {
  return {
    ...application,
    submittedAt: application.submittedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
  };
}

/** What organizers see of an offer: its state now and its deadline, never its token. */
export function offerShape(offer: OfferWithAnswer | null | undefined, now: Date): ApplicationOffer {
  if (!offer) return null;
  return { state: offerStateOf(offer, now), expiresAt: offer.expiresAt.toISOString(), answeredAt: offer.answeredAt?.toISOString() ?? null };
}

export type DetailDeps = Pick<
  ApplicationsDomain,
  'applications' | 'statusChanges' | 'accountLinks' | 'emailOutbox' | 'reviews' | 'decisionDrafts' | 'offers' | 'edition' | 'logger'
>;

/** Parsed by the read shape, so only the fields it lists leave the service; blind review hides who applied. */
export async function loadApplicationDetail(domain: DetailDeps, id: string, viewerId: string): Promise<ApplicationDetail> {
  const application = await findApplication(domain, id);
  const offer = await domain.offers.forApplication(id);
  const [changes, accountId, outboxEmails, reviews, drafts, edition] = await Promise.all([
    domain.statusChanges.forApplication(id),
    domain.accountLinks.accountOf(id),
    domain.emailOutbox.statuses([...applicationEmailJobIds(application), ...decisionJobIds(application.id, offer?.round)]),
    domain.reviews.forApplication(id),
    domain.decisionDrafts.pending(application.year),
    currentEdition(domain),
  ]);
  return applicationDetailSchema.parse({
    ...recordShape(withIdentityShown(edition, application)),
    statusHistory: [
      ...application.statusHistory.map((entry) => ({ ...entry, byName: null })),
      ...changes,
    ].map(({ status, note, by, byName, at }) => ({ status, note, by, byName, at: at.toISOString() })),
    participantAccountId: accountId,
    emails: outboxEmails.map(({ kind, jobId, state, queuedAt }) => ({ kind, jobId, state, queuedAt: queuedAt?.toISOString() ?? null })),
    reviews: reviews.map((review) => ({ ...review, score: reviewScore(review.scores), at: review.at.toISOString() })),
    review: summarizeReviews(reviews, viewerId),
    draftDecision: drafts.get(id)?.decision ?? null,
    offer: offerShape(offer, new Date()),
  });
}

type ListDeps = Pick<ApplicationsDomain, 'applications' | 'reviews' | 'decisionDrafts' | 'offers' | 'edition' | 'logger'>;

/**
 * The list, with each application's review summary, draft decision and offer. One edition holds a few
 * thousand applications at most, so the review filters, the sort and the paging work in memory; only
 * the page's rows are shaped for the answer.
 */
export async function listApplications(domain: ListDeps, query: ApplicationListQuery, viewerId: string): Promise<ApplicationList> {
  const [edition, filter] = await Promise.all([currentEdition(domain), toFilter(domain, query)]);
  const [applications, reviews, drafts, offers] = await Promise.all([
    domain.applications.all(filter),
    domain.reviews.ofEdition(filter.year),
    domain.decisionDrafts.pending(filter.year),
    domain.offers.ofEdition(filter.year),
  ]);
  const reviewed = applications.map((application) => ({ application, review: summarizeReviews(reviews.get(application.id) ?? [], viewerId) }));
  const matching = reviewed.filter(({ review }) => {
    if (query.notReviewedByMe && review.reviewedByMe) return false;
    if (query.minMean !== undefined && (review.mean === null || review.mean < query.minMean)) return false;
    if (query.maxReviews !== undefined && review.count > query.maxReviews) return false;
    if (query.minSpread !== undefined && (review.spread === null || review.spread < query.minSpread)) return false;
    return true;
  });
  const sort = query.sort ?? 'newest';
  // A stable sort keeps the newest first among equals.
  const sorted = sort === 'newest' ? matching : [...matching].sort((a, b) => compareByReviews(sort, a.review, b.review));
  const page = sorted.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  // An application accepted again has an offer per round: its latest is the one that stands.
  const offerOf = new Map<string, (typeof offers)[number]>();
  for (const offer of offers) if ((offerOf.get(offer.applicationId)?.round ?? 0) < offer.round) offerOf.set(offer.applicationId, offer);
  const now = new Date();
  return {
    applications: page.map(({ application, review }) =>
      applicationListItemSchema.parse({
        ...recordShape(withIdentityShown(edition, application)),
        review,
        draftDecision: drafts.get(application.id)?.decision ?? null,
        offer: offerShape(offerOf.get(application.id), now),
      }),
    ),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findApplication(domain: Pick<ApplicationsDomain, 'applications'>, id: string): Promise<ApplicationRecord> {
  const application = await domain.applications.findById(id);
  if (!application) throw AppError.notFound(applicationMessages.notFound);
  return application;
}

/** How many of the statuses are in each one, in one pass. */
export function countStatuses(statuses: readonly ApplicationStatus[]): ApplicationStats['byStatus'] {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicationStats['byStatus'];
  for (const status of statuses) byStatus[status] += 1;
  return byStatus;
}

/** The Applications tab's first read, made and dropped at start: the edition's rows load, and its queries and shaping run once. */
export async function preloadOrganizerReads(domain: ListDeps): Promise<void> {
  await listApplications(domain, applicationListQuerySchema.parse({}), 'start-up');
}

export async function applicationStats(domain: Pick<ApplicationsDomain, 'applications' | 'edition' | 'logger'>, year?: number): Promise<ApplicationStats> {
  year ??= (await currentEdition(domain)).year;
  const statuses = await domain.applications.statusesOf(year);
  return { total: statuses.length, byStatus: countStatuses(statuses) };
}
