import { transferMessages, type AccountByEmail, type SpotRecipientAccount, type SpotRecipientRequest } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { EmailTakenError, type UserRecord } from '../data-access/user.repository.js';
import type { AuthDomain } from './auth-context.js';
import { ADMISSION_OFFER_REQUESTER, SPOT_TRANSFER_REQUESTER, passwordLinkEmail, spotReceivedEmail } from './password-link-emails.js';
import { issuePasswordLink } from './password-links.js';

/** Whose account an email is, for the participant service's checks before a transfer commits. */
export async function accountByEmail(domain: Pick<AuthDomain, 'users'>, email: string): Promise<AccountByEmail> {
  const user = await domain.users.findByEmail(email);
  return { account: user ? { id: user.id, role: user.role, fullName: user.fullName } : null };
}

type SpotRecipientDeps = Pick<AuthDomain, 'users' | 'audit' | 'passwordLinks' | 'emailOutbox' | 'relay' | 'spotRecipients' | 'publicSiteUrl' | 'now'>;

/** An account that never had a password and never signed in gets a set-password link; any other is told it received the spot. */
const needsFirstPassword = (user: UserRecord) => user.passwordHash === null && user.lastSignInAt === null;

/**
 * The account of a transferred spot's recipient: theirs if the email has a participant account,
 * else a new one (their email, no password) whose set-password link is emailed in the language
 * asked for, else the former holder's. Idempotent by spot and email (the relay may ask again after
 * a crash, two organizers may name the same person at once): the first answer is recorded with a
 * unique insert and the email owed under a job id derived from it, so one account, one link and
 * one email come of it. An organizer's or the former holder's own email is refused (409).
 */
export async function spotRecipientAccount(domain: SpotRecipientDeps, request: SpotRecipientRequest): Promise<SpotRecipientAccount> {
  return domain.spotRecipients.oneAtATime(request.spotId, request.email, () => findOrMakeRecipient(domain, request));
}

async function findOrMakeRecipient(domain: SpotRecipientDeps, request: SpotRecipientRequest): Promise<SpotRecipientAccount> {
  const { spotId, email, formerHolderId } = request;
  const recorded = await domain.spotRecipients.find(spotId, email);
  if (recorded) {
    const user = await domain.users.findById(recorded.userId);
    if (user) await oweRecipientEmail(domain, request, user, recorded.linkId);
    return { accountId: recorded.userId, created: recorded.linkId !== null };
  }

  const formerHolder = formerHolderId ? await domain.users.findById(formerHolderId) : null;
  const language = request.language ?? formerHolder?.language;
  const requestedBy = request.reason === 'offer' ? ADMISSION_OFFER_REQUESTER : SPOT_TRANSFER_REQUESTER;
  let user = await domain.users.findByEmail(email);
  if (!user) {
    try {
      user = await domain.users.create({
        email,
        fullName: request.fullName ?? email.split('@')[0]!,
        role: 'PARTICIPANT',
        passwordHash: null,
        createdBy: requestedBy,
        ...(language ? { language } : {}),
      });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      user = await domain.users.findByEmail(email);
      if (!user) throw error;
    }
  }
  if (user.role !== 'PARTICIPANT') throw AppError.conflict(transferMessages.recipientIsOrganizer);
  if (user.id === formerHolderId) throw AppError.conflict(transferMessages.recipientIsSender);

  const link = needsFirstPassword(user) ? await issuePasswordLink(domain, user, 'welcome', { requestedBy, email: false }) : null;
  const kept = await domain.spotRecipients.record({ spotId, email, userId: user.id, linkId: link?.id ?? null, at: domain.now() });
  const recipient = kept.userId === user.id ? user : await domain.users.findById(kept.userId);
  if (recipient) await oweRecipientEmail(domain, request, recipient, kept.linkId);
  if (kept.userId === user.id && (link === null || kept.linkId === link.id)) {
    await domain.audit.record({
      actorId: requestedBy,
      action: 'account.spot-received',
      target: `account:${user.id}`,
      summary: link
        ? `Created the participant account ${email} for ${request.reason === 'offer' ? 'a confirmed admission offer' : 'a transferred spot'} (a link to set a password was emailed)`
        : `The participant account ${email} received ${request.reason === 'offer' ? 'a spot from a confirmed admission offer' : 'a transferred spot'}`,
    });
  }
  return { accountId: kept.userId, created: kept.linkId !== null };
}

/** Owed under a job id derived from the link or the spot, so asking again owes nothing new. */
async function oweRecipientEmail(domain: Pick<AuthDomain, 'passwordLinks' | 'relay' | 'publicSiteUrl'>, request: SpotRecipientRequest, user: UserRecord, linkId: string | null): Promise<void> {
  if (linkId) {
    const link = await domain.passwordLinks.findById(linkId);
    if (link) await domain.relay.oweAndQueue([passwordLinkEmail(link, user, domain.publicSiteUrl, user.language)]);
    return;
  }
  // An applicant who already has an account signs in as always; only a transfer's recipient is told.
  if (request.reason !== 'offer') await domain.relay.oweAndQueue([spotReceivedEmail(request.spotId, user, domain.publicSiteUrl, user.language)]);
}

/** A former spot holder: every session of theirs ends at once (signing in again shows their own history, read-only). */
export async function endSessionsOf(domain: Pick<AuthDomain, 'users' | 'revocations'>, accountId: string): Promise<boolean> {
  const user = await domain.users.findById(accountId);
  if (!user) return false;
  await domain.revocations.revokeAllSessions(accountId);
  return true;
}
