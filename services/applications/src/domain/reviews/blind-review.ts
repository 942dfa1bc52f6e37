import { hasReleasedDecision, type PublicEdition } from '@trek/contracts';
import type { ApplicationRecord } from '../../data-access/application.repository.js';

/**
 * Blind review (an edition setting): who applied (names, email, affiliation) stays out of every
 * organizer answer (list, detail, CSV) until a decision on the application is released. Applied
 * on the server, so no screen or export can show what it hides.
 */
export function isBlinded(edition: Pick<PublicEdition, 'admissions'>, application: Pick<ApplicationRecord, 'status'>): boolean {
  return edition.admissions.blindReview && !hasReleasedDecision(application.status);
}

export function withIdentityShown<T extends Pick<ApplicationRecord, 'firstNames' | 'lastName' | 'universityEmail' | 'affiliation' | 'status'>>(
  edition: Pick<PublicEdition, 'admissions'>,
  application: T,
): T & { blinded: boolean } {
  if (!isBlinded(edition, application)) return { ...application, blinded: false };
  return { ...application, firstNames: '', lastName: '', universityEmail: '', affiliation: '', blinded: true };
}
