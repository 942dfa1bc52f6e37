import { createHash, randomBytes } from 'node:crypto';
import { admissionMessages, offerLink } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ApplicationsDomain } from '../applications-context.js';

/** Offers are found by the SHA-256 of a link's token; the token itself is only in the applicant's email. */
export const hashOfferToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 410: the offer exists but its link would no longer do anything; its email is not sent. */
const gone = (message: string) => new AppError(410, 'offer_closed', message);

/**
 * A link for an open offer (256 random bits), made when its email is sent: the notifications
 * worker asks for it and puts it in the email, so the link lives only in that email. Each sending
 * makes its own; all of them work until the offer is answered or expires.
 */
export async function issueOfferLink(domain: Pick<ApplicationsDomain, 'offers' | 'emailBase'>, offerId: string, now: Date): Promise<string> {
  const offer = await domain.offers.byId(offerId);
  if (!offer) throw AppError.notFound(admissionMessages.offerNotFound);
  if (offer.answer) throw gone(admissionMessages.offerAnswered);
  if (offer.expiresAt <= now) throw gone(admissionMessages.offerExpired);
  const token = randomBytes(32).toString('base64url');
  await domain.offers.addLink(offer.id, hashOfferToken(token), now);
  return offerLink(domain.emailBase.publicSiteUrl, token);
}
