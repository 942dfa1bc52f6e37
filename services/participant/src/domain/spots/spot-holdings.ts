import type { RecipientAffiliation } from '@trek/contracts';
import { toNaming, type CarriedChoices, type RecipientNaming, type SpotRepository, type SpotSource } from '../../data-access/spots/spot.repository.js';
import { seatReturnedToWaitlist, spotSources } from './transfer-claims.js';

/**
 * What the stored holdings and claims mean (DESIGN.md "People, spots and editions"): holder 0 got
 * the spot, holder N received it by transfer N; the claim of transfer N + 1 is holder N's
 * transfer away, and until holder N + 1 is recorded the spot waits for its recipient.
 */

/** One person's spot, as they (and organizers) see it. */
export interface PersonSpot {
  spotId: string;
  year: number;
  holderNumber: number;
  since: Date;
  /** The previous holder, for a spot received by transfer. */
  receivedFrom: string | null;
  /** What the spot carried to this person (a spot received by transfer); empty otherwise. */
  carried: CarriedChoices;
  /** This person's transfer of the spot away; null while they hold it. */
  transfer: OutgoingTransfer | null;
}

export interface OutgoingTransfer {
  transferNumber: number;
  at: Date;
  /** Who was named: by the sender's email, else by an organizer; null while nobody is. */
  named: RecipientNaming | null;
  /** Who holds the spot now; null until the follow-up gave it to their account. */
  toUserId: string | null;
  recipientAffiliation: RecipientAffiliation | null;
  noteToOrganizers: string | null;
  /** Whether the spot's seat went back to the admissions waitlist (`seatReturnedToWaitlist`): nobody is named for it then. */
  returnedToWaitlist: boolean;
}

/** A spot of an edition and who holds it now (null: a transfer of it waits for its recipient). */
export interface EditionSpotHolder {
  spotId: string;
  year: number;
  createdAt: Date;
  holderUserId: string | null;
  heldSince: Date | null;
  /** Its seat went back to the admissions waitlist (`seatReturnedToWaitlist`): when, and who gave it up. */
  released: { at: Date; formerHolderUserId: string } | null;
}

const key = (spotId: string, number: number) => `${spotId}:${number}`;

/** Each person's spot (the latest edition's), by user id; every person when none given. Those without one are absent. */
export async function personSpots(spots: Pick<SpotRepository, 'holdingsOf' | 'histories' | 'spotsByIds'>, userIds?: readonly string[]): Promise<Map<string, PersonSpot>> {
  const own = await spots.holdingsOf(userIds);
  if (own.length === 0) return new Map();
  const spotIds = [...new Set(own.map((holding) => holding.spotId))];
  const histories = await spots.histories(userIds === undefined ? undefined : spotIds);
  const holderOf = new Map(histories.holdings.map((holding) => [key(holding.spotId, holding.holderNumber), holding.userId]));
  const claimOf = new Map(histories.claims.map((claim) => [key(claim.spotId, claim.transferNumber), claim]));
  const namedOf = new Map(histories.named.map((entry) => [key(entry.spotId, entry.transferNumber), entry]));
  const outgoingOf = (holding: (typeof own)[number]) => {
    const claim = claimOf.get(key(holding.spotId, holding.holderNumber + 1));
    if (!claim) return null;
    return { claim, named: claim.recipient ?? toNaming(namedOf.get(key(holding.spotId, claim.transferNumber))), toUserId: holderOf.get(key(holding.spotId, claim.transferNumber)) ?? null };
  };
  // Only a spot given up with nobody to take it can have returned its seat: its source is read for those alone.
  const givenUp = own.flatMap((holding) => {
    const outgoing = outgoingOf(holding);
    return outgoing && outgoing.named === null && outgoing.toUserId === null ? [holding.spotId] : [];
  });
  const sources = await spotSources(spots, givenUp);
  const result = new Map<string, PersonSpot>();
  for (const holding of own) {
    const received = claimOf.get(key(holding.spotId, holding.holderNumber));
    const outgoing = outgoingOf(holding);
    result.set(holding.userId, {
      spotId: holding.spotId,
      year: holding.year,
      holderNumber: holding.holderNumber,
      since: holding.at,
      receivedFrom: holding.holderNumber > 0 ? (holderOf.get(key(holding.spotId, holding.holderNumber - 1)) ?? received?.fromUserId ?? null) : null,
      carried: holding.holderNumber > 0 ? (received?.carried ?? {}) : {},
      transfer: outgoing
        ? {
            transferNumber: outgoing.claim.transferNumber,
            at: outgoing.claim.at,
            named: outgoing.named,
            toUserId: outgoing.toUserId,
            recipientAffiliation: outgoing.claim.recipientAffiliation ?? null,
            noteToOrganizers: outgoing.claim.noteToOrganizers ?? null,
            returnedToWaitlist: seatReturnedToWaitlist(sources.get(holding.spotId), outgoing),
          }
        : null,
    });
  }
  return result;
}

/**
 * The person's spot in `year`, a new one (holder 0) if they hold none. Someone who received a
 * spot by transfer, or gave theirs away, keeps the one they have.
 */
export async function ensureSpot(spots: Pick<SpotRepository, 'holdingsOf' | 'histories' | 'insertFirstHolding'>, userId: string, year: number, source: SpotSource, at: Date): Promise<void> {
  if ((await spots.holdingsOf([userId])).length > 0) return;
  await spots.insertFirstHolding(userId, year, source, at);
  if ((await spots.holdingsOf([userId])).length === 0) throw new Error('The spot holding was not recorded');
}

/**
 * An edition's spots that were ever held, oldest first (ties by id), each with its holder now:
 * the last holder, or null while a transfer of it waits for its recipient, and whether its seat
 * went back to the waitlist (then nobody holds it again). A spot inserted by a first request that
 * lost its holding to another counts nowhere.
 */
export async function editionSpots(spots: Pick<SpotRepository, 'holdingsIn' | 'spotsByIds' | 'histories'>, year: number): Promise<EditionSpotHolder[]> {
  const holdings = await spots.holdingsIn(year);
  if (holdings.length === 0) return [];
  const latestOf = new Map<string, (typeof holdings)[number]>();
  for (const holding of holdings) {
    const latest = latestOf.get(holding.spotId);
    if (!latest || holding.holderNumber > latest.holderNumber) latestOf.set(holding.spotId, holding);
  }
  const spotIds = [...latestOf.keys()];
  const [stored, { claims, named }] = await Promise.all([spots.spotsByIds(spotIds), spots.histories(spotIds)]);
  const claimOf = new Map(claims.map((claim) => [key(claim.spotId, claim.transferNumber), claim]));
  const namedOf = new Map(named.map((entry) => [key(entry.spotId, entry.transferNumber), entry]));
  return stored
    .flatMap((spot) => {
      const latest = latestOf.get(spot._id);
      if (!latest) return [];
      const claim = claimOf.get(key(spot._id, latest.holderNumber + 1));
      const returned = claim !== undefined && seatReturnedToWaitlist(spot.source, { named: claim.recipient ?? toNaming(namedOf.get(key(spot._id, claim.transferNumber))), toUserId: null });
      return [
        {
          spotId: spot._id,
          year: spot.year,
          createdAt: spot.createdAt,
          holderUserId: claim ? null : latest.userId,
          heldSince: claim ? null : latest.at,
          released: returned ? { at: claim.at, formerHolderUserId: claim.fromUserId } : null,
        },
      ];
    })
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.spotId < b.spotId ? -1 : a.spotId > b.spotId ? 1 : 0));
}
