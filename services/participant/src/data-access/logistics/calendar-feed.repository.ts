import { Schema, type Connection, type Model } from 'mongoose';
import { KeyedQueue } from '@trek/service-kit';

/**
 * A participant's private calendar feed: one document per participant, keyed by their user id
 * (a lookup by `_id` is FerretDB's cheapest read, see README, FerretDB). Only the secret's SHA-256 is stored for
 * the check; the secret itself is kept encrypted so the portal can show the address again.
 */
interface CalendarFeedDocument {
  _id: string;
  secretHash: string;
  secretCipher: string;
  createdAt: Date;
}

export interface StoredCalendarFeed {
  userId: string;
  secretHash: string;
  secretCipher: string;
  createdAt: Date;
}

const schema = new Schema<CalendarFeedDocument>(
  {
    _id: { type: String, required: true },
    secretHash: { type: String, required: true },
    secretCipher: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'calendar_feeds', versionKey: false },
);

export class CalendarFeedRepository {
  private readonly model: Model<CalendarFeedDocument>;
  /** Two "make a new link" at once would race to upsert one document: one after the other, the last wins. */
  private readonly writes = new KeyedQueue();

  constructor(connection: Connection) {
    this.model = connection.models.CalendarFeed ?? connection.model<CalendarFeedDocument>('CalendarFeed', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async find(userId: string): Promise<StoredCalendarFeed | null> {
    const doc = await this.model.findById(userId).lean<CalendarFeedDocument>();
    return doc ? { userId: doc._id, secretHash: doc.secretHash, secretCipher: doc.secretCipher, createdAt: doc.createdAt } : null;
  }

  /** Only the participant writes their feed document (and an erasure removes it): a new secret replaces the old one whole. */
  async replace(feed: StoredCalendarFeed): Promise<void> {
    await this.writes.run(feed.userId, () =>
      this.model.replaceOne({ _id: feed.userId }, { secretHash: feed.secretHash, secretCipher: feed.secretCipher, createdAt: feed.createdAt }, { upsert: true }),
    );
  }

  async remove(userId: string): Promise<void> {
    await this.writes.run(userId, () => this.model.deleteOne({ _id: userId }));
  }
}
