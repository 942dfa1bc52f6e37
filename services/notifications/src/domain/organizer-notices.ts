import { CHANGE_NOTIFICATIONS_LINE, notificationSettingsUrl, type EmailJob } from '@trek/contracts';
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

/** The last lines of every organizer email: where to choose which ones come. */
export function settingsFooter(publicSiteUrl: string): string {
  return ['', '--', `${CHANGE_NOTIFICATIONS_LINE}: ${notificationSettingsUrl(publicSiteUrl)}`, '(My Profile in the organizer dashboard)'].join('\n');
}

/**
 * Decides, now, who gets an organizer notice: every active organizer by their own setting for its
 * kind (immediately: a recipient of this email; daily digest: an event for their next digest;
 * off: nothing), plus the configured extra list the producer put in `to`. Disabled organizers
 * are not in auth's answer, so they get nothing. Answers the email as sent, or null when nobody
 * gets it at once.
 */
export async function routeOrganizerNotice(jobId: string, email: EmailJob, routing: OrganizerNoticeRouting): Promise<EmailJob | null> {
  const notice = email.organizerNotice;
  if (!notice) return email;
  const organizers = await routing.organizers.list();
  const settings = await routing.settings.getMany(organizers.map((organizer) => organizer.id));
  const choices = organizers.map((organizer, index) => ({ organizer, delivery: settings[index]![notice.kind] }));
  const forDigest = choices.filter((choice) => choice.delivery === 'digest').map((choice) => choice.organizer.id);
  await routing.digestEvents.record(jobId, notice, forDigest, routing.now());

  const recipients = new Map<string, string>();
  for (const address of [...choices.filter((choice) => choice.delivery === 'immediately').map((choice) => choice.organizer.email), ...email.to]) {
    recipients.set(address.toLowerCase(), address);
  }
  if (recipients.size === 0) return null;
  return { ...email, to: [...recipients.values()], text: `${email.text}\n${settingsFooter(routing.publicSiteUrl)}` };
}
