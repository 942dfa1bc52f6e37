import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { ignoreDuplicate } from '@trek/service-kit';

/** One read receipt: a participant's portal showed them an announcement. */
export interface AnnouncementReadRecord {
  announcementId: string;
  userId: string;
  readAt: Date;
}

const schema = new Schema<AnnouncementReadRecord>(
  {
    announcementId: { type: String, required: true },
    userId: { type: String, required: true },
    readAt: { type: Date, required: true },
  },
  { collection: 'announcement_reads', versionKey: false },
);
schema.index({ announcementId: 1, userId: 1 }, { unique: true, name: 'one_read_per_announcement_and_participant' });
schema.index({ userId: 1 });

const FIELDS = { _id: 0, announcementId: 1, userId: 1, readAt: 1 } as const;

/**
 * `announcement_reads`: insert-only, one document per announcement and participant
 * (DESIGN.md data rules: the unique index makes two first reads at once record one, where an
 * array updated in place on a shared document would lose one on FerretDB). Deleted with the
 * announcement, and with the participant's data on erasure.
 */
export class AnnouncementReadRepository {
  private readonly model: Model<AnnouncementReadRecord>;

  constructor(connection: Connection) {
    this.model = connection.models.AnnouncementRead ?? connection.model<AnnouncementReadRecord>('AnnouncementRead', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  /** Records the read unless it already is; answers the receipt kept (the first) and whether this call made it. */
  async record(receipt: AnnouncementReadRecord): Promise<{ receipt: AnnouncementReadRecord; created: boolean }> {
    if (await ignoreDuplicate(this.model.create(receipt))) return { receipt, created: true };
    const { announcementId, userId } = receipt;
    const kept = await this.model.findOne({ announcementId, userId }).select(FIELDS).lean<AnnouncementReadRecord>();
    if (!kept) throw new Error('A read receipt was refused as a duplicate but is not there');
    return { receipt: kept, created: false };
  }

  /** The receipts of these participants (every announcement). */
  async ofUsers(userIds: readonly string[]): Promise<AnnouncementReadRecord[]> {
    if (userIds.length === 0) return [];
    return this.model.find({ userId: trusted({ $in: [...userIds] }) }).select(FIELDS).lean<AnnouncementReadRecord[]>();
  }

  async ofAnnouncement(announcementId: string): Promise<AnnouncementReadRecord[]> {
    return this.model.find({ announcementId }).select(FIELDS).lean<AnnouncementReadRecord[]>();
  }

  /** One participant's receipts, earliest first (their data download, and their own list). */
  async ofUser(userId: string): Promise<AnnouncementReadRecord[]> {
    return this.model.find({ userId }).sort({ readAt: 1 }).select(FIELDS).lean<AnnouncementReadRecord[]>();
  }

  async deleteByAnnouncement(announcementId: string): Promise<number> {
    return (await this.model.deleteMany({ announcementId })).deletedCount;
  }

  /** An erasure: every receipt of the participant. */
  async deleteByUser(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId })).deletedCount;
  }
}
