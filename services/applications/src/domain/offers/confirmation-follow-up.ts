import type { OfferRecord } from '../../data-access/admissions/offer.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { afterSpotFreed } from '../decisions/waitlist.js';
import { APPLICANT_AUTHOR, OFFER_DEADLINE_AUTHOR, moveStatus } from '../decisions/status-moves.js';
import { findApplication } from '../review-applications.js';

type FollowUpDeps = Pick<
  ApplicationsDomain,
  'offers' | 'applications' | 'statusChanges' | 'applicationWrites' | 'audit' | 'accountLinks' | 'offerAccounts' | 'offerConfirmed'
>;

/**
 * What follows a confirmation, each step idempotent and marked done once it is: the application
 * becomes `confirmed`; the applicant's participant account (auth, which emails the set-password
 * link to a new one) is linked to it; `OfferConfirmed` asks the participant service for their spot.
 */
export async function finishConfirmation(domain: FollowUpDeps, offer: OfferRecord): Promise<void> {
  const done = await domain.offers.doneSteps(offer.id);
  if (done.has('done')) return;
  const application = await findApplication(domain, offer.applicationId);
  if (!done.has('status')) {
    if (application.status !== 'confirmed') await moveStatus(domain, application.id, 'confirmed', 'offer', APPLICANT_AUTHOR, 'Confirmed the offer');
    await domain.offers.markStep(offer.id, 'status', new Date());
  }
  let accountId = await domain.accountLinks.accountOf(application.id);
  if (!accountId) {
    const fullName = `${application.firstNames} ${application.lastName}`.slice(0, 120).trim();
    accountId = await domain.offerAccounts.accountFor({ offerId: offer.id, email: application.universityEmail, fullName, language: application.language, year: offer.year });
    await domain.accountLinks.record(application.id, accountId, new Date());
    accountId = (await domain.accountLinks.accountOf(application.id)) ?? accountId;
  }
  await domain.offers.markStep(offer.id, 'account', new Date());
  const confirmedAt = (await domain.offers.byId(offer.id))?.answeredAt ?? new Date();
  await domain.offerConfirmed.publish({ offerId: offer.id, userId: accountId, year: offer.year, confirmedAt: confirmedAt.toISOString() });
  await domain.offers.markStep(offer.id, 'done', new Date());
}

type RelayDeps = FollowUpDeps & Parameters<typeof afterSpotFreed>[0];

/**
 * The offers relay (every minute, and at start): offers whose deadline passed unanswered expire
 * (the application counts as declined and the spot goes to the waitlist), and confirmations whose
 * follow-up stopped midway (a crash, auth or Redis away) are finished.
 */
export async function runOffersRelay(domain: RelayDeps, now: Date): Promise<{ expired: number; finished: number }> {
  let expired = 0;
  const years = new Set<number>();
  for (const offer of await domain.offers.unansweredDueBy(now)) {
    if (!(await domain.offers.answer(offer.id, 'expired', now))) continue;
    expired++;
    years.add(offer.year);
    try {
      await moveStatus(domain, offer.applicationId, 'declined', 'offer', OFFER_DEADLINE_AUTHOR, 'The offer deadline passed');
    } catch (error) {
      domain.logger.warn({ err: error, offerId: offer.id }, 'an expired offer\'s application had moved on already');
    }
  }
  for (const year of years) await afterSpotFreed(domain, year);
  let finished = 0;
  for (const offer of await domain.offers.confirmedNotDone()) {
    try {
      await finishConfirmation(domain, offer);
      finished++;
    } catch (error) {
      domain.logger.warn({ err: error, offerId: offer.id }, 'a confirmation\'s follow-up failed again; the next run retries');
    }
  }
  return { expired, finished };
}
