import { stepId, toNaming, type RecipientNaming, type SpotRepository, type TransferClaim } from '../../data-access/spots/spot.repository.js';

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
    })),
  );
}

/** Every transfer, oldest first, with its recipient and who holds the spot from it (null while it waits). */
export async function listTransfers(spots: Pick<SpotRepository, 'histories'>): Promise<Array<{ claim: TransferClaim; named: RecipientNaming | null; toUserId: string | null }>> {
  const { claims, holdings, named } = await spots.histories();
  return claims.map((claim) => {
    const naming = named.find((entry) => entry.spotId === claim.spotId && entry.transferNumber === claim.transferNumber);
    return {
      claim,
      named: claim.recipient ?? toNaming(naming),
      toUserId: holdings.find((holding) => holding.spotId === claim.spotId && holding.holderNumber === claim.transferNumber)?.userId ?? null,
    };
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
