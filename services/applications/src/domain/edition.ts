import { applicationMessages, type PublicEdition } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { EmailSettings } from './application-emails.js';
import type { ApplicationsDomain } from './applications-context.js';

/**
 * The current edition from the content service (cached briefly by the edition source). When it
 * cannot be read, the request answers 503: a submission is never filed under a guessed year or
 * accepted past a deadline that may have passed.
 */
export async function currentEdition(domain: ApplicationsDomain): Promise<PublicEdition> {
  try {
    return await domain.edition.current();
  } catch (error) {
    domain.logger.error({ err: error }, 'the edition settings could not be read from the content service');
    throw AppError.unavailable(applicationMessages.editionUnavailable);
  }
}

/** The email settings with the edition's contact mailbox. */
export async function emailSettingsNow(domain: ApplicationsDomain): Promise<EmailSettings> {
  return { ...domain.emailBase, contactEmail: (await currentEdition(domain)).contactEmail };
}
