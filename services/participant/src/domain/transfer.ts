import {
  formatDateIn,
  isDeadlinePassed,
  MAX_TRANSFERS_PER_SPOT,
  participantDisplayName,
  transferMessages,
  TREK_TIME_ZONE,
  type EmailJob,
  type TransferRequest,
  type TransferResult,
  type TransferState,
} from '@trek/contracts';
import { AppError, type OwedEmail } from '@trek/service-kit';
import type { ParticipantRecord, TransferEntry, TransferNotice } from '../data-access/participant.repository.js';
import { transferDeadline } from './edition-dates.js';
import type { ParticipantDomain } from './participant-context.js';
import { organizerNotice, SOMEONE } from './organizer-notices.js';
import { assertCurrentEdition, participantEdition } from './participant-edition.js';

export const spotTransferredJobId = (userId: string, transferCount: number) => `spot-transferred-${userId}-${transferCount}`;

type GetTransferStateDeps = Pick<
  ParticipantDomain,
  'participants' | 'participantEditions' | 'edition' | 'transferDeadlineOverride' | 'now' | 'logger'
>;

export async function getTransferState(domain: GetTransferStateDeps, userId: string): Promise<TransferState> {
  const deadline = await transferDeadline(domain);
  const { pastEdition } = await participantEdition(domain, userId);
  const record = await domain.participants.findOrCreate(userId, domain.now());
  return {
    alreadyTransferred: record.transferCount >= MAX_TRANSFERS_PER_SPOT,
    receivedByTransfer: record.receivedByTransfer,
    deadline: deadline.toISOString(),
    // A past edition's spot can no longer be handed on, whatever the new edition's deadline.
    deadlinePassed: pastEdition || isDeadlinePassed(deadline, domain.now()),
  };
}

type ConfirmTransferDeps = Pick<
  ParticipantDomain,
  'participants' | 'participantEditions' | 'emailOutbox' | 'relay' | 'edition' | 'transferDeadlineOverride'
  | 'organizerEmails' | 'publicSiteUrl' | 'now' | 'logger'
>;

/**
 * Gives the spot away: refused after the deadline and once the spot has been transferred; the
 * profile, WhatsApp status and logistics are cleared (the repository's claim on the transfer number
 * commits it and makes two simultaneous confirms count once), then the organizers are told.
 */
export async function confirmTransfer(domain: ConfirmTransferDeps, userId: string, request: TransferRequest): Promise<TransferResult> {
  const deadline = await transferDeadline(domain);
  const now = domain.now();
  await assertCurrentEdition(domain, userId);
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
  // Always owed: the notifications worker decides which organizers get it (and the extra list does).
  const email = spotTransferredEmail(domain, before, entry);
  const after = await domain.participants.transferSpot(userId, transferNumber, entry, email);
  if (after === false) throw AppError.conflict(transferMessages.alreadyTransferred);

  await oweTransferNotice(domain, { userId, transferNumber, email });
  return { clearedAt: now.toISOString(), transferCount: after.transferCount };
}

type OweTransferNoticeDeps = Pick<ParticipantDomain, 'relay' | 'logger'>;

async function oweTransferNotice(domain: OweTransferNoticeDeps, notice: TransferNotice): Promise<void> {
  // The transfer is committed; the relay owes the notice again if the database refused it just now.
  if (!(await domain.relay.oweAndQueue([transferNoticeEmail(notice)]))) {
    domain.logger.error({ userId: notice.userId }, 'spot transferred but its notice not owed yet; the relay owes it again');
  }
}

export const transferNoticeEmail = ({ userId, transferNumber, email }: TransferNotice): OwedEmail => ({
  jobId: spotTransferredJobId(userId, transferNumber),
  email,
});

function spotTransferredEmail(domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>, before: ParticipantRecord, entry: TransferEntry): EmailJob {
  const name = participantDisplayName(before.profile) || null;
  return organizerNotice(domain, 'spot-transferred', {
    en: {
      subject: `Spot transferred: ${name ?? SOMEONE.en}`,
      summary: `${name ?? SOMEONE.en} transferred their spot${entry.recipientEmail ? ` to ${entry.recipientEmail}` : ''}`,
      lines: [
        `${name ?? SOMEONE.en} has transferred their Mexico Trek spot.`,
        '',
        `Participant account: ${before.userId}`,
        `Profile email: ${before.profile.email || 'not given'}`,
        `Recipient email: ${entry.recipientEmail ?? 'not given'}`,
        `Recipient affiliation: ${entry.recipientAffiliation ?? 'not given'}`,
        `Note to organizers: ${entry.noteToOrganizers ?? 'none'}`,
        `Transferred at: ${formatDateIn('en', entry.at, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' })} (central Mexico time)`,
        '',
        "The participant's profile and logistics have been cleared for the new holder of the spot.",
      ],
    },
    es: {
      subject: `Lugar transferido: ${name ?? SOMEONE.es}`,
      summary: `${name ?? SOMEONE.es} transfirió su lugar${entry.recipientEmail ? ` a ${entry.recipientEmail}` : ''}`,
      lines: [
        `${name ?? SOMEONE.es} transfirió su lugar en el Mexico Trek.`,
        '',
        `Cuenta de participante: ${before.userId}`,
        `Correo del perfil: ${before.profile.email || 'no indicado'}`,
        `Correo de quien lo recibe: ${entry.recipientEmail ?? 'no indicado'}`,
        `Afiliación de quien lo recibe: ${entry.recipientAffiliation ?? 'no indicada'}`,
        `Nota para el equipo organizador: ${entry.noteToOrganizers ?? 'ninguna'}`,
        `Transferido el: ${formatDateIn('es', entry.at, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' })} (hora del centro de México)`,
        '',
        'El perfil y la logística de la persona participante se borraron para quien ahora tiene el lugar.',
      ],
    },
  });
}
