import type { EmailJob } from '@trek/contracts';
import type { DeliveredStatus, EmailLogRepository } from '../data-access/email-log.repository.js';
import type { MailTransport } from '../mail/mail.transport.js';

export interface EmailDelivery {
  jobId: string;
  email: EmailJob;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  isLastAttempt: boolean;
}

export type DeliveryOutcome = DeliveredStatus | 'already-delivered';

export interface DeliveryDependencies {
  emailLog: EmailLogRepository;
  transport: MailTransport;
}

/**
 * Delivers one email job at most once per job id, as far as the log can tell.
 *
 * The log is written before (`sending`) and after (`sent`/`captured`) the hand-over, so a job
 * re-run after a crash between delivery and BullMQ's acknowledgement finds `sent` and stops.
 * A re-run that finds `sending` cannot know whether the SMTP server accepted the message before
 * the crash; it sends again. A rare duplicate of a confirmation or credentials email is better
 * than one that silently never arrives, and the window is a single SMTP exchange. (Captured
 * mail has no such window: the re-run rewrites the same file.) Two workers never hold the same
 * job at once: BullMQ's job lock sees to that.
 */
export async function deliverEmail(
  { jobId, email, attempt, isLastAttempt }: EmailDelivery,
  { emailLog, transport }: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const logged = await emailLog.findByJobId(jobId);
  if (logged && (logged.status === 'sent' || logged.status === 'captured')) return 'already-delivered';

  await emailLog.recordSending(jobId, email, attempt);
  try {
    await transport.deliver(jobId, email);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await emailLog.recordFailure(jobId, { error: message, attempts: attempt, final: isLastAttempt });
    throw error;
  }
  await emailLog.recordDelivered(jobId, transport.outcome, attempt);
  return transport.outcome;
}
