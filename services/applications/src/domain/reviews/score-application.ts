import { reviewScoresProblem, type ApplicationDetail, type ReviewInput } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';
import { findApplication, loadApplicationDetail, type DetailDeps } from '../review-applications.js';

/**
 * The caller's own review of an application: a score for each of the edition's criteria and a
 * comment. Saving again replaces it; it is the organizer's document alone, so no other writer races it.
 */
export async function saveReview(
  domain: DetailDeps & Pick<ApplicationsDomain, 'reviews'>,
  id: string,
  input: ReviewInput,
  organizer: Pick<AuthContext, 'userId' | 'name'>,
): Promise<ApplicationDetail> {
  const [application, edition] = await Promise.all([findApplication(domain, id), currentEdition(domain)]);
  const problem = reviewScoresProblem(input.scores, edition.admissions.criteria);
  if (problem) throw AppError.badRequest(problem, { scores: problem });
  await domain.reviews.save({
    applicationId: id,
    year: application.year,
    reviewerId: organizer.userId,
    reviewerName: organizer.name ?? '',
    scores: input.scores,
    comment: input.comment ?? '',
    at: new Date(),
  });
  return loadApplicationDetail(domain, id, organizer.userId);
}
