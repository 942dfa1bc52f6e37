import { applicationMessages, type ParticipantAccountFromApplication } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { credentialsJobId, participantCredentials } from './application-emails.js';
import type { ApplicationsDomain } from './applications-context.js';
import { emailSettingsNow } from './edition.js';
import { findApplication } from './review-applications.js';

const FULL_NAME_MAX = 120;

type CreateParticipantAccountFromApplicationDeps = Pick<
  ApplicationsDomain,
  'applications' | 'accountLinks' | 'emailOutbox' | 'relay' | 'authAccounts' | 'emailBase' | 'edition'
  | 'logger'
>;

/**
 * Turns an accepted application into a participant account through the auth service (as the
 * calling organizer), records the account on the application and emails the applicant a welcome
 * with a single-use link to choose their password. No password exists before that, and no secret
 * passes here: auth answers only the link's id, the welcome is owed through the outbox (so it
 * survives Redis being away) with a placeholder for the link, and the notifications worker asks
 * auth for the link itself when it sends the email.
 */
export async function createParticipantAccountFromApplication(
  domain: CreateParticipantAccountFromApplicationDeps,
  applicationId: string,
  organizerToken: string,
): Promise<ParticipantAccountFromApplication> {
  const application = await findApplication(domain, applicationId);
  if (application.status !== 'accepted') throw AppError.conflict(applicationMessages.accountNeedsAcceptance);
  if (await domain.accountLinks.accountOf(application.id)) {
    throw AppError.conflict(applicationMessages.accountAlreadyCreated);
  }

  // The welcome quotes the edition's mailbox: read before the account exists, so an unreadable edition creates nothing (503).
  const emailSettings = await emailSettingsNow(domain);
  const fullName = `${application.firstNames} ${application.lastName}`.slice(0, FULL_NAME_MAX).trim();
  let outcome;
  try {
    // This service emails the link, inside its welcome; auth only makes it.
    outcome = await domain.authAccounts.createParticipantAccount({ email: application.universityEmail, fullName, sendSetPasswordEmail: false, language: application.language }, organizerToken);
  } catch (error) {
    domain.logger.error({ err: error }, 'auth service unreachable while creating a participant account');
    throw AppError.unavailable(applicationMessages.authUnavailable);
  }
  if (!outcome.ok) {
    if (outcome.status === 409) throw AppError.conflict(applicationMessages.accountEmailTaken);
    if (outcome.status === 401 || outcome.status === 403) throw new AppError(outcome.status, 'auth_refused', outcome.message);
    domain.logger.error({ status: outcome.status }, 'auth service refused to create a participant account');
    throw AppError.unavailable(applicationMessages.authUnavailable);
  }
  const { account, setPasswordLink } = outcome.created;
  if (!setPasswordLink) throw new Error('the auth service created the account without a set-password link');
  if (!(await domain.accountLinks.record(application.id, account.id, new Date()))) {
    throw AppError.conflict(applicationMessages.accountAlreadyCreated);
  }

  await domain.relay.oweAndQueue([{ jobId: credentialsJobId(application.id), email: participantCredentials(application, setPasswordLink.id, emailSettings) }]);
  return { accountId: account.id, email: account.email, setPasswordLinkExpiresAt: setPasswordLink.expiresAt };
}
