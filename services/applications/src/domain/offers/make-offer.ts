import { OFFER_LINK_PLACEHOLDER, type PublicEdition } from '@trek/contracts';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { OfferRecord } from '../../data-access/admissions/offer.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import type { OfferForEmail } from '../decisions/decision-emails.js';

const DAY_MS = 86_400_000;

/**
 * The accepted applicant's offer, open for the edition's offer deadline. One per application (a
 * unique insert): null when it already has one. Its email quotes the link's placeholder: the link
 * itself is made when the email is sent (`offer-links.ts`), so no outbox or queue holds one.
 */
export async function makeOffer(
  domain: Pick<ApplicationsDomain, 'offers'>,
  application: Pick<ApplicationRecord, 'id' | 'year'>,
  edition: PublicEdition,
  now: Date,
): Promise<{ offer: OfferRecord; email: OfferForEmail } | null> {
  const expiresAt = new Date(now.getTime() + edition.admissions.offerDeadlineDays * DAY_MS);
  const offer = await domain.offers.insert({ applicationId: application.id, year: application.year, expiresAt, createdAt: now });
  return offer ? { offer, email: { offerId: offer.id, link: OFFER_LINK_PLACEHOLDER, expiresAt } } : null;
}
