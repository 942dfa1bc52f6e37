import { OFFER_LINK_PLACEHOLDER, type PublicEdition } from '@trek/contracts';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { OfferRecord } from '../../data-access/admissions/offer.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import type { OfferForEmail } from '../decisions/decision-emails.js';

const DAY_MS = 86_400_000;

/**
 * The accepted applicant's offer, open for the edition's offer deadline. An application has at
 * most one open offer and none after a confirmation: null while its latest offer is open or
 * confirmed. After a decline or an expiry, a new acceptance makes the next round (an offer left
 * unanswered past its deadline is expired here first, so the offers relay does not decline the
 * application again). The round's insert is unique, so two organizers releasing at once make one
 * offer. Its email quotes the link's placeholder: the link itself is made when the email is sent
 * (`offer-links.ts`), so no outbox or queue holds one.
 */
export async function makeOffer(
  domain: Pick<ApplicationsDomain, 'offers'>,
  application: Pick<ApplicationRecord, 'id' | 'year'>,
  edition: PublicEdition,
  now: Date,
): Promise<{ offer: OfferRecord; email: OfferForEmail } | null> {
  const latest = await domain.offers.forApplication(application.id);
  let answer = latest?.answer ?? null;
  if (latest && answer === null) {
    if (latest.expiresAt > now) return null;
    // Answered meanwhile (confirmed at the last moment, or expired by the relay): decided by what it is now.
    answer = (await domain.offers.answer(latest.id, 'expired', now)) ? 'expired' : ((await domain.offers.byId(latest.id))?.answer ?? null);
  }
  if (answer === 'confirmed') return null;
  const expiresAt = new Date(now.getTime() + edition.admissions.offerDeadlineDays * DAY_MS);
  const offer = await domain.offers.insert({ applicationId: application.id, round: (latest?.round ?? 0) + 1, year: application.year, expiresAt, createdAt: now });
  return offer ? { offer, email: { offerId: offer.id, round: offer.round, link: OFFER_LINK_PLACEHOLDER, expiresAt } } : null;
}
