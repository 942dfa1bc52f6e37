import { Schema, type Connection, type Model } from 'mongoose';
import type { EmailJob } from '@trek/contracts';

/** One participant's email about one announcement, as older versions owed it. */
export interface LegacyAnnouncementEmail {
  announcementId: string;
  userId: string;
  email: EmailJob;
}

interface LegacyAnnouncementEmailDocument extends LegacyAnnouncementEmail {
  queued: boolean;
  at: Date;
}

const legacySchema = new Schema<LegacyAnnouncementEmailDocument>(
  {
    announcementId: { type: String, required: true },
    userId: { type: String, required: true },
    email: { type: Schema.Types.Mixed, required: true },
    queued: { type: Boolean, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'announcement_emails', versionKey: false },
);

/**
 * The announcement emails older versions owed from a collection of their own, before the kit's
 * outbox: read once at start, so those not queued yet move to the outbox, then forgotten.
 */
export class LegacyAnnouncementEmailRepository {
  private readonly emails: Model<LegacyAnnouncementEmailDocument>;

  constructor(connection: Connection) {
    this.emails = connection.model<LegacyAnnouncementEmailDocument>('LegacyAnnouncementEmail', legacySchema);
  }

  async notQueued(): Promise<LegacyAnnouncementEmail[]> {
    const docs = await this.emails.find({ queued: false }).sort({ at: 1 }).lean<LegacyAnnouncementEmailDocument[]>();
    return docs.map(({ announcementId, userId, email }) => ({ announcementId, userId, email }));
  }

  async forget(emails: LegacyAnnouncementEmail[]): Promise<void> {
    for (const { announcementId, userId } of emails) await this.emails.deleteOne({ announcementId, userId });
  }
}
