import { DECISIONS, type ApplicationDetail, type ApplicationStatusChange, type Decision } from '@trek/contracts';
import type { AuthContext } from '@trek/service-kit';
import type { ApplicationsDomain } from '../applications-context.js';
import { currentEdition } from '../edition.js';
import { loadApplicationDetail, type DetailDeps } from '../review-applications.js';
import { announceDecision } from './announce-decision.js';
import { decisionTemplatesNow } from './decision-emails.js';
import { moveStatus } from './status-moves.js';
import { afterSpotFreed } from './waitlist.js';

const isDecision = (status: string): status is Decision => (DECISIONS as readonly string[]).includes(status);

type DecideDeps = DetailDeps & Parameters<typeof afterSpotFreed>[0] & Pick<ApplicationsDomain, 'decisionTemplates' | 'relay'>;

/**
 * One organizer's status change from the application's drawer: only the workflow's moves (409
 * otherwise). A decision made this way is released at once (its email, an offer with an
 * acceptance); leaving an acceptance or a confirmation voids the offer and frees its seat for the waitlist.
 */
export async function decideApplication(
  domain: DecideDeps,
  id: string,
  change: ApplicationStatusChange,
  organizer: Pick<AuthContext, 'userId' | 'name'>,
): Promise<ApplicationDetail> {
  const note = change.note?.trim() ? change.note.trim() : null;
  // Read first: an unreadable edition (503) leaves the status as it was rather than a decision without its email.
  const edition = isDecision(change.status) ? await currentEdition(domain) : null;
  const { application, from } = await moveStatus(domain, id, change.status, 'organizer', { userId: organizer.userId, name: organizer.name ?? null }, note);
  if (edition && isDecision(change.status)) await announceDecision(domain, application, change.status, edition, await decisionTemplatesNow(domain));
  if (from === 'accepted' || from === 'confirmed') {
    const offer = await domain.offers.forApplication(id);
    if (offer) {
      await domain.offers.answer(offer.id, 'declined', new Date());
      await domain.offers.freeSeat(offer.id);
      await afterSpotFreed(domain, offer.year);
    }
  }
  return loadApplicationDetail(domain, id, organizer.userId);
}
