import { Schema, trusted, type Connection, type Model } from 'mongoose';

export interface FeedbackReplyRecord {
  id: string;
  feedbackId: string;
  /** The participant who wrote the feedback: their thread is found, and erased, through them. */
  feedbackUserId: string;
  organizerId: string;
  authorName: string;
  message: string;
  createdAt: Date;
}

type ReplyDocument = Omit<FeedbackReplyRecord, 'id'>;
type LeanReply = ReplyDocument & { _id: { toString(): string } };

const replySchema = new Schema<ReplyDocument>(
  {
    feedbackId: { type: String, required: true },
    feedbackUserId: { type: String, required: true },
    organizerId: { type: String, required: true },
    authorName: { type: String, required: true },
    message: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'feedback_replies', versionKey: false },
);
replySchema.index({ feedbackId: 1, createdAt: 1 });
replySchema.index({ feedbackUserId: 1 });

const toRecord = ({ _id, ...doc }: LeanReply): FeedbackReplyRecord => ({ id: _id.toString(), ...doc });

/**
 * Organizers' answers to feedback: one insert-only record per answer, never pushed onto the
 * feedback document, so two organizers answering at once both keep their answer.
 */
export class FeedbackReplyRepository {
  private readonly replies: Model<ReplyDocument>;

  constructor(connection: Connection) {
    this.replies = connection.model<ReplyDocument>('FeedbackReply', replySchema);
  }

  async ready(): Promise<void> {
    await this.replies.init();
  }

  async insert(reply: Omit<FeedbackReplyRecord, 'id'>): Promise<FeedbackReplyRecord> {
    const created = await this.replies.create(reply);
    return toRecord(created.toObject() as LeanReply);
  }

  /** Oldest first, for every feedback named, in one read. */
  async listFor(feedbackIds: string[]): Promise<FeedbackReplyRecord[]> {
    if (feedbackIds.length === 0) return [];
    const docs = await this.replies.find({ feedbackId: trusted({ $in: feedbackIds }) }).sort({ createdAt: 1, _id: 1 }).lean<LeanReply[]>();
    return docs.map(toRecord);
  }

  /** An erasure on request: every answer to the person's feedback. */
  async deleteByFeedbackUser(userId: string): Promise<number> {
    const { deletedCount } = await this.replies.deleteMany({ feedbackUserId: userId });
    return deletedCount;
  }
}
