import { applicationMessages, type ParticipantAccountFromApplication } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { credentialsJobId, participantCredentials } from './application-emails.js';
import type { ApplicationsDomain } from './applications-context.js';
import { findApplication } from './review-applications.js';

const FULL_NAME_MAX = 120;

/**
 * Turns an accepted application into a participant account through the auth service (as the
 * calling organizer), records the account on the application and emails the generated password.
 * The password is never stored here: the credentials email goes straight to the queue (the
 * organizer is signed in, so Redis is up), and the organizer sees it once in the answer.
 */
export async function createParticipantAccountFromApplication(
  domain: ApplicationsDomain,
  applicationId: string,
  organizerToken: string,
): Promise<ParticipantAccountFromApplication> {
  const application = await findApplication(domain, applicationId);
  if (application.status !== 'accepted') throw AppError.conflict(applicationMessages.accountNeedsAcceptance);
  if (application.participantAccountId || (await domain.accountLinks.accountOf(application.id))) {
    throw AppError.conflict(applicationMessages.accountAlreadyCreated);
  }

  const fullName = `${application.firstNames} ${application.lastName}`.slice(0, FULL_NAME_MAX).trim();
  let outcome;
  try {
    outcome = await domain.authAccounts.createParticipantAccount({ email: application.universityEmail, fullName }, organizerToken);
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
  const { account, generatedPassword } = outcome.created;
  if (!generatedPassword) throw new Error('the auth service created the account without returning its generated password');
  if (!(await domain.accountLinks.record(application.id, account.id, new Date()))) {
    throw AppError.conflict(applicationMessages.accountAlreadyCreated);
  }

  const jobId = credentialsJobId(application.id);
  let credentialsEmailed = true;
  try {
    await domain.outbox.send(jobId, participantCredentials(application, generatedPassword, domain.emailSettings));
    await domain.emailOutbox.recordQueuedDirectly(jobId, 'participant-credentials', new Date());
  } catch (error) {
    domain.logger.error({ err: error, applicationId: application.id }, 'credentials email not queued; the organizer was shown the password');
    credentialsEmailed = false;
  }
  return { accountId: account.id, email: account.email, generatedPassword, credentialsEmailed };
}
