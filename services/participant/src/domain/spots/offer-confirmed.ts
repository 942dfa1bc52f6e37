import type { OfferConfirmedEvent } from '@trek/contracts';
import type { PeopleContext } from '../people/people.context.js';

/**
 * `OfferConfirmed` (the applications service publishes it): the applicant's account joins the
 * offer's edition and holds a spot of it (source `application`). Idempotent: the edition is
 * recorded once and a person holds one spot per edition (unique indexes).
 */
export async function giveSpotForConfirmedOffer(domain: Pick<PeopleContext, 'participants' | 'participantEditions'>, { userId, year, confirmedAt }: OfferConfirmedEvent): Promise<{ spotId: string }> {
  const at = new Date(confirmedAt);
  await domain.participantEditions.record(userId, year, at);
  const record = await domain.participants.findOrCreate(userId, year, at, 'application');
  return { spotId: record.spot?.spotId ?? '' };
}
