import type { ByLanguage, EmailJob, OrganizerNoticeKind } from '@trek/contracts';

/** A notice's words in one language: the email's subject and lines, and its line in a digest. */
export interface NoticeWords {
  subject: string;
  summary: string;
  lines: string[];
}

const SEE_IT: ByLanguage<string> = { en: 'See it in the organizer dashboard', es: 'Míralo en el panel de organización' };

/** How a notice names a participant whose profile has no name (or whose record is gone). */
export const SOMEONE: ByLanguage<string> = { en: 'A participant', es: 'Una persona participante' };

const render = ({ subject, lines }: NoticeWords, seeIt: string, link: string) => ({ subject: subject.slice(0, 300), text: [...lines, '', `${seeIt}: ${link}`].join('\n') });

/**
 * An event organizers hear about, in every language: the notifications worker decides, when it
 * sends it, which organizers get it at once, in their digest or not at all, and gives each their
 * language's version; `to` is the extra list (ORGANIZER_NOTIFICATION_EMAILS), which always gets
 * it, in English. `link` is where in the dashboard organizers see it.
 */
export function organizerNotice(kind: OrganizerNoticeKind, to: string[], link: string, words: ByLanguage<NoticeWords>): EmailJob {
  return {
    kind,
    to,
    ...render(words.en, SEE_IT.en, link),
    translations: { es: render(words.es, SEE_IT.es, link) },
    organizerNotice: { kind, summary: words.en.summary.slice(0, 300), link, translations: { es: { summary: words.es.summary.slice(0, 300) } } },
  };
}
