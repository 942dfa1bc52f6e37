import { DEFAULT_LANGUAGE, OFFER_LINK_PLACEHOLDER, SET_PASSWORD_LINK_PLACEHOLDER, type EmailJob } from '@trek/contracts';
import type { DeliveredStatus, EmailLogRecord, EmailLogRepository } from '../data-access/email-log.repository.js';
import { EmailLinkUnusableError, type EmailLinkSource } from '../data-access/email-links.client.js';
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
  passwordLinks?: EmailLinkSource;
  /** Where offer links come from at send time (applications' internal API). */
  offerLinks?: EmailLinkSource;
  /** Who gets organizer notices (auth's active organizers and their settings). */
  organizerNotices?: OrganizerNoticeRouting;
}

async function withLink(email: EmailJob, linkId: string | undefined, placeholder: string, source: EmailLinkSource | undefined, missing: string): Promise<EmailJob> {
  if (!linkId) return email;
  if (!source) throw new Error(missing);
  const url = await source.urlFor(linkId);
  const fill = (text: string) => text.split(placeholder).join(url);
  return { ...email, text: fill(email.text), ...(email.html ? { html: fill(email.html) } : {}) };
}

/**
 * The message as sent: a job with a set-password link (or an offer link) gets the link, made now by
 * auth (or applications), in place of its placeholder. The result lives only in memory until the
 * transport hands it over.
 */
async function withLinks(email: EmailJob, { passwordLinks, offerLinks }: Pick<DeliveryDependencies, 'passwordLinks' | 'offerLinks'>): Promise<EmailJob> {
  const withPassword = await withLink(email, email.passwordLinkId, SET_PASSWORD_LINK_PLACEHOLDER, passwordLinks, 'This worker cannot ask auth for set-password links (AUTH_SERVICE_URL is not set)');
  return withLink(withPassword, email.offerLinkId, OFFER_LINK_PLACEHOLDER, offerLinks, 'This worker cannot ask applications for offer links (APPLICATIONS_SERVICE_URL is not set)');
}

/** One message of a job, and the id its delivery is recorded (and a captured copy is filed) under. */
interface OutgoingMessage {
  deliveryId: string;
  email: EmailJob;
}

/**
 * An organizer notice goes to the organizers who want it now (decided at this moment) and the
 * extra list, one message per language: the English one under the job id, another language's
 * under `<job id>-<language>`. Any other email is one message as it is, under the job id.
 */
async function outgoingMessages(jobId: string, email: EmailJob, routing: OrganizerNoticeRouting | undefined): Promise<OutgoingMessage[] | null> {
  if (!email.organizerNotice) return [{ deliveryId: jobId, email }];
  if (!routing) throw new Error('This worker cannot resolve organizer recipients (AUTH_SERVICE_URL is not set)');
  const messages = await routeOrganizerNotice(jobId, email, routing);
  return messages?.map(({ language, email: message }) => ({ deliveryId: language === DEFAULT_LANGUAGE ? jobId : `${jobId}-${language}`, email: message })) ?? null;
}

/**
 * Delivers one email job at most once per job id, and each of its messages (an organizer notice
 * has one per language) at most once, as far as the log can tell.
 *
 * The log is written before (`sending`) and after (`sent`/`captured`) the hand-over, so a job
 * re-run after a crash between delivery and BullMQ's acknowledgement (or queued again after Redis
 * lost it) finds `sent` and stops. A job the log had no entry for was never handed over, so its
 * messages are not looked up one by one. When a job has
 * several messages, each one handed over gets an insert-only delivery record, so a retry after the
 * SMTP server refused the Spanish message sends only that one, not the English one again. A
 * re-run that finds a message without its record (or a one-message job still `sending`, or not
 * logged at all) cannot know whether the SMTP server accepted it before a crash; it sends it
 * again. A rare duplicate of a confirmation or welcome email is better than one that silently
 * never arrives, and the window is a single SMTP exchange. (Captured mail has no such window: the
 * re-run rewrites the same file.) Two workers never hold the same job at once: BullMQ's job lock
 * sees to that.
 */
export async function deliverEmail(
  { jobId, email, attempt, isLastAttempt }: EmailDelivery,
  { emailLog, transport, passwordLinks, offerLinks, organizerNotices }: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const recordFailure = async (error: unknown, logged: EmailJob) => {
    const message = error instanceof Error ? error.message : String(error);
    // A void link stays void: this was the last attempt, whatever BullMQ had left.
    await emailLog.recordFailure(jobId, logged, { error: message, attempts: attempt, final: isLastAttempt || error instanceof EmailLinkUnusableError });
  };
  // The job's entry before this run (null: it had none); unless it says delivered, it now says `sending`.
  const startSending = (logged: EmailJob) => emailLog.startSending(jobId, logged, attempt);
  const wasDelivered = (earlier: EmailLogRecord | null) => earlier?.status === 'sent' || earlier?.status === 'captured';

  // Recipients first, so that the log's first write has them.
  let outgoing: OutgoingMessage[] | null;
  try {
    outgoing = await outgoingMessages(jobId, email, organizerNotices);
  } catch (error) {
    // Auth could not say who the organizers are: the log shows the notice waiting for another attempt.
    if (wasDelivered(await startSending(email))) return 'already-delivered';
    await recordFailure(error, email);
    throw error;
  }
  const [first] = outgoing ?? [];
  if (!outgoing || !first) return 'nobody-at-once';
  // The log gets the job as sent (never a body, never a link): every recipient, the first message's subject, kind.
  const logged = { ...first.email, to: outgoing.flatMap(({ email: message }) => message.to) };
  const earlier = await startSending(logged);
  if (wasDelivered(earlier)) return 'already-delivered';
  // A job of one message is guarded by its log entry alone; per-message records only for several,
  // so every confirmation and welcome email does not pay a read and an insert more.
  const recordEachMessage = outgoing.length > 1;
  const mayHaveDeliveredSome = recordEachMessage && earlier !== null;
  try {
    for (const { deliveryId, email: message } of outgoing) {
      if (mayHaveDeliveredSome && (await emailLog.isMessageDelivered(deliveryId))) continue;
      await transport.deliver(deliveryId, await withLinks(message, { passwordLinks, offerLinks }));
      if (recordEachMessage) await emailLog.recordMessageDelivered(deliveryId, jobId);
    }
  } catch (error) {
    await recordFailure(error, logged);
    throw error;
  }
  await emailLog.recordDelivered(jobId, transport.outcome, attempt);
  return transport.outcome;
}
