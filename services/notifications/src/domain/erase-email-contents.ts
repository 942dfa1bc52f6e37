import { LANGUAGES } from '@trek/contracts';
import type { EmailLogRepository } from '../data-access/email-log.repository.js';
import type { MailTransport } from '../mail/mail.transport.js';
import type { EmailJobContents } from '../worker/email-jobs.js';

interface EraseEmailContentsDeps {
  emailLog: Pick<EmailLogRepository, 'dropContentsFor'>;
  transport: Pick<MailTransport, 'discard'>;
  emailJobs: EmailJobContents;
}

/**
 * `PersonErased`: what this worker keeps of the emails sent to the person's account email becomes
 * a delivery record only. The log entries lose address and subject, captured copies are deleted
 * (each message of a job: the job id, and `<job id>-<language>`), and the jobs Redis still holds
 * lose their contents; then Redis rewrites its append-only file. Found by the account's own email
 * only (auth's, carried by the event), never by one typed into a form. Idempotent.
 */
export async function eraseEmailContents(deps: EraseEmailContentsDeps, accountEmail: string | null): Promise<{ entries: number; jobs: number }> {
  if (!accountEmail) return { entries: 0, jobs: 0 };
  const jobIds = await deps.emailLog.dropContentsFor(accountEmail);
  for (const jobId of jobIds) {
    for (const deliveryId of [jobId, ...LANGUAGES.map((language) => `${jobId}-${language}`)]) await deps.transport.discard(deliveryId);
  }
  const jobs = await deps.emailJobs.dropContentsAddressedTo(accountEmail);
  await deps.emailJobs.rewriteAppendOnlyFile();
  return { entries: jobIds.length, jobs };
}
