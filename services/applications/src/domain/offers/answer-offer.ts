import { admissionMessages, offerStateOf, type OfferToken, type OfferView } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { OfferWithAnswer } from '../../data-access/admissions/offer.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { afterSpotFreed } from '../decisions/waitlist.js';
import { APPLICANT_AUTHOR, moveStatus } from '../decisions/status-moves.js';
import { currentEdition } from '../edition.js';
import { findApplication } from '../review-applications.js';
import { finishConfirmation } from './confirmation-follow-up.js';
import { hashOfferToken } from './offer-links.js';

async function findOffer(domain: Pick<ApplicationsDomain, 'offers'>, { token }: OfferToken): Promise<OfferWithAnswer> {
  const offer = await domain.offers.findByTokenHash(hashOfferToken(token));
  if (!offer) throw AppError.notFound(admissionMessages.offerNotFound);
  return offer;
}

type ViewDeps = Pick<ApplicationsDomain, 'offers' | 'applications' | 'edition' | 'logger'>;

/** What the offer page shows: whose offer, until when, the price and deposit; never more of the application. */
export async function viewOffer(domain: ViewDeps, token: OfferToken): Promise<OfferView> {
  const offer = await findOffer(domain, token);
  const [application, edition] = await Promise.all([findApplication(domain, offer.applicationId), currentEdition(domain)]);
  return {
    state: offerStateOf(offer, new Date()),
    ref: application.ref,
    firstNames: application.firstNames,
    year: application.year,
    expiresAt: offer.expiresAt.toISOString(),
    priceAfterSubsidyUsd: edition.priceAfterSubsidyUsd,
    depositUsd: edition.depositUsd,
  };
}

function refuseUnlessOpen(offer: OfferWithAnswer, now: Date): void {
  if (offer.answer) throw AppError.conflict(admissionMessages.offerAnswered);
  if (offer.expiresAt <= now) throw AppError.conflict(admissionMessages.offerExpired);
}

type ConfirmDeps = ViewDeps & Parameters<typeof finishConfirmation>[0];

/**
 * The applicant confirms: first a seat of the edition (a unique insert, so the total is never
 * exceeded, also by two confirmations at the same instant), then the answer (a unique insert, so a
 * decline at the same instant wins or loses as a whole). Then, each step idempotent, their status,
 * their participant account (auth emails the set-password link) and their spot (OfferConfirmed);
 * what fails there the offers relay finishes later.
 */
export async function confirmOffer(domain: ConfirmDeps, token: OfferToken): Promise<OfferView> {
  const offer = await findOffer(domain, token);
  const now = new Date();
  refuseUnlessOpen(offer, now);
  const edition = await currentEdition(domain);
  if ((await domain.offers.takeSeat(offer.id, offer.year, edition.admissions.totalSpots, now)) === 'full') throw AppError.conflict(admissionMessages.noSpotLeft);
  if (!(await domain.offers.answer(offer.id, 'confirmed', now))) {
    // The seat is the offer's: kept when the same link confirmed meanwhile, freed when a decline won.
    if ((await domain.offers.byId(offer.id))?.answer !== 'confirmed') await domain.offers.freeSeat(offer.id);
    throw AppError.conflict(admissionMessages.offerAnswered);
  }
  try {
    await finishConfirmation(domain, offer);
  } catch (error) {
    domain.logger.warn({ err: error, offerId: offer.id }, 'a confirmation\'s follow-up is left to the offers relay');
  }
  return viewOffer(domain, token);
}

type DeclineDeps = ViewDeps & Parameters<typeof afterSpotFreed>[0];

/** The applicant declines: the answer's insert commits it; their spot goes to the waitlist. */
export async function declineOffer(domain: DeclineDeps, token: OfferToken): Promise<OfferView> {
  const offer = await findOffer(domain, token);
  refuseUnlessOpen(offer, new Date());
  if (!(await domain.offers.answer(offer.id, 'declined', new Date()))) throw AppError.conflict(admissionMessages.offerAnswered);
  await moveStatus(domain, offer.applicationId, 'declined', 'offer', APPLICANT_AUTHOR, 'Declined the offer');
  await afterSpotFreed(domain, offer.year);
  return viewOffer(domain, token);
}
