import { SET_PASSWORD_LINK_PLACEHOLDER, type EmailJob } from '@trek/contracts';
import type { DeliveredStatus, EmailLogRepository } from '../data-access/email-log.repository.js';
import { PasswordLinkUnusableError, type PasswordLinkSource } from '../data-access/password-links.client.js';
import type { MailTransport } from '../mail/mail.transport.js';
import { routeOrganizerNotice, type OrganizerNoticeRouting } from './organizer-notices.js';

export interface EmailDelivery {
  jobId: string;
  email: EmailJob;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  isLastAttempt: boolean;
}

/** `nobody-at-once`: an organizer notice every organizer gets in a digest or not at all (nothing sent, nothing logged). */
export type DeliveryOutcome = DeliveredStatus | 'already-delivered' | 'nobody-at-once';

export interface DeliveryDependencies {
  emailLog: EmailLogRepository;
  transport: MailTransport;
  /** Where set-password links come from at send time (auth's internal API). */
  passwordLinks?: PasswordLinkSource;
  /** Who gets organizer notices (auth's active organizers and their settings). */
  organizerNotices?: OrganizerNoticeRouting;
}

/**
 * The message as sent: a job with a set-password link gets the link (made now, by auth) in place
 * of its placeholder. The result lives only in memory until the transport hands it over.
 */
async function withPasswordLink(email: EmailJob, passwordLinks: PasswordLinkSource | undefined): Promise<EmailJob> {
  if (!email.passwordLinkId) return email;
  if (!passwordLinks) throw new Error('This worker cannot ask auth for set-password links (AUTH_SERVICE_URL is not set)');
  const url = await passwordLinks.urlFor(email.passwordLinkId);
  const fill = (text: string) => text.split(SET_PASSWORD_LINK_PLACEHOLDER).join(url);
  return { ...email, text: fill(email.text), ...(email.html ? { html: fill(email.html) } : {}) };
}

/**
 * An organizer notice goes to the organizers who want it now (decided at this moment) and the
 * extra list, one message per language; any other email is one message as it is.
 */
async function withOrganizerRecipients(jobId: string, email: EmailJob, routing: OrganizerNoticeRouting | undefined): Promise<EmailJob[] | null> {
  if (!email.organizerNotice) return [email];
  if (!routing) throw new Error('This worker cannot resolve organizer recipients (AUTH_SERVICE_URL is not set)');
  return routeOrganizerNotice(jobId, email, routing);
}

/**
 * Delivers one email job at most once per job id, as far as the log can tell.
 *
 * The log is written before (`sending`) and after (`sent`/`captured`) the hand-over, so a job
 * re-run after a crash between delivery and BullMQ's acknowledgement finds `sent` and stops.
 * A re-run that finds `sending` cannot know whether the SMTP server accepted the message before
 * the crash; it sends again. A rare duplicate of a confirmation or welcome email is better
 * than one that silently never arrives, and the window is a single SMTP exchange. (Captured
 * mail has no such window: the re-run rewrites the same file.) Two workers never hold the same
 * job at once: BullMQ's job lock sees to that.
 */
export async function deliverEmail(
  { jobId, email, attempt, isLastAttempt }: EmailDelivery,
  { emailLog, transport, passwordLinks, organizerNotices }: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const logged = await emailLog.findByJobId(jobId);
  if (logged && (logged.status === 'sent' || logged.status === 'captured')) return 'already-delivered';

  const recordFailure = async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    // A void link stays void: this was the last attempt, whatever BullMQ had left.
    await emailLog.recordFailure(jobId, { error: message, attempts: attempt, final: isLastAttempt || error instanceof PasswordLinkUnusableError });
  };

  let outgoing: EmailJob[] | null;
  try {
    outgoing = await withOrganizerRecipients(jobId, email, organizerNotices);
  } catch (error) {
    // Auth could not say who the organizers are: the log shows the notice waiting for another attempt.
    await emailLog.recordSending(jobId, email, attempt);
    await recordFailure(error);
    throw error;
  }
  const [first] = outgoing ?? [];
  if (!outgoing || !first) return 'nobody-at-once';
  // The log gets the job as sent (never a body, never a link): every recipient, the first message's subject, kind.
  await emailLog.recordSending(jobId, { ...first, to: outgoing.flatMap((message) => message.to) }, attempt);
  try {
    // One job, one log entry; a message in a second language gets a delivery id of its own (its captured file).
    for (const [index, message] of outgoing.entries()) {
      await transport.deliver(index === 0 ? jobId : `${jobId}-${index}`, await withPasswordLink(message, passwordLinks));
    }
  } catch (error) {
    await recordFailure(error);
    throw error;
  }
  await emailLog.recordDelivered(jobId, transport.outcome, attempt);
  return transport.outcome;
}
