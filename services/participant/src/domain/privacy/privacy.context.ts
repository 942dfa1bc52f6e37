import type { AuditTrail } from '@trek/service-kit';
import type { ApplicationsClient } from '../../data-access/privacy/applications.client.js';
import type { CalendarFeedRepository } from '../../data-access/logistics/calendar-feed.repository.js';
import type { LogisticsReadRepository } from '../../data-access/logistics/logistics-read.repository.js';
import type { RoomRepository } from '../../data-access/rooms/room.repository.js';
import type { PersonErasedPublisher } from '../../data-access/privacy/person-erased.publisher.js';
import type { SetupReminderRepository } from '../../data-access/reminders/setup-reminder.repository.js';
import type { SpotRepository } from '../../data-access/spots/spot.repository.js';
import type { UpdatesClient } from '../../data-access/privacy/updates.client.js';
import type { PeopleContext } from '../people/people.context.js';

/** A participant's data download and its erasure, which reach every service holding their data. */
export interface PrivacyContext extends PeopleContext {
  spots: SpotRepository;
  /** An erased person leaves their rooms. */
  rooms: RoomRepository;
  audit: AuditTrail;
  logisticsReads: LogisticsReadRepository;
  calendarFeeds: CalendarFeedRepository;
  setupReminders: SetupReminderRepository;
  /** A participant's feedback and read receipts, for their data download (an erasure reaches them as `PersonErased`). */
  updates: Pick<UpdatesClient, 'ownUpdates'>;
  /** A participant's application (their data download). */
  applications: ApplicationsClient;
  /** Tells the other services that a person was erased. */
  personErased: Pick<PersonErasedPublisher, 'publish'>;
}
