import type { AdmissionsFunnel } from '@trek/contracts';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';
import { countStatuses } from '../review-applications.js';

/**
 * The Overview's funnel for the current edition: one read of the applications' statuses, one of
 * the reviewed applications and one of the offers with their answers, each counted in one pass.
 */
export async function admissionsFunnel(domain: Pick<ApplicationsDomain, 'applications' | 'reviews' | 'offers' | 'edition' | 'logger'>, now: Date): Promise<AdmissionsFunnel> {
  const { year } = await currentEdition(domain);
  const [statuses, reviewed, offers] = await Promise.all([domain.applications.statusesOf(year), domain.reviews.reviewedCount(year), domain.offers.ofEdition(year)]);
  const byStatus = countStatuses(statuses);
  let offersOut = 0;
  for (const offer of offers) if (offer.answer === null && offer.expiresAt > now) offersOut += 1;
  return {
    year,
    applications: statuses.length,
    reviewed,
    accepted: byStatus.accepted + byStatus.confirmed + byStatus.declined,
    offersOut,
    confirmed: byStatus.confirmed,
    declined: byStatus.declined,
    waitlisted: byStatus.waitlisted,
  };
}
