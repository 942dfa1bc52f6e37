import type { EditionSource, EmailOutboxStore, Logger } from '@trek/service-kit';
import type { ApplicationRecord, ApplicationRepository } from '../data-access/application.repository.js';
import { emailsOwedOnSubmission, renderLegacyOwedEmail, type EmailBase, type EmailSettings } from './application-emails.js';

/** Longer than any restart takes; the recovery only re-owes, so a wider window costs time, not emails. */
const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OutboxRecovery {
  applications: ApplicationRepository;
  store: EmailOutboxStore;
  base: EmailBase;
  /** Read only for applications stored before they kept their mailbox. */
  edition: EditionSource;
  logger: Logger;
  now: Date;
}

/**
 * Runs at start-up, before the service takes requests. A submission stores the application, then
 * owes its emails: a crash between the two inserts would leave them unowed, so the emails of the
 * last day's applications are owed again (those already owed or sent are skipped by job id).
 * Applications stored by older versions, which owed their emails from inside the document, hand
 * them to the outbox here too.
 */
export async function recoverOwedApplicationEmails({ applications, store, base, edition, logger, now }: OutboxRecovery): Promise<void> {
  // An application keeps the mailbox its emails quote; older ones take the edition's, read once
  // if any needs it. Unreadable (content still starting), theirs wait for the next start.
  let editionMailbox: Promise<string | null> | undefined;
  const settingsOf = async (application: ApplicationRecord): Promise<EmailSettings | null> => {
    if (application.contactEmail) return { ...base, contactEmail: application.contactEmail };
    editionMailbox ??= edition.current().then(
      (current) => current.contactEmail,
      (error: unknown) => {
        logger.warn({ err: error }, 'edition settings unreadable at start: emails of older applications are owed at the next start');
        return null;
      },
    );
    const contactEmail = await editionMailbox;
    return contactEmail ? { ...base, contactEmail } : null;
  };

  for (const { application, owed } of await applications.withLegacyPendingEmails()) {
    const settings = await settingsOf(application);
    if (!settings) continue;
    await store.owe(owed.flatMap((email) => renderLegacyOwedEmail(email, application, settings) ?? []), now);
    await applications.clearLegacyPendingEmails(application.id);
  }
  const recent = await applications.submittedSince(new Date(now.getTime() - RECOVERY_WINDOW_MS));
  const owed = [];
  for (const application of recent) {
    const settings = await settingsOf(application);
    if (settings) owed.push(...emailsOwedOnSubmission(application, settings));
  }
  await store.owe(owed, now);
}
