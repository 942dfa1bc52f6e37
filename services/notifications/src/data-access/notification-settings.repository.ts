import { Schema, trusted, type Connection } from 'mongoose';
import { KeyedQueue } from '@trek/service-kit';
import { DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS, ORGANIZER_NOTICE_KINDS, noticeDeliverySchema, type OrganizerNotificationSettings } from '@trek/contracts';

type SettingsDocument = OrganizerNotificationSettings & {
  /** The organizer's user id: one document per organizer, written only by that organizer's saves. */
  _id: string;
  updatedAt: Date;
};

const delivery = { type: String, required: true, enum: noticeDeliverySchema.options };
const settingsSchema = new Schema<SettingsDocument>(
  {
    _id: { type: String, required: true },
    ...Object.fromEntries(ORGANIZER_NOTICE_KINDS.map((kind) => [kind, delivery])),
    updatedAt: { type: Date, required: true },
  },
  { collection: 'organizer_notification_settings', versionKey: false },
);

const settingsOf = (doc: SettingsDocument | null): OrganizerNotificationSettings =>
  Object.fromEntries(ORGANIZER_NOTICE_KINDS.map((kind) => [kind, doc?.[kind] ?? DEFAULT_ORGANIZER_NOTIFICATION_SETTINGS[kind]])) as OrganizerNotificationSettings;

export interface NotificationSettingsRepository {
  /** The organizer's settings; the defaults for what they never chose. */
  get(organizerId: string): Promise<OrganizerNotificationSettings>;
  /** The settings of each of these organizers, in their order, in one read (a notice going out to all of them). */
  getMany(organizerIds: string[]): Promise<OrganizerNotificationSettings[]>;
  /**
   * Replaces the organizer's settings whole (no read-modify-write). Two saves of one organizer run
   * one after the other: on FerretDB two first saves at once would both insert, and one would fail.
   */
  save(organizerId: string, settings: OrganizerNotificationSettings, at: Date): Promise<OrganizerNotificationSettings>;
}

export function createNotificationSettingsRepository(connection: Connection): NotificationSettingsRepository {
  const Settings = connection.model<SettingsDocument>('OrganizerNotificationSettings', settingsSchema);
  const writes = new KeyedQueue();
  return {
    async get(organizerId) {
      // A lone _id filter: FerretDB's cheapest read (SQLite checks each row; no document is decoded but the match).
      return settingsOf(await Settings.findOne({ _id: organizerId }).lean<SettingsDocument>());
    },
    async getMany(organizerIds) {
      // One read, not one per organizer; the collection holds a small document per organizer who ever saved.
      const docs = await Settings.find({ _id: trusted({ $in: organizerIds }) }).lean<SettingsDocument[]>();
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      return organizerIds.map((id) => settingsOf(byId.get(id) ?? null));
    },
    async save(organizerId, settings, at) {
      await writes.run(organizerId, () => Settings.replaceOne({ _id: organizerId }, { ...settings, updatedAt: at }, { upsert: true }));
      return settingsOf({ ...settings, _id: organizerId, updatedAt: at });
    },
  };
}
