import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { ignoreDuplicate } from '@trek/service-kit';

/** One participant an announcement with an audience was published (or emailed) to. */
export interface AnnouncementRecipientRecord {
  announcementId: string;
  userId: string;
  addedAt: Date;
}

const schema = new Schema<AnnouncementRecipientRecord>(
  {
    announcementId: { type: String, required: true },
    userId: { type: String, required: true },
    addedAt: { type: Date, required: true },
  },
  { collection: 'announcement_recipients', versionKey: false },
);
schema.index({ announcementId: 1, userId: 1 }, { unique: true, name: 'one_recipient_per_announcement_and_participant' });
schema.index({ userId: 1 });

const FIELDS = { _id: 0, announcementId: 1, userId: 1, addedAt: 1 } as const;

/**
 * `announcement_recipients`: who an announcement with an audience (the Day 0 group, those missing a
 * setup item, chosen participants) reaches, resolved when it is published and when it is emailed.
 * Insert-only, one document per announcement and participant (DESIGN.md data rules: the unique
 * index makes a publication and an email at once record each person once, where an array on the
 * announcement would lose one on FerretDB). Deleted with the announcement, and on erasure.
 */
export class AnnouncementRecipientRepository {
  private readonly model: Model<AnnouncementRecipientRecord>;

  constructor(connection: Connection) {
    this.model = connection.models.AnnouncementRecipient ?? connection.model<AnnouncementRecipientRecord>('AnnouncementRecipient', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  /** Adds those not recorded yet (a second call adds nothing); answers how many were added. */
  async add(announcementId: string, userIds: readonly string[], addedAt: Date): Promise<number> {
    if (userIds.length === 0) return 0;
    const known = new Set((await this.model.find({ announcementId, userId: trusted({ $in: [...userIds] }) }).select(FIELDS).lean<AnnouncementRecipientRecord[]>()).map((r) => r.userId));
    const fresh = [...new Set(userIds)].filter((userId) => !known.has(userId));
    let added = 0;
    // One insert each: the unique index keeps the first of a publication and an email recording one person at once.
    for (const userId of fresh) if (await ignoreDuplicate(this.model.create({ announcementId, userId, addedAt }))) added += 1;
    return added;
  }

  /** The announcements this participant is a recipient of. */
  async announcementsOf(userId: string): Promise<Set<string>> {
    return new Set((await this.model.find({ userId }).select(FIELDS).lean<AnnouncementRecipientRecord[]>()).map((r) => r.announcementId));
  }

  async isRecipient(announcementId: string, userId: string): Promise<boolean> {
    return (await this.model.exists({ announcementId, userId })) !== null;
  }

  /** Who each of these announcements reaches, by announcement id (one without recipients is absent). */
  async recipientsOf(announcementIds: readonly string[]): Promise<Map<string, Set<string>>> {
    const recipients = new Map<string, Set<string>>();
    if (announcementIds.length === 0) return recipients;
    const records = await this.model.find({ announcementId: trusted({ $in: [...announcementIds] }) }).select(FIELDS).lean<AnnouncementRecipientRecord[]>();
    for (const { announcementId, userId } of records) recipients.set(announcementId, (recipients.get(announcementId) ?? new Set()).add(userId));
    return recipients;
  }

  /** How many each of these announcements reaches, by announcement id. */
  async countsOf(announcementIds: readonly string[]): Promise<Map<string, number>> {
    return new Map([...(await this.recipientsOf(announcementIds))].map(([announcementId, userIds]) => [announcementId, userIds.size]));
  }

  async deleteByAnnouncement(announcementId: string): Promise<number> {
    return (await this.model.deleteMany({ announcementId })).deletedCount;
  }

  /** An erasure: the participant is no one's recipient any more. */
  async deleteByUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId })).deletedCount;
  }
}
