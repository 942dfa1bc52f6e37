import { createHash, randomBytes } from 'node:crypto';
import { offerLink, type PublicEdition } from '@trek/contracts';
import type { ApplicationRecord } from '../../data-access/application.repository.js';
import type { OfferRecord } from '../../data-access/admissions/offer.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import type { OfferForEmail } from '../decisions/decision-emails.js';

const DAY_MS = 86_400_000;

/** Offers are found by the SHA-256 of their token; the token itself is only in the applicant's email. */
export const hashOfferToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The accepted applicant's offer: a single-use link (256 random bits) open for the edition's
 * offer deadline. One per application (a unique insert): null when it already has one.
 */
export async function makeOffer(
  domain: Pick<ApplicationsDomain, 'offers' | 'emailBase'>,
  application: Pick<ApplicationRecord, 'id' | 'year'>,
  edition: PublicEdition,
  now: Date,
): Promise<{ offer: OfferRecord; email: OfferForEmail } | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + edition.admissions.offerDeadlineDays * DAY_MS);
  const offer = await domain.offers.insert({ applicationId: application.id, year: application.year, tokenHash: hashOfferToken(token), expiresAt, createdAt: now });
  return offer ? { offer, email: { link: offerLink(domain.emailBase.publicSiteUrl, token), expiresAt } } : null;
}
