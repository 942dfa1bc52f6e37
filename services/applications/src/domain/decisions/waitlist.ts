import { admissionMessages, type AdmissionsBoard, type PublicEdition, type WaitlistOrder } from '@trek/contracts';
import { AppError, type AuthContext } from '@trek/service-kit';
import type { ApplicationRow } from '../../data-access/application.repository.js';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';
import { announceDecision } from './announce-decision.js';
import { decisionTemplatesNow } from './decision-emails.js';
import { moveStatus, type StatusAuthor } from './status-moves.js';

/** The edition's waitlisted applications in the organizers' order; those not placed yet follow by submission. */
export async function waitlistOf(domain: Pick<ApplicationsDomain, 'applications' | 'waitlistOrders'>, year: number): Promise<ApplicationRow[]> {
  const [waitlisted, order] = await Promise.all([domain.applications.withStatus(year, 'waitlisted'), domain.waitlistOrders.latest(year)]);
  const position = new Map(order.map((id, index) => [id, index]));
  const placed = (application: ApplicationRow) => position.get(application.id) ?? Number.MAX_SAFE_INTEGER;
  return [...waitlisted].sort((a, b) => placed(a) - placed(b));
}

/** Seats held by confirmations, offers still open and what is left of the edition's total. */
export async function capacityOf(domain: Pick<ApplicationsDomain, 'offers'>, edition: PublicEdition, now: Date): Promise<AdmissionsBoard['capacity']> {
  const offers = await domain.offers.ofEdition(edition.year);
  const confirmed = await domain.offers.seatsHeld(edition.year);
  const openOffers = offers.filter((offer) => offer.answer === null && offer.expiresAt > now).length;
  return { totalSpots: edition.admissions.totalSpots, confirmed, openOffers, free: Math.max(0, edition.admissions.totalSpots - confirmed - openOffers) };
}

/** The organizers' new order: it must name exactly the applications waitlisted now (else someone changed it meanwhile: 409). */
export async function reorderWaitlist(domain: Pick<ApplicationsDomain, 'applications' | 'waitlistOrders' | 'audit' | 'edition' | 'logger'>, order: WaitlistOrder, organizer: Pick<AuthContext, 'userId'>): Promise<void> {
  const { year } = await currentEdition(domain);
  const waitlisted = await domain.applications.withStatus(year, 'waitlisted');
  const now = new Set(waitlisted.map((application) => application.id));
  if (order.applicationIds.length !== now.size || order.applicationIds.some((id) => !now.has(id))) throw AppError.conflict(admissionMessages.waitlistMismatch);
  await domain.waitlistOrders.record(year, order.applicationIds, organizer.userId, new Date());
  await domain.audit.record({ actorId: organizer.userId, action: 'admissions.waitlist-order', target: `edition:${year}`, summary: `Reordered the waitlist (${order.applicationIds.length} applications)` });
}

export const WAITLIST_AUTHOR: StatusAuthor = { userId: 'waitlist', name: null };

type OfferFreedSpotsDeps = Pick<
  ApplicationsDomain,
  'applications' | 'statusChanges' | 'applicationWrites' | 'audit' | 'waitlistOrders' | 'offers' | 'emailBase' | 'relay' | 'decisionTemplates' | 'edition' | 'logger' | 'editionWrites'
>;

/**
 * Free seats (the total less confirmations and open offers) go to the next waitlisted applicants,
 * in order: each is accepted and gets an offer by email. Automatic after a spot frees when the
 * edition says so (`by` absent), else when an organizer asks (`by` them). One run at a time per
 * edition; confirmations still take seats by unique inserts, so capacity holds whatever happens here.
 */
export async function offerFreedSpots(domain: OfferFreedSpotsDeps, year: number, by?: StatusAuthor): Promise<string[]> {
  return domain.editionWrites.run(String(year), async () => {
    const edition = await currentEdition(domain);
    if (edition.year !== year || (!by && !edition.admissions.waitlistAutoOffer)) return [];
    let { free } = await capacityOf(domain, edition, new Date());
    const offered: string[] = [];
    if (free === 0) return offered;
    const templates = await decisionTemplatesNow(domain);
    for (const next of await waitlistOf(domain, year)) {
      if (free === 0) break;
      const { application } = await moveStatus(domain, next.id, 'accepted', 'organizer', by ?? WAITLIST_AUTHOR, 'A spot freed up');
      if ((await announceDecision(domain, application, 'accepted', edition, templates)).offered) {
        offered.push(application.id);
        free--;
      }
    }
    return offered;
  });
}

/** After a spot frees: the waitlist's turn, never failing the request that freed it (logged instead). */
export async function afterSpotFreed(domain: OfferFreedSpotsDeps, year: number): Promise<void> {
  try {
    await offerFreedSpots(domain, year);
  } catch (error) {
    domain.logger.error({ err: error, year }, 'the freed spot could not be offered to the waitlist now');
  }
}
