import { Schema, type Connection, type Model } from 'mongoose';
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

  /** Newest first. */
  async listByUser(userId: string): Promise<FeedbackRecord[]> {
    const docs = await this.feedback.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<LeanFeedback[]>();
    return docs.map(toRecord);
  }
}
