import { stepId, toNaming, type RecipientNaming, type SpotRepository, type SpotSource, type TransferClaim } from '../../data-access/spots/spot.repository.js';

/**
 * The rules over stored transfers: which are still being followed up, who receives a spot, and
 * what an erasure takes out of them. The claims themselves are insert-only (spot.repository.ts).
 */

/** A transfer with everything its follow-up needs. */
export interface PendingTransfer {
  claim: TransferClaim;
  /** The recipient: the sender's email, else an organizer's naming; null while nobody is named. */
  named: RecipientNaming | null;
  /** Whether `SpotTransferred` was published. */
  announced: boolean;
  /** Whether `SpotReleased` was published (a transfer that had no recipient then). */
  released: boolean;
}

/** Transfers whose follow-up is not done yet (at start-up, at each run of the relay, and for an organizer's naming). */
export async function pendingTransfers(spots: Pick<SpotRepository, 'allClaims' | 'stepsDone' | 'namedRecipient'>): Promise<PendingTransfer[]> {
  const [claims, done] = await Promise.all([spots.allClaims(), spots.stepsDone()]);
  const pending = claims.filter((claim) => !done.has(stepId(claim.spotId, claim.transferNumber, 'done')));
  return Promise.all(
    pending.map(async (claim) => ({
      claim,
      named: claim.recipient ?? (await spots.namedRecipient(claim.spotId, claim.transferNumber)),
      announced: done.has(stepId(claim.spotId, claim.transferNumber, 'announced')),
      released: done.has(stepId(claim.spotId, claim.transferNumber, 'released')),
    })),
  );
}

/**
 * Whether a transfer gave its seat back to the admissions waitlist: its spot came from an admission
 * offer and was given up with nobody named to take it, so `SpotReleased` freed the seat for the
 * next waitlisted applicant. Nobody can be named for it any more: with them the edition would hold
 * one person more than its capacity. A spot from no offer held no admissions seat; organizers name
 * its recipient.
 */
export function seatReturnedToWaitlist(source: SpotSource | undefined, transfer: { named: RecipientNaming | null; toUserId: string | null }): boolean {
  return source === 'application' && transfer.named === null && transfer.toUserId === null;
}

/** Where each of these spots came from (an admission offer, or an organizer), by spot id. */
export async function spotSources(spots: Pick<SpotRepository, 'spotsByIds'>, spotIds: readonly string[]): Promise<Map<string, SpotSource>> {
  if (spotIds.length === 0) return new Map();
  return new Map((await spots.spotsByIds([...new Set(spotIds)])).map((spot) => [spot._id, spot.source]));
}

/** A transfer as organizers follow it. */
interface ListedTransfer {
  claim: TransferClaim;
  named: RecipientNaming | null;
  /** Who holds the spot from it; null while it waits, and for ever once its seat returned to the waitlist. */
  toUserId: string | null;
  returnedToWaitlist: boolean;
}

/** Every transfer, oldest first, with its recipient, who holds the spot from it and whether its seat returned to the waitlist. */
export async function listTransfers(spots: Pick<SpotRepository, 'histories' | 'spotsByIds'>): Promise<ListedTransfer[]> {
  const { claims, holdings, named } = await spots.histories();
  const sources = await spotSources(spots, claims.map((claim) => claim.spotId));
  return claims.map((claim) => {
    const naming = named.find((entry) => entry.spotId === claim.spotId && entry.transferNumber === claim.transferNumber);
    const transfer = {
      named: claim.recipient ?? toNaming(naming),
      toUserId: holdings.find((holding) => holding.spotId === claim.spotId && holding.holderNumber === claim.transferNumber)?.userId ?? null,
    };
    return { claim, ...transfer, returnedToWaitlist: seatReturnedToWaitlist(sources.get(claim.spotId), transfer) };
  });
}

/**
 * Gives the recipient the spot: their holding's number is the transfer's. 'taken' when the spot
 * went to someone else, or when the person already holds a spot of that edition (a person holds
 * one spot per edition); 'held' when it is theirs, now or before.
 */
export async function recordRecipientHolding(spots: Pick<SpotRepository, 'insertHolding'>, claim: Pick<TransferClaim, 'spotId' | 'transferNumber' | 'year'>, userId: string, at: Date): Promise<'held' | 'taken'> {
  const holder = await spots.insertHolding({ spotId: claim.spotId, holderNumber: claim.transferNumber, userId, year: claim.year, at });
  return holder === userId ? 'held' : 'taken';
}

/**
 * An erasure of `userId`: the personal details of the transfers they were part of leave the claims
 * (a sender's note, the affiliation and email they gave, the organizers' notice naming both), and
 * a recipient named for them is deleted. The ids stay, so the spot's chain of holders holds. A
 * recipient email of a transfer still waiting for its follow-up stays until that is done: it is
 * how the recipient gets the spot. Answers how many claims were touched.
 */
export async function redactTransfersOf(
  spots: Pick<SpotRepository, 'receivedHoldingsOf' | 'claimsFrom' | 'stepsDone' | 'blankClaimFields' | 'deleteNamedRecipient'>,
  userId: string,
): Promise<number> {
  const [received, sent] = await Promise.all([spots.receivedHoldingsOf(userId), spots.claimsFrom(userId)]);
  const steps = await spots.stepsDone(sent);
  let redacted = 0;
  for (const claim of sent) {
    const done = steps.has(stepId(claim.spotId, claim.transferNumber, 'done'));
    const fields = ['noteToOrganizers', 'recipientAffiliation', 'email', ...(done ? (['recipient'] as const) : [])] as const;
    if (await spots.blankClaimFields(claim.spotId, claim.transferNumber, fields)) redacted += 1;
  }
  for (const { spotId, holderNumber } of received) {
    if (await spots.blankClaimFields(spotId, holderNumber, ['recipient', 'email'])) redacted += 1;
    await spots.deleteNamedRecipient(spotId, holderNumber);
  }
  return redacted;
}
