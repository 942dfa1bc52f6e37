import type { EmailOutboxStore } from '@trek/service-kit';
import type { ApplicationRepository } from '../data-access/application.repository.js';
import { emailsOwedOnSubmission, type EmailBase } from './application-emails.js';

/** Longer than any restart takes; the recovery only re-owes, so a wider window costs time, not emails. */
const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OutboxRecovery {
  applications: ApplicationRepository;
  store: EmailOutboxStore;
  base: EmailBase;
  now: Date;
}

/**
 * Runs at start-up, before the service takes requests. A submission stores the application, then
 * owes its emails: a crash between the two inserts would leave them unowed, so the emails of the
 * last day's applications are owed again (those already owed or sent are skipped by job id).
 */
export async function recoverOwedApplicationEmails({ applications, store, base, now }: OutboxRecovery): Promise<void> {
  const recent = await applications.submittedSince(new Date(now.getTime() - RECOVERY_WINDOW_MS));
  await store.owe(
    recent.flatMap((application) => emailsOwedOnSubmission(application, { ...base, contactEmail: application.contactEmail })),
    now,
  );
}
