import type { DataStores } from '@trek/service-kit';
import type { ActiveOrganizerSource } from './data-access/active-organizers.client.js';
import { createDigestEventRepository } from './data-access/digest-events.repository.js';
import { createNotificationSettingsRepository } from './data-access/notification-settings.repository.js';
import type { OrganizerNoticeRouting } from './domain/organizer-notices.js';

/** What decides who gets organizer notices, on the worker's database (also what other services' tests run their worker with). */
export async function createOrganizerNoticeRouting(options: {
  mongo: DataStores['mongo'];
  organizers: ActiveOrganizerSource;
  publicSiteUrl: string;
  now?: () => Date;
}): Promise<OrganizerNoticeRouting> {
  return {
    organizers: options.organizers,
    settings: createNotificationSettingsRepository(options.mongo),
    digestEvents: await createDigestEventRepository(options.mongo),
    publicSiteUrl: options.publicSiteUrl,
    now: options.now ?? (() => new Date()),
  };
}
