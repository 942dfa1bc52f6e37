import type { SpotReleasedEvent } from '@trek/contracts';
import type { ApplicationsDomain } from '../applications-context.js';
import { afterSpotFreed } from '../decisions/waitlist.js';
import { moveStatus, type StatusAuthor } from '../decisions/status-moves.js';

/** The status change's author when a participant gives their spot up. */
export const SPOT_RELEASED_AUTHOR: StatusAuthor = { userId: 'spot-released', name: null };

export type ReleaseSpotDeps = Pick<ApplicationsDomain, 'accountLinks' | 'offers'> & Parameters<typeof afterSpotFreed>[0];

/**
 * A participant gave up their spot without a recipient: the application their account was made
 * from counts as declined, the seat its confirmed offer held is freed and the waitlist gets its
 * turn (at once or after an organizer's click, as the edition says). A spot that came from
 * anywhere else held no seat here, so nothing changes. Idempotent: a second delivery finds the
 * application declined and the seat free.
 */
export async function releaseSpot(domain: ReleaseSpotDeps, event: SpotReleasedEvent): Promise<{ freed: boolean }> {
  let freed = false;
  for (const applicationId of await domain.accountLinks.applicationsOf(event.userId)) {
    const offer = await domain.offers.forApplication(applicationId);
    if (!offer || offer.year !== event.year || offer.answer !== 'confirmed') continue;
    const application = await domain.applications.findById(applicationId);
    if (application?.status === 'confirmed') {
      await moveStatus(domain, applicationId, 'declined', 'organizer', SPOT_RELEASED_AUTHOR, 'Gave up their spot without naming anyone to take it');
    }
    if (await domain.offers.hasSeat(offer.id)) {
      await domain.offers.freeSeat(offer.id);
      freed = true;
    }
  }
  if (freed) await afterSpotFreed(domain, event.year);
  return { freed };
}
