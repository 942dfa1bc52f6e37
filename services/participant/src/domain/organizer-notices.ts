import { participantDisplayName, type EmailJob, type OrganizerNoticeKind } from '@trek/contracts';
import type { OwedEmail } from '@trek/service-kit';
import type { ParticipantRecord } from '../data-access/participant.repository.js';
import type { ParticipantDomain } from './participant-context.js';

/** Where in the dashboard organizers see each kind of event. */
const DASHBOARD_PLACES: Record<Exclude<OrganizerNoticeKind, 'new-application'>, string> = {
  'feedback-received': 'tab=announcements&section=feedback',
  'spot-transferred': 'tab=participants',
  'logistics-finalised': 'tab=logistics',
};

export const dashboardLink = (domain: Pick<ParticipantDomain, 'publicSiteUrl'>, kind: keyof typeof DASHBOARD_PLACES) =>
  `${domain.publicSiteUrl}/admin/dashboard?${DASHBOARD_PLACES[kind]}`;

/**
 * An event organizers hear about. The notifications worker decides, when it sends it, which
 * organizers get it at once, in their digest or not at all; `to` is the extra list
 * (ORGANIZER_NOTIFICATION_EMAILS), which always gets it.
 */
export function organizerNotice(
  domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>,
  kind: keyof typeof DASHBOARD_PLACES,
  { subject, summary, lines }: { subject: string; summary: string; lines: string[] },
): EmailJob {
  const link = dashboardLink(domain, kind);
  return {
    kind,
    to: domain.organizerEmails,
    subject,
    text: [...lines, '', `See it in the organizer dashboard: ${link}`].join('\n'),
    organizerNotice: { kind, summary, link },
  };
}

const nameOf = (record: Pick<ParticipantRecord, 'profile'> | undefined) => (record && participantDisplayName(record.profile)) || 'A participant';

export const feedbackReceivedJobId = (feedbackId: string) => `feedback-received-${feedbackId}`;

export function feedbackReceivedNotice(
  domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>,
  /** Undefined when the author's record is gone (the notice then says "A participant"). */
  author: Pick<ParticipantRecord, 'profile'> | undefined,
  feedback: { id: string; subject: string; category: string | null },
): OwedEmail {
  const name = nameOf(author);
  return {
    jobId: feedbackReceivedJobId(feedback.id),
    email: organizerNotice(domain, 'feedback-received', {
      subject: `Feedback from ${name}: ${feedback.subject}`.slice(0, 300),
      summary: `${name}: ${feedback.subject}`.slice(0, 300),
      lines: [`${name} sent feedback.`, '', `Subject: ${feedback.subject}`, `Category: ${feedback.category ?? 'none'}`, '', 'Read and answer it in the feedback inbox.'],
    }),
  };
}

/** Once per holder of a spot: a new holder after a transfer finalises their own logistics. */
export const logisticsFinalisedJobId = (userId: string, transferCount: number) => `logistics-finalised-${userId}-${transferCount}`;

export function logisticsFinalisedNotice(domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>, record: ParticipantRecord): OwedEmail {
  const name = nameOf(record);
  return {
    jobId: logisticsFinalisedJobId(record.userId, record.transferCount),
    email: organizerNotice(domain, 'logistics-finalised', {
      subject: `Logistics finalised: ${name}`,
      summary: `${name} finalised their logistics`,
      lines: [`${name} submitted their logistics as final.`, '', `Participant account: ${record.userId}`],
    }),
  };
}

/** Owes an organizer notice after the event is stored; the relay owes it again if the database refused it just now. */
export async function oweOrganizerNotice(domain: ParticipantDomain, owed: OwedEmail): Promise<void> {
  if (!(await domain.emailOutbox.oweOrKeep([owed], domain.now()))) {
    domain.logger.error({ jobId: owed.jobId }, 'organizer notice not owed yet; the relay owes it again');
  }
  void domain.relay.run();
}
