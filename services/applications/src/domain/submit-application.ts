import { applicationMessages, areApplicationsClosed, type ApplicationCreated, type ApplicationPayload, type Language } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { DuplicateApplicationError } from '../data-access/application.repository.js';
import { emailsOwedOnSubmission, type EmailSettings } from './application-emails.js';
import type { ApplicationRecord } from '../data-access/application.repository.js';
import type { ApplicationsDomain } from './applications-context.js';
import { newApplicationReference } from './application-reference.js';
import { currentEdition } from './edition.js';

/** A fresh reference collides with an existing one about once in 10^11 tries; a few retries are plenty. */
const REFERENCE_ATTEMPTS = 5;

type SubmitApplicationDeps = Pick<ApplicationsDomain, 'applications' | 'relay' | 'emailBase' | 'edition' | 'logger'>;

/**
 * Stores the application, then owes its emails in the outbox and puts them on the queue without
 * waiting: the applicant gets their reference even while Redis is away. If the database refuses the second
 * insert, the relay owes the emails again on its next run; a crash between the two is repaired at
 * the next start (see application-outbox.ts).
 */
export async function submitApplication(domain: SubmitApplicationDeps, payload: ApplicationPayload, language: Language, now = new Date()): Promise<ApplicationCreated> {
  // The edition settings name the year, the deadline and the mailbox; unreadable, nothing is filed (503).
  const edition = await currentEdition(domain);
  if (areApplicationsClosed(edition, now)) throw AppError.forbidden(applicationMessages.closed(edition));
  const { year, contactEmail } = edition;
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const ref = newApplicationReference(year);
    try {
      const application = await domain.applications.insert({ ...payload, ref, year, contactEmail, language, submittedAt: now });
      await oweSubmissionEmails(domain, application, { ...domain.emailBase, contactEmail });
      return { ref };
    } catch (error) {
      if (!(error instanceof DuplicateApplicationError)) throw error;
      // Two unique indexes can refuse the insert: the email's (a real duplicate) or the reference's (try another).
      if (await domain.applications.existsForEmail(year, payload.universityEmail)) throw AppError.conflict(applicationMessages.duplicate);
    }
  }
  throw new Error('could not draw an unused application reference');
}

type OweSubmissionEmailsDeps = Pick<ApplicationsDomain, 'relay' | 'logger'>;

async function oweSubmissionEmails(domain: OweSubmissionEmailsDeps, application: ApplicationRecord, settings: EmailSettings): Promise<void> {
  // The application is stored, so the applicant gets their reference whatever happens here.
  if (!(await domain.relay.oweAndQueue(emailsOwedOnSubmission(application, settings), application.submittedAt))) {
    domain.logger.error({ ref: application.ref }, 'application stored but its emails not owed yet; the relay owes them again');
  }
}
