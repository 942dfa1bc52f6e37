import { participantDisplayName, type ByLanguage, type EmailJob } from '@trek/contracts';
import { organizerNotice as noticeEmail, SOMEONE, type NoticeWords, type OwedEmail } from '@trek/service-kit';
import type { ParticipantRecord } from './participant-record.js';
import type { NoticeContext, PeopleContext } from './people.context.js';

/** Where in the dashboard organizers see each kind of event this service tells them about. */
const DASHBOARD_PLACES = {
  'spot-transferred': 'tab=participants',
  'logistics-finalised': 'tab=logistics',
} as const;

/** An organizer notice of this service's events, linking to their place in the dashboard. */
export function organizerNotice(domain: Pick<(PeopleContext & NoticeContext), 'organizerEmails' | 'publicSiteUrl'>, kind: keyof typeof DASHBOARD_PLACES, words: ByLanguage<NoticeWords>): EmailJob {
  return noticeEmail(kind, domain.organizerEmails, `${domain.publicSiteUrl}/admin/dashboard?${DASHBOARD_PLACES[kind]}`, words);
}

const nameOf = (record: Pick<ParticipantRecord, 'profile'> | undefined) => (record && participantDisplayName(record.profile)) || null;

/** Once per person (a recipient's transfer count is theirs from the start): each finalises their own logistics. */
export const logisticsFinalisedJobId = (userId: string, transferCount: number) => `logistics-finalised-${userId}-${transferCount}`;

export function logisticsFinalisedNotice(domain: Pick<(PeopleContext & NoticeContext), 'organizerEmails' | 'publicSiteUrl'>, record: ParticipantRecord): OwedEmail {
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

type OweOrganizerNoticeDeps = Pick<(PeopleContext & NoticeContext), 'relay' | 'logger'>;

/** Owes an organizer notice after the event is stored and queues it; the relay owes it again if the database refused it just now. */
export async function oweOrganizerNotice(domain: OweOrganizerNoticeDeps, owed: OwedEmail): Promise<void> {
  if (!(await domain.relay.oweAndQueue([owed]))) {
    domain.logger.error({ jobId: owed.jobId }, 'organizer notice not owed yet; the relay owes it again');
  }
}
