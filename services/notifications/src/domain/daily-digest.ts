import { DateTime } from 'luxon';
import { formatDateIn, TREK_TIME_ZONE, type ActiveOrganizer, type ByLanguage, type EmailJob, type OrganizerNoticeKind } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import type { ActiveOrganizerSource } from '../data-access/active-organizers.client.js';
import type { DigestEvent, DigestEventRepository } from '../data-access/digest-events.repository.js';
import type { DigestsSentRepository } from '../data-access/digests-sent.repository.js';
import { settingsFooter } from './organizer-notices.js';

/** A digest day: `YYYY-MM-DD` in the trek's time zone, and the instant its digest covers events up to. */
export interface DigestDay {
  day: string;
  cutoff: Date;
}

/**
 * The newest day whose digest time has come: today once the time of day has passed in the trek's
 * time zone, otherwise yesterday (so a worker that was down at the digest time catches up).
 */
export function latestDueDigestDay(now: Date, digestTime: string, zone: string = TREK_TIME_ZONE): DigestDay {
  const local = DateTime.fromJSDate(now, { zone });
  const [hour, minute] = digestTime.split(':').map(Number) as [number, number];
  let at = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (at > local) at = at.minus({ days: 1 });
  return { day: at.toISODate()!, cutoff: at.toJSDate() };
}

/** The email job id of an organizer's digest for a day: the queue and the email log send it once. */
export const digestJobId = (organizerId: string, day: string) => `organizer-digest-${organizerId}-${day}`;

export interface DigestDependencies {
  organizers: ActiveOrganizerSource;
  digestEvents: DigestEventRepository;
  digestsSent: DigestsSentRepository;
  /** Puts the digest on the email queue, where the worker delivers and logs it like every email. */
  sendEmail: (jobId: string, email: EmailJob) => Promise<void>;
  publicSiteUrl: string;
  now: () => Date;
  logger: Logger;
}

interface DigestWords {
  sections: Record<OrganizerNoticeKind, string>;
  subject: (dayLabel: string, count: number) => string;
  greeting: (name: string) => string;
  intro: string;
  open: string;
}

const WORDS: ByLanguage<DigestWords> = {
  en: {
    sections: {
      'new-application': 'New applications',
      'feedback-received': 'Feedback received',
      'spot-transferred': 'Spots transferred',
      'logistics-finalised': 'Logistics finalised',
    },
    subject: (dayLabel, count) => `Mexico Trek daily digest, ${dayLabel}: ${count} ${count === 1 ? 'update' : 'updates'}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'This is what happened since your last digest:',
    open: 'Open the dashboard',
  },
  es: {
    sections: {
      'new-application': 'Solicitudes nuevas',
      'feedback-received': 'Comentarios recibidos',
      'spot-transferred': 'Lugares transferidos',
      'logistics-finalised': 'Logística finalizada',
    },
    subject: (dayLabel, count) => `Resumen diario del Mexico Trek, ${dayLabel}: ${count} ${count === 1 ? 'novedad' : 'novedades'}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Esto es lo que pasó desde tu último resumen:',
    open: 'Abre el panel',
  },
};

/** The organizer's digest, in their language; each event's summary was stored in it (digest-events). */
export function renderDigest(organizer: ActiveOrganizer, { day }: DigestDay, events: DigestEvent[], publicSiteUrl: string): EmailJob {
  const words = WORDS[organizer.language];
  const dayLabel = formatDateIn(organizer.language, DateTime.fromISO(day, { zone: TREK_TIME_ZONE }).toJSDate(), TREK_TIME_ZONE);
  const sections = (Object.keys(words.sections) as OrganizerNoticeKind[]).flatMap((kind) => {
    const ofKind = events.filter((event) => event.kind === kind);
    if (ofKind.length === 0) return [];
    return ['', `${words.sections[kind]} (${ofKind.length})`, ...ofKind.flatMap((event) => [`- ${event.summary}`, `  ${event.link}`])];
  });
  return {
    kind: 'organizer-digest',
    to: [organizer.email],
    subject: words.subject(dayLabel, events.length),
    text: [
      words.greeting(organizer.fullName),
      '',
      words.intro,
      ...sections,
      '',
      `${words.open}: ${publicSiteUrl}/admin/dashboard`,
      settingsFooter(publicSiteUrl, organizer.language),
    ].join('\n'),
  };
}

/**
 * Sends each active organizer their digest for the day: the events recorded for them since their
 * previous digest up to the day's cutoff. None when nothing happened. Never two for one day: an
 * organizer whose newest recorded digest is of that day or a later one is skipped, the email's
 * job id carries the day (queue and log send it once, also when a crash came between sending and
 * recording), and the record is an insert against a unique index on organizer and day.
 */
export async function sendDigestsFor(digestDay: DigestDay, deps: DigestDependencies): Promise<string[]> {
  const sentTo: string[] = [];
  for (const organizer of await deps.organizers.list()) {
    const previous = await deps.digestsSent.latest(organizer.id);
    // This day's digest is recorded, or a later day's, which covered this stretch (ISO days sort as text).
    if (previous && previous.day >= digestDay.day) continue;
    const from = previous?.coversUntil ?? new Date(0);
    const events = await deps.digestEvents.between(organizer.id, from, digestDay.cutoff);
    if (events.length === 0) continue;
    await deps.sendEmail(digestJobId(organizer.id, digestDay.day), renderDigest(organizer, digestDay, events, deps.publicSiteUrl));
    await deps.digestsSent.record({ organizerId: organizer.id, day: digestDay.day, coversUntil: digestDay.cutoff, events: events.length, sentAt: deps.now() });
    sentTo.push(organizer.id);
  }
  if (sentTo.length > 0) deps.logger.info({ day: digestDay.day, organizers: sentTo.length }, 'daily digests queued');
  return sentTo;
}
