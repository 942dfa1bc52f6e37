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
import { AppError, SOMEONE, type OwedEmail } from '@trek/service-kit';
import type { ParticipantRecord } from '../people/participant-record.js';
import type { CarriedChoices, TransferClaim } from '../../data-access/spots/spot.repository.js';
import { transferDeadline } from '../people/edition-dates.js';
import { assertHoldsSpot, ownRecord } from '../people/own-record.js';
import type { SpotsContext } from './spots.context.js';
import { organizerNotice } from '../people/organizer-notices.js';
import { assertCurrentEdition } from '../people/participant-edition.js';
import { assertRecipientAllowed, finishTransfer } from './spot-transfers.js';
import { seatReturnedToWaitlist, spotSources } from './transfer-claims.js';

export const spotTransferredJobId = (spotId: string, transferNumber: number) => `spot-transferred-${spotId}-${transferNumber}`;

type GetTransferStateDeps = Pick<
  SpotsContext,
  'participants' | 'participantEditions' | 'edition' | 'transferDeadlineOverride' | 'now' | 'logger'
>;

export async function getTransferState(domain: GetTransferStateDeps, userId: string): Promise<TransferState> {
  const deadline = await transferDeadline(domain);
  const { record, edition } = await ownRecord(domain, userId);
  return {
    alreadyTransferred: record.transferCount >= MAX_TRANSFERS_PER_SPOT,
    receivedByTransfer: record.receivedByTransfer,
    deadline: deadline.toISOString(),
    // A past edition's spot can no longer be handed on, whatever the new edition's deadline.
    deadlinePassed: edition.pastEdition || isDeadlinePassed(deadline, domain.now()),
    transferredAt: record.clearedAt?.toISOString() ?? null,
  };
}

type ConfirmTransferDeps = Pick<
  SpotsContext,
  'participants' | 'participantEditions' | 'spots' | 'rooms' | 'authInternal' | 'spotTransferred' | 'spotReleased' | 'authAccounts' | 'relay' | 'edition'
  | 'transferDeadlineOverride' | 'organizerEmails' | 'publicSiteUrl' | 'now' | 'logger'
>;

/** What the spot carries to its next holder (spec 9): the diet given, and a Day 0 "not join". */
function carriedBy(record: ParticipantRecord): CarriedChoices {
  const { dietaryPreferences, day0Decision } = record.logistics;
  return {
    ...(dietaryPreferences && dietaryPreferences.length > 0 ? { dietaryPreferences } : {}),
    ...(day0Decision === 'NOT_JOIN' ? { day0Decision } : {}),
  };
}

/**
 * Gives the spot away: refused after the deadline, for a spot received by transfer and once the
 * spot was transferred, and (before anything is committed) for a recipient email that is an
 * organizer's, the sender's own or someone's who holds a spot already. The claim's insert (unique
 * by spot and transfer number) is the transfer: two confirms at once count once. Then the
 * organizers' notice is owed and the follow-up runs (`SpotTransferred` ends the sender's sessions, the recipient's
 * account gets the spot); what it does not finish now, the transfer relay finishes later.
 */
export async function confirmTransfer(domain: ConfirmTransferDeps, userId: string, request: TransferRequest, senderToken: string): Promise<TransferResult> {
  const deadline = await transferDeadline(domain);
  const now = domain.now();
  await assertCurrentEdition(domain, userId);
  if (isDeadlinePassed(deadline, now)) throw AppError.badRequest(transferMessages.deadlinePassed);
  const { record } = await ownRecord(domain, userId);
  if (record.clearedAt !== null) throw AppError.conflict(transferMessages.alreadyTransferred);
  if (record.receivedByTransfer || record.transferCount >= MAX_TRANSFERS_PER_SPOT) throw AppError.conflict(transferMessages.receivedByTransfer);
  assertHoldsSpot(record);
  const spot = record.spot;
  if (!spot) throw new Error('A participant record opened through the portal has a spot');
  const email = request.recipientEmail ?? null;
  if (email) await assertRecipientAllowed(domain, { email, fromUserId: userId, year: spot.year });

  const sender = await senderName(domain, record, senderToken);
  const claim: TransferClaim = {
    spotId: spot.spotId,
    transferNumber: spot.holderNumber + 1,
    fromUserId: userId,
    year: spot.year,
    at: now,
    recipient: email ? { email, fullName: null, language: null } : null,
    recipientAffiliation: request.recipientAffiliation ?? null,
    noteToOrganizers: request.noteToOrganizers ?? null,
    carried: carriedBy(record),
    email: null,
  };
  const toWaitlist = seatReturnedToWaitlist((await spotSources(domain.spots, [spot.spotId])).get(spot.spotId), { named: claim.recipient, toUserId: null });
  // Always owed: the notifications worker decides which organizers get it (and the extra list does).
  claim.email = spotTransferredEmail(domain, sender, claim, toWaitlist);
  if (!(await domain.spots.claim(claim))) throw AppError.conflict(transferMessages.alreadyTransferred);

  await oweTransferNotice(domain, claim);
  await finishTransfer(domain, { claim, named: claim.recipient, announced: false, released: false }).catch((error: unknown) => {
    domain.logger.warn({ err: error, spotId: claim.spotId }, 'spot transferred; its follow-up is finished by the transfer relay');
  });
  return { clearedAt: now.toISOString(), transferCount: claim.transferNumber };
}

/** The sender as organizers know them: their profile's name, else their account's; their email from the account. */
async function senderName(domain: Pick<SpotsContext, 'authAccounts' | 'logger'>, record: ParticipantRecord, token: string): Promise<{ name: string | null; email: string | null }> {
  const account = await domain.authAccounts.ownAccount(token).catch((error: unknown) => {
    domain.logger.warn({ err: error }, 'the sender account could not be read for the transfer notice; it names the profile only');
    return null;
  });
  return {
    name: participantDisplayName(record.profile) || account?.fullName || null,
    email: account?.email ?? (record.profile.email || null),
  };
}

type OweTransferNoticeDeps = Pick<SpotsContext, 'relay' | 'logger'>;

async function oweTransferNotice(domain: OweTransferNoticeDeps, claim: TransferClaim): Promise<void> {
  const notice = transferNoticeEmail(claim);
  // The transfer is committed; the start-up recovery owes the notice again if the database refused it just now.
  if (notice && !(await domain.relay.oweAndQueue([notice]))) {
    domain.logger.error({ spotId: claim.spotId }, 'spot transferred but its notice not owed yet; it is owed again at the next start');
  }
}

export const transferNoticeEmail = ({ spotId, transferNumber, email }: Pick<TransferClaim, 'spotId' | 'transferNumber' | 'email'>): OwedEmail | null =>
  email ? { jobId: spotTransferredJobId(spotId, transferNumber), email } : null;

function spotTransferredEmail(
  domain: Pick<SpotsContext, 'organizerEmails' | 'publicSiteUrl'>,
  sender: { name: string | null; email: string | null },
  claim: TransferClaim,
  toWaitlist: boolean,
): EmailJob {
  const { name } = sender;
  const recipient = claim.recipient?.email ?? null;
  const nobody = toWaitlist
    ? { en: 'nobody: the seat goes back to the admissions waitlist', es: 'nadie: el lugar vuelve a la lista de espera de admisiones' }
    : { en: 'not named yet: name the recipient in Auth Spots', es: 'aún sin nombrar: indica quién lo recibe en Auth Spots' };
  const waiting = toWaitlist
    ? {
        en: 'The next waitlisted applicant gets an offer for the seat, so nobody can be named for this spot; the former holder keeps their own history, read-only.',
        es: 'La siguiente persona de la lista de espera recibe una oferta por el lugar, así que no se puede indicar a nadie para este lugar; quien lo tenía conserva su propio historial, de solo lectura.',
      }
    : {
        en: 'The spot waits for you to name the recipient; the former holder keeps their own history, read-only.',
        es: 'El lugar espera a que indiques quién lo recibe; quien lo tenía conserva su propio historial, de solo lectura.',
      };
  return organizerNotice(domain, 'spot-transferred', {
    en: {
      subject: `Spot transferred: ${name ?? SOMEONE.en}`,
      summary: `${name ?? SOMEONE.en} transferred their spot${recipient ? ` to ${recipient}` : ''}`,
      lines: [
        `${name ?? SOMEONE.en} has transferred their Mexico Trek spot.`,
        '',
        `From: ${name ?? SOMEONE.en}${sender.email ? ` (${sender.email})` : ''}`,
        `To: ${recipient ?? nobody.en}`,
        `Recipient affiliation: ${claim.recipientAffiliation ?? 'not given'}`,
        `Note to organizers: ${claim.noteToOrganizers ?? 'none'}`,
        `Transferred at: ${formatDateIn('en', claim.at, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' })} (central Mexico time)`,
        '',
        recipient
          ? 'The recipient signs in with an account of their own (a link to set their password is emailed to them). The former holder keeps their own history, read-only.'
          : waiting.en,
      ],
    },
    es: {
      subject: `Lugar transferido: ${name ?? SOMEONE.es}`,
      summary: `${name ?? SOMEONE.es} transfirió su lugar${recipient ? ` a ${recipient}` : ''}`,
      lines: [
        `${name ?? SOMEONE.es} transfirió su lugar en el Mexico Trek.`,
        '',
        `De: ${name ?? SOMEONE.es}${sender.email ? ` (${sender.email})` : ''}`,
        `Para: ${recipient ?? nobody.es}`,
        `Afiliación de quien lo recibe: ${claim.recipientAffiliation ?? 'no indicada'}`,
        `Nota para el equipo organizador: ${claim.noteToOrganizers ?? 'ninguna'}`,
        `Transferido el: ${formatDateIn('es', claim.at, TREK_TIME_ZONE, { dateStyle: 'long', timeStyle: 'short' })} (hora del centro de México)`,
        '',
        recipient
          ? 'Quien lo recibe inicia sesión con su propia cuenta (se le envía por correo un enlace para elegir su contraseña). Quien lo tenía conserva su propio historial, de solo lectura.'
          : waiting.es,
      ],
    },
  });
}
