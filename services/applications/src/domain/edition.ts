import { applicationMessages, type PublicEdition } from '@trek/contracts';
import { editionOr503 } from '@trek/service-kit';
import type { EmailSettings } from './application-emails.js';
import type { ApplicationsDomain } from './applications-context.js';

/**
 * The current edition from the content service (cached briefly by the edition source). When it
 * cannot be read, the request answers 503: a submission is never filed under a guessed year or
 * accepted past a deadline that may have passed.
 */
export function currentEdition(domain: Pick<ApplicationsDomain, 'edition' | 'logger'>): Promise<PublicEdition> {
  return editionOr503(domain.edition, domain.logger, applicationMessages.editionUnavailable);
}

/** The email settings with the edition's contact mailbox. */
export async function emailSettingsNow(domain: Pick<ApplicationsDomain, 'emailBase' | 'edition' | 'logger'>): Promise<EmailSettings> {
  return { ...domain.emailBase, contactEmail: (await currentEdition(domain)).contactEmail };
}
