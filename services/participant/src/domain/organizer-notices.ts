import { participantDisplayName, type ByLanguage, type EmailJob, type OrganizerNoticeKind } from '@trek/contracts';
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

/** A notice's words in one language: the email's subject and lines, and its line in a digest. */
export interface NoticeWords {
  subject: string;
  summary: string;
  lines: string[];
}

const SEE_IT: ByLanguage<string> = { en: 'See it in the organizer dashboard', es: 'Míralo en el panel de organización' };

const render = ({ subject, lines }: NoticeWords, seeIt: string, link: string) => ({ subject: subject.slice(0, 300), text: [...lines, '', `${seeIt}: ${link}`].join('\n') });

/**
 * An event organizers hear about, in every language: the notifications worker decides, when it
 * sends it, which organizers get it at once, in their digest or not at all, and gives each their
 * language's version; `to` is the extra list (ORGANIZER_NOTIFICATION_EMAILS), which always gets
 * it, in English.
 */
export function organizerNotice(domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>, kind: keyof typeof DASHBOARD_PLACES, words: ByLanguage<NoticeWords>): EmailJob {
  const link = dashboardLink(domain, kind);
  return {
    kind,
    to: domain.organizerEmails,
    ...render(words.en, SEE_IT.en, link),
    translations: { es: render(words.es, SEE_IT.es, link) },
    organizerNotice: { kind, summary: words.en.summary.slice(0, 300), link, translations: { es: { summary: words.es.summary.slice(0, 300) } } },
  };
}

/** How a notice names a participant whose profile has no name (or whose record is gone). */
export const SOMEONE: ByLanguage<string> = { en: 'A participant', es: 'Una persona participante' };

const nameOf = (record: Pick<ParticipantRecord, 'profile'> | undefined) => (record && participantDisplayName(record.profile)) || null;

export const feedbackReceivedJobId = (feedbackId: string) => `feedback-received-${feedbackId}`;

/**
 * The notice names the author as their profile does, else as their account does (`accountName`, the
 * name their sign-in carries: most have not filled in a profile when they write), and carries the text.
 */
export function feedbackReceivedNotice(
  domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>,
  /** Undefined when the author's record is gone (the notice then says "A participant"). */
  author: Pick<ParticipantRecord, 'profile'> | undefined,
  feedback: { id: string; subject: string; message: string; category: string | null },
  accountName: string | null = null,
): OwedEmail {
  const name = nameOf(author) ?? (accountName?.trim() || null);
  return {
    jobId: feedbackReceivedJobId(feedback.id),
    email: organizerNotice(domain, 'feedback-received', {
      en: {
        subject: `Feedback from ${name ?? SOMEONE.en}: ${feedback.subject}`,
        summary: `${name ?? SOMEONE.en}: ${feedback.subject}`,
        lines: [`${name ?? SOMEONE.en} sent feedback.`, '', `Subject: ${feedback.subject}`, `Category: ${feedback.category ?? 'none'}`, '', feedback.message, '', 'Read and answer it in the feedback inbox.'],
      },
      es: {
        subject: `Comentarios de ${name ?? 'una persona participante'}: ${feedback.subject}`,
        summary: `${name ?? SOMEONE.es}: ${feedback.subject}`,
        lines: [
          `${name ?? SOMEONE.es} envió comentarios.`,
          '',
          `Asunto: ${feedback.subject}`,
          `Categoría: ${feedback.category ?? 'ninguna'}`,
          '',
          feedback.message,
          '',
          'Léelos y respóndelos en la bandeja de comentarios.',
        ],
      },
    }),
  };
}

/** Once per person (a recipient's transfer count is theirs from the start): each finalises their own logistics. */
export const logisticsFinalisedJobId = (userId: string, transferCount: number) => `logistics-finalised-${userId}-${transferCount}`;

export function logisticsFinalisedNotice(domain: Pick<ParticipantDomain, 'organizerEmails' | 'publicSiteUrl'>, record: ParticipantRecord): OwedEmail {
  const name = nameOf(record);
  return {
    jobId: logisticsFinalisedJobId(record.userId, record.transferCount),
    email: organizerNotice(domain, 'logistics-finalised', {
      en: {
        subject: `Logistics finalised: ${name ?? SOMEONE.en}`,
        summary: `${name ?? SOMEONE.en} finalised their logistics`,
        lines: [`${name ?? SOMEONE.en} submitted their logistics as final.`, '', `Participant account: ${record.userId}`],
      },
      es: {
        subject: `Logística finalizada: ${name ?? SOMEONE.es}`,
        summary: `${name ?? SOMEONE.es} finalizó su logística`,
        lines: [`${name ?? SOMEONE.es} envió su logística como definitiva.`, '', `Cuenta de participante: ${record.userId}`],
      },
    }),
  };
}

type OweOrganizerNoticeDeps = Pick<ParticipantDomain, 'relay' | 'logger'>;

/** Owes an organizer notice after the event is stored and queues it; the relay owes it again if the database refused it just now. */
export async function oweOrganizerNotice(domain: OweOrganizerNoticeDeps, owed: OwedEmail): Promise<void> {
  if (!(await domain.relay.oweAndQueue([owed]))) {
    domain.logger.error({ jobId: owed.jobId }, 'organizer notice not owed yet; the relay owes it again');
  }
}
