import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { FeedbackCategory, FeedbackStatus } from '@trek/contracts';

export interface FeedbackRecord {
  id: string;
  userId: string;
  subject: string;
  message: string;
  category: FeedbackCategory | null;
  status: FeedbackStatus;
  createdAt: Date;
}

export type NewFeedback = Pick<FeedbackRecord, 'userId' | 'subject' | 'message' | 'category'>;

/** The organizers' inbox filters. */
export interface FeedbackFilter {
  status?: FeedbackStatus | undefined;
  category?: FeedbackCategory | undefined;
  /** Matched literally and case-insensitively against subject and message. */
  search?: string | undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type FeedbackDocument = Omit<FeedbackRecord, 'id'>;
type LeanFeedback = FeedbackDocument & { _id: { toString(): string } };

const feedbackSchema = new Schema<FeedbackDocument>(
  {
    userId: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    category: { type: String, default: null },
    status: { type: String, required: true, default: 'unread' },
  },
  { collection: 'feedback', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } },
);
feedbackSchema.index({ userId: 1, createdAt: -1 });
feedbackSchema.index({ createdAt: -1 });

const toRecord = ({ _id, ...doc }: LeanFeedback): FeedbackRecord => ({
  id: _id.toString(),
  userId: doc.userId,
  subject: doc.subject,
  message: doc.message,
  category: doc.category ?? null,
  status: doc.status,
  createdAt: doc.createdAt,
});

/** Feedback lives apart from the participant document: a spot transfer does not erase what was said. */
export class FeedbackRepository {
  private readonly feedback: Model<FeedbackDocument>;

  constructor(connection: Connection) {
    this.feedback = connection.model<FeedbackDocument>('Feedback', feedbackSchema);
  }

  async ready(): Promise<void> {
    await this.feedback.init();
  }

  async insert(feedback: NewFeedback): Promise<FeedbackRecord> {
    const created = await this.feedback.create({ ...feedback, status: 'unread' });
    return toRecord(created.toObject() as LeanFeedback);
  }

  /** An erasure on request: every message the participant sent. Answers how many. */
  async deleteByUser(userId: string): Promise<number> {
    const { deletedCount } = await this.feedback.deleteMany({ userId });
    return deletedCount;
  }

  /** Oldest first: what was sent since `since`, for the start-up recovery of organizer notices. */
  async createdSince(since: Date): Promise<FeedbackRecord[]> {
    const docs = await this.feedback.find({ createdAt: trusted({ $gte: since }) }).sort({ createdAt: 1, _id: 1 }).lean<LeanFeedback[]>();
    return docs.map(toRecord);
  }

  /** Newest first. */
  async listByUser(userId: string): Promise<FeedbackRecord[]> {
    const docs = await this.feedback.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<LeanFeedback[]>();
    return docs.map(toRecord);
  }

  /** Newest first. Regexes are built here from escaped text, never from client-sent operators. */
  async listForOrganizers(filter: FeedbackFilter, page: number, pageSize: number): Promise<{ records: FeedbackRecord[]; total: number }> {
    const query: Record<string, unknown> = {};
    if (filter.status) query.status = filter.status;
    if (filter.category) query.category = filter.category;
    if (filter.search) {
      const pattern = new RegExp(escapeRegex(filter.search), 'i');
      query.$or = [{ subject: pattern }, { message: pattern }];
    }
    const [docs, total] = await Promise.all([
      this.feedback
        .find(query)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .setOptions({ sanitizeFilter: false })
        .lean<LeanFeedback[]>(),
      this.feedback.countDocuments(query).setOptions({ sanitizeFilter: false }),
    ]);
    return { records: docs.map(toRecord), total };
  }

  /** Null when there is no such feedback. */
  async findById(id: string): Promise<FeedbackRecord | null> {
    const doc = await this.feedback.findById(id).lean<LeanFeedback>();
    return doc ? toRecord(doc) : null;
  }

  async countUnread(): Promise<number> {
    return this.feedback.countDocuments({ status: 'unread' });
  }

  /** Null when there is no such feedback. */
  async setStatus(id: string, status: FeedbackStatus): Promise<FeedbackRecord | null> {
    const updated = await this.feedback.findByIdAndUpdate(id, { $set: { status } }, { returnDocument: 'after' }).lean<LeanFeedback>();
    return updated ? toRecord(updated) : null;
  }
}
