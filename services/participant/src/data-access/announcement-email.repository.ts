import { Schema, type Connection, type Model } from 'mongoose';
import type { EmailJob } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

/** One participant's email about one announcement, kept until it is on the queue. */
export interface OwedAnnouncementEmail {
  announcementId: string;
  userId: string;
  email: EmailJob;
}

interface AnnouncementEmailDocument extends OwedAnnouncementEmail {
  queued: boolean;
  at: Date;
}

const announcementEmailSchema = new Schema<AnnouncementEmailDocument>(
  {
    announcementId: { type: String, required: true },
    userId: { type: String, required: true },
    email: { type: Schema.Types.Mixed, required: true },
    queued: { type: Boolean, required: true, default: false },
    at: { type: Date, required: true },
  },
  { collection: 'announcement_emails', versionKey: false },
);
announcementEmailSchema.index({ announcementId: 1, userId: 1 }, { unique: true, name: 'one_email_per_participant_and_announcement' });
announcementEmailSchema.index({ queued: 1, at: 1 });

/**
 * The outbox of announcement emails: written before anything goes to Redis, so an email owed
 * while Redis is away is queued by the relay later. The unique index makes asking twice harmless:
 * a participant gets one email per announcement.
 */
export class AnnouncementEmailRepository {
  private readonly emails: Model<AnnouncementEmailDocument>;

  constructor(connection: Connection) {
    this.emails = connection.model<AnnouncementEmailDocument>('AnnouncementEmail', announcementEmailSchema);
  }

  async ready(): Promise<void> {
    await this.emails.init();
  }

  /** Records the emails not owed yet; answers how many were new. */
  async owe(emails: OwedAnnouncementEmail[], at: Date): Promise<number> {
    let added = 0;
    for (const email of emails) {
      try {
        await this.emails.create({ ...email, queued: false, at });
        added += 1;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return added;
  }

  async pending(limit = 500): Promise<OwedAnnouncementEmail[]> {
    const docs = await this.emails.find({ queued: false }).sort({ at: 1 }).limit(limit).lean<AnnouncementEmailDocument[]>();
    return docs.map(({ announcementId, userId, email }) => ({ announcementId, userId, email }));
  }

  async markQueued(announcementId: string, userId: string): Promise<void> {
    await this.emails.updateOne({ announcementId, userId }, { $set: { queued: true } });
  }
}
