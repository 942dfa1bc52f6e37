import { CHANGE_NOTIFICATIONS_LINE, DEFAULT_LANGUAGE, LANGUAGES, notificationSettingsUrl, type ByLanguage, type EmailJob, type Language } from '@trek/contracts';
import type { ActiveOrganizerSource } from '../data-access/active-organizers.client.js';
import type { DigestEventRepository } from '../data-access/digest-events.repository.js';
import type { NotificationSettingsRepository } from '../data-access/notification-settings.repository.js';

/** What the worker needs to decide, when a notice goes out, who gets it. */
export interface OrganizerNoticeRouting {
  organizers: ActiveOrganizerSource;
  settings: NotificationSettingsRepository;
  digestEvents: DigestEventRepository;
  /** The site's address (no trailing slash), for the settings link in every organizer email. */
  publicSiteUrl: string;
  now: () => Date;
}

/** An organizer notice's message to the recipients who read it in `language`. */
export interface NoticeMessage {
  language: Language;
  email: EmailJob;
}

const FOOTER_WORDS: ByLanguage<{ change: string; where: string }> = {
  en: { change: CHANGE_NOTIFICATIONS_LINE, where: '(My Profile in the organizer dashboard)' },
  es: { change: 'Cambia qué correos recibes', where: '(Mi perfil en el panel de organización)' },
};

/** The last lines of every organizer email: where to choose which ones come. */
export function settingsFooter(publicSiteUrl: string, language: Language): string {
  const words = FOOTER_WORDS[language];
  return ['', '--', `${words.change}: ${notificationSettingsUrl(publicSiteUrl)}`, words.where].join('\n');
}

/**
 * Decides, now, who gets an organizer notice: every active organizer by their own setting for its
 * kind (immediately: a recipient of this email; daily digest: an event for their next digest;
 * off: nothing), plus the configured extra list the producer put in `to`. Disabled organizers
 * are not in auth's answer, so they get nothing. Each organizer reads it in their own language
 * (the job's `translations`; English where it has none); the extra list, a shared inbox, in
 * English. Answers the emails to send, one per language with recipients (English first), or null
 * when nobody gets it at once.
 */
export async function routeOrganizerNotice(jobId: string, email: EmailJob, routing: OrganizerNoticeRouting): Promise<NoticeMessage[] | null> {
  const notice = email.organizerNotice;
  if (!notice) throw new Error('routeOrganizerNotice was given an email that is not an organizer notice');
  const organizers = await routing.organizers.list();
  const settings = await routing.settings.getMany(organizers.map((organizer) => organizer.id));
  const choices = organizers.map((organizer, index) => ({ organizer, delivery: settings[index]![notice.kind] }));
  const forDigest = choices.filter((choice) => choice.delivery === 'digest').map(({ organizer }) => organizer);
  await routing.digestEvents.record(jobId, notice, forDigest, routing.now());

  // By lower-cased address, so an organizer also on the extra list gets one email, in their language.
  const recipients = new Map<string, { address: string; language: Language }>();
  const add = (address: string, language: Language) => {
    if (!recipients.has(address.toLowerCase())) recipients.set(address.toLowerCase(), { address, language });
  };
  for (const { organizer } of choices.filter((choice) => choice.delivery === 'immediately')) add(organizer.email, organizer.language);
  for (const address of email.to) add(address, DEFAULT_LANGUAGE);
  if (recipients.size === 0) return null;

  const { translations, ...untranslated } = email;
  // A language the job has no version in reads the English one, in the English message.
  const versionOf = (language: Language): Language => (translations?.[language] ? language : DEFAULT_LANGUAGE);
  return LANGUAGES.flatMap((language) => {
    const to = [...recipients.values()].filter((recipient) => versionOf(recipient.language) === language).map((recipient) => recipient.address);
    if (to.length === 0) return [];
    const words = translations?.[language] ?? { subject: email.subject, text: email.text };
    return [{ language, email: { ...untranslated, to, subject: words.subject, text: `${words.text}\n${settingsFooter(routing.publicSiteUrl, language)}` } }];
  });
}
