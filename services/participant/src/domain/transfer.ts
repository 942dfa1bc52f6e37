import {
  isDeadlinePassed,
  MAX_TRANSFERS_PER_SPOT,
  participantDisplayName,
  transferMessages,
  type EmailJob,
  type TransferRequest,
  type TransferResult,
  type TransferState,
} from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { ParticipantRecord, TransferEntry } from '../data-access/participant.repository.js';
import { transferDeadline } from './edition-dates.js';
import type { ParticipantDomain } from './participant-context.js';

export const spotTransferredJobId = (userId: string, transferCount: number) => `spot-transferred-${userId}-${transferCount}`;

export async function getTransferState(domain: ParticipantDomain, userId: string): Promise<TransferState> {
  const deadline = await transferDeadline(domain);
  const record = await domain.participants.findOrCreate(userId, domain.now());
  return {
    alreadyTransferred: record.transferCount >= MAX_TRANSFERS_PER_SPOT,
    receivedByTransfer: record.receivedByTransfer,
    deadline: deadline.toISOString(),
    deadlinePassed: isDeadlinePassed(deadline, domain.now()),
  };
}

/**
 * Gives the spot away: refused after the deadline and once the spot has been transferred; the
 * profile, WhatsApp status and logistics are cleared (the repository's claim on the transfer number
 * commits it and makes two simultaneous confirms count once), then the organizers are told.
 */
export async function confirmTransfer(domain: ParticipantDomain, userId: string, request: TransferRequest): Promise<TransferResult> {
  const deadline = await transferDeadline(domain);
  const now = domain.now();
  if (isDeadlinePassed(deadline, now)) throw AppError.badRequest(transferMessages.deadlinePassed);
  const before = await domain.participants.findOrCreate(userId, now);
  if (before.transferCount >= MAX_TRANSFERS_PER_SPOT) throw AppError.conflict(transferMessages.alreadyTransferred);

  const entry: TransferEntry = {
    at: now,
    recipientEmail: request.recipientEmail ?? null,
    recipientAffiliation: request.recipientAffiliation ?? null,
    noteToOrganizers: request.noteToOrganizers ?? null,
  };
  const transferNumber = before.transferCount + 1;
  const email = domain.organizerEmails.length > 0 ? spotTransferredEmail(domain.organizerEmails, before, entry) : null;
  const after = await domain.participants.transferSpot(userId, transferNumber, entry, email);
  if (after === false) throw AppError.conflict(transferMessages.alreadyTransferred);

  await queuePendingTransferEmails(domain);
  return { clearedAt: now.toISOString(), transferCount: after.transferCount };
}

/**
 * Puts owed spot-transferred notices on the email queue. Runs after each transfer and on a timer,
 * so a notice owed while Redis was away is sent once it is back; the job id makes a repeat harmless.
 */
export async function queuePendingTransferEmails(domain: ParticipantDomain): Promise<void> {
  try {
    for (const pending of await domain.participants.pendingTransferEmails()) {
      await domain.outbox.send(spotTransferredJobId(pending.userId, pending.transferNumber), pending.email);
      await domain.participants.markTransferEmailQueued(pending.userId, pending.transferNumber);
    }
  } catch (error) {
    // The transfer itself is stored; its notice waits in the claim for the next run.
    domain.logger.error({ err: error }, 'spot-transferred notices could not be queued; they will be retried');
  }
}

function spotTransferredEmail(to: string[], before: ParticipantRecord, entry: TransferEntry): EmailJob {
  const name = participantDisplayName(before.profile) || 'A participant';
  const lines = [
    `${name} has transferred their Mexico Trek spot.`,
    '',
    `Participant account: ${before.userId}`,
    `Profile email: ${before.profile.email || 'not given'}`,
    `Recipient email: ${entry.recipientEmail ?? 'not given'}`,
    `Recipient affiliation: ${entry.recipientAffiliation ?? 'not given'}`,
    `Note to organizers: ${entry.noteToOrganizers ?? 'none'}`,
    `Transferred at: ${entry.at.toISOString()}`,
    '',
    "The participant's profile and logistics have been cleared for the new holder of the spot.",
  ];
  return { kind: 'spot-transferred', to, subject: `Spot transferred: ${name}`, text: lines.join('\n') };
}
