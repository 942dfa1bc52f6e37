import { transferMessages, type Account, type SpotPerson, type SpotRecipientNaming, type SpotTransfer, type SpotTransferList } from '@trek/contracts';
import { AppError, KeyedQueue, type AuthContext } from '@trek/service-kit';
import { listTransfers, pendingTransfers, recordRecipientHolding, seatReturnedToWaitlist, spotSources, type PendingTransfer } from './transfer-claims.js';
import { accountsById } from '../people/participant-accounts.js';
import { leaveRooms } from '../rooms/room-writes.js';
import type { SpotsContext } from './spots.context.js';

type RecipientCheckDeps = Pick<SpotsContext, 'authInternal' | 'spots'>;

/**
 * Before a transfer (or an organizer's naming) commits: the recipient's email must not be an
 * organizer's, the sender's own, or that of someone who holds (or held) a spot of the edition.
 * An email nobody has yet is fine: the follow-up makes their account.
 */
export async function assertRecipientAllowed(domain: RecipientCheckDeps, { email, fromUserId, year }: { email: string; fromUserId: string; year: number }): Promise<void> {
  const account = await domain.authInternal.accountByEmail(email);
  if (!account) return;
  if (account.role === 'ORGANIZER') throw AppError.conflict(transferMessages.recipientIsOrganizer);
  if (account.id === fromUserId) throw AppError.conflict(transferMessages.recipientIsSender);
  if (await domain.spots.hasSpotIn(account.id, year)) throw AppError.conflict(transferMessages.recipientHoldsSpot);
}

type FinishTransferDeps = Pick<SpotsContext, 'participants' | 'participantEditions' | 'spots' | 'rooms' | 'authInternal' | 'spotTransferred' | 'spotReleased' | 'now' | 'logger'>;

/** One follow-up per transfer at a time in this process (the request's own and the relay's). */
const followUps = new KeyedQueue();

/**
 * The follow-up of a committed transfer, each step idempotent so the relay can run it again after
 * a crash: `SpotTransferred` is published (auth ends the former holder's sessions); once a recipient is named, auth answers their
 * account (made, with a set-password link emailed, if the email had none), the holding gives them
 * the spot, their edition is recorded and their logistics start with what the spot carries.
 * Answers whether the transfer is finished (false while it waits for organizers to name someone).
 */
export async function finishTransfer(domain: FinishTransferDeps, { claim, named, announced, released }: PendingTransfer): Promise<boolean> {
  return followUps.run(`${claim.spotId}:${claim.transferNumber}`, async () => {
    if (!announced) {
      await domain.spotTransferred.publish({ spotId: claim.spotId, transferNumber: claim.transferNumber, fromUserId: claim.fromUserId, year: claim.year, transferredAt: claim.at.toISOString() });
      // The former holder is no longer on the trek: they leave their rooms (idempotent, so a rerun after a crash repeats it harmlessly).
      await leaveRooms(domain, claim.fromUserId);
      await domain.spots.markStep(claim, 'announced', domain.now());
    }
    if (!named) {
      // Given up without a recipient: the seat goes back to the admissions waitlist. Published once:
      // the step's record is inserted after the publish, so only a crash in between publishes again
      // (the job id and the consumer make that repeat nothing).
      if (!released) {
        await domain.spotReleased.publish({ spotId: claim.spotId, transferNumber: claim.transferNumber, userId: claim.fromUserId, year: claim.year, releasedAt: claim.at.toISOString() });
        await domain.spots.markStep(claim, 'released', domain.now());
      }
      return false;
    }
    const { accountId } = await domain.authInternal.spotRecipient({
      spotId: claim.spotId,
      email: named.email,
      ...(named.fullName ? { fullName: named.fullName } : {}),
      ...(named.language ? { language: named.language } : {}),
      formerHolderId: claim.fromUserId,
      year: claim.year,
    });
    const now = domain.now();
    // The holding first, as soon as the account is known: a recipient opening the portal from then on finds the spot theirs.
    if ((await recordRecipientHolding(domain.spots, claim, accountId, now)) === 'taken') {
      // Someone who got a spot of this edition between the check and now: organizers see the transfer still waiting.
      domain.logger.error({ spotId: claim.spotId, accountId }, 'the recipient of a transferred spot holds a spot of the edition already; the transfer waits');
      return false;
    }
    await domain.participantEditions.record(accountId, claim.year, now);
    await domain.participants.startWithCarried(accountId, claim.carried, now);
    await domain.spots.markStep(claim, 'done', now);
    return true;
  });
}

/**
 * The transfer relay: finishes every transfer whose follow-up a crash, or auth being away,
 * interrupted. Runs at start-up and then periodically; a transfer that fails again waits for the next run.
 */
export async function finishPendingTransfers(domain: FinishTransferDeps): Promise<number> {
  let finished = 0;
  for (const pending of await pendingTransfers(domain.spots)) {
    // Released with nobody named: nothing is left to do until an organizer names a recipient (which runs the follow-up itself).
    if (pending.announced && pending.released && !pending.named) continue;
    try {
      if (await finishTransfer(domain, pending)) finished += 1;
    } catch (error) {
      domain.logger.warn({ err: error, spotId: pending.claim.spotId }, 'a transfer follow-up failed; the next relay run tries again');
    }
  }
  return finished;
}

type NameRecipientDeps = FinishTransferDeps & Pick<SpotsContext, 'audit' | 'authAccounts'>;

/**
 * An organizer names who receives a spot transferred without a recipient email, unless its seat
 * went back to the admissions waitlist (a spot from an admission offer: 409). The naming is
 * an insert unique by spot and transfer: of two organizers at once, one names (the same person
 * named twice is not an error); then the same follow-up as a sender's email gives them the spot.
 */
export async function nameSpotRecipient(domain: NameRecipientDeps, organizer: Pick<AuthContext, 'userId'>, spotId: string, naming: SpotRecipientNaming, organizerToken: string): Promise<SpotTransfer> {
  const pending = (await pendingTransfers(domain.spots)).find(({ claim }) => claim.spotId === spotId);
  if (!pending) throw AppError.notFound(transferMessages.noTransferAwaitingRecipient);
  const { claim } = pending;
  if (pending.named && pending.named.email !== naming.email) throw AppError.conflict(transferMessages.recipientAlreadyNamed);
  if (!pending.named) {
    const source = (await spotSources(domain.spots, [spotId])).get(spotId);
    if (seatReturnedToWaitlist(source, { named: null, toUserId: null })) throw AppError.conflict(transferMessages.spotReturnedToWaitlist);
    await assertRecipientAllowed(domain, { email: naming.email, fromUserId: claim.fromUserId, year: claim.year });
    const recipient = { email: naming.email, fullName: naming.fullName, language: naming.language };
    if (await domain.spots.nameRecipient(spotId, claim.transferNumber, recipient, organizer.userId, domain.now())) {
      await domain.audit.record({ actorId: organizer.userId, action: 'spot.name-recipient', target: `spot:${spotId}`, summary: `Named ${naming.email} as the recipient of a transferred spot` });
    } else if ((await domain.spots.namedRecipient(spotId, claim.transferNumber))?.email !== naming.email) {
      throw AppError.conflict(transferMessages.recipientAlreadyNamed);
    }
  }
  const named = await domain.spots.namedRecipient(spotId, claim.transferNumber);
  await finishTransfer(domain, { ...pending, named: claim.recipient ?? named });
  const transfer = (await listSpotTransfers(domain, organizerToken)).transfers.find((entry) => entry.spotId === spotId && entry.at === claim.at.toISOString());
  if (!transfer) throw new Error('A named transfer is listed');
  return transfer;
}

/** Every transfer, newest first, each naming both people (names and emails from auth, as the calling organizer). */
export async function listSpotTransfers(domain: Pick<SpotsContext, 'spots' | 'authAccounts'>, organizerToken: string): Promise<SpotTransferList> {
  const transfers = await listTransfers(domain.spots);
  // Auth reads every account to answer: with no transfer there is nobody to name.
  const accounts = transfers.length === 0 ? new Map<string, Account>() : await accountsById(domain, organizerToken);
  const person = (userId: string): SpotPerson => {
    const account = accounts.get(userId);
    return { userId, fullName: account?.fullName ?? null, email: account?.email ?? null };
  };
  return {
    transfers: transfers
      .map(({ claim, named, toUserId, returnedToWaitlist }) => ({
        spotId: claim.spotId,
        year: claim.year,
        at: claim.at.toISOString(),
        from: person(claim.fromUserId),
        named: named ? { email: named.email, fullName: named.fullName } : null,
        recipient: toUserId ? person(toUserId) : null,
        awaitingRecipient: named === null && !returnedToWaitlist,
        returnedToWaitlist,
      }))
      .reverse(),
  };
}

/** How often the transfer relay looks for follow-ups to finish. */
const TRANSFER_RELAY_EVERY_MS = 30_000;

/** Runs the transfer relay now (in the background, so start-up never waits on auth) and then periodically, one run at a time. */
export function startTransferRelay(domain: FinishTransferDeps, everyMs = TRANSFER_RELAY_EVERY_MS): { stop: () => Promise<void> } {
  const runOnce = () =>
    finishPendingTransfers(domain).catch((error: unknown) => {
      domain.logger.warn({ err: error }, 'the transfer relay could not read the pending transfers; it tries again at its next run');
    });
  let running: Promise<unknown> = runOnce();
  const timer = setInterval(() => {
    running = running.then(runOnce);
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
