import { applicationMessages, type ApplicationCreated, type ApplicationPayload } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import { DuplicateApplicationError } from '../data-access/application.repository.js';
import { emailsOwedOnSubmission } from './application-emails.js';
import type { ApplicationsDomain } from './applications-context.js';
import { newApplicationReference } from './application-reference.js';

/** A fresh reference collides with an existing one about once in 10^11 tries; a few retries are plenty. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Stores the application together with the emails it owes, then hands those to the relay without
 * waiting: the applicant gets their reference even while Redis is away.
 */
export async function submitApplication(domain: ApplicationsDomain, payload: ApplicationPayload): Promise<ApplicationCreated> {
  const year = domain.editionYear;
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
    const ref = newApplicationReference(year);
    try {
      await domain.applications.insert({
        ...payload,
        ref,
        year,
        submittedAt: new Date(),
        pendingEmails: emailsOwedOnSubmission(ref, domain.emailSettings),
      });
      void domain.relay.run();
      return { ref };
    } catch (error) {
      if (!(error instanceof DuplicateApplicationError)) throw error;
      // Two unique indexes can refuse the insert: the email's (a real duplicate) or the reference's (try another).
      if (await domain.applications.existsForEmail(year, payload.universityEmail)) throw AppError.conflict(applicationMessages.duplicate);
    }
  }
  throw new Error('could not draw an unused application reference');
}
