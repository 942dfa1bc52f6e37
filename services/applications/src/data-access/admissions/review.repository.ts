import { Schema, type Connection, type Model } from 'mongoose';

export interface ReviewRecord {
  applicationId: string;
  year: number;
  reviewerId: string;
  reviewerName: string;
  scores: Record<string, number>;
  comment: string;
  at: Date;
}

const reviewSchema = new Schema<ReviewRecord>(
  {
    applicationId: { type: String, required: true },
    year: { type: Number, required: true },
    reviewerId: { type: String, required: true },
    reviewerName: { type: String, default: '' },
    scores: { type: Schema.Types.Mixed, required: true },
    comment: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  { collection: 'application_reviews', versionKey: false, minimize: false },
);
reviewSchema.index({ applicationId: 1, reviewerId: 1 }, { unique: true, name: 'one_review_per_organizer' });
reviewSchema.index({ year: 1 });

const toRecord = ({ applicationId, year, reviewerId, reviewerName, scores, comment, at }: ReviewRecord): ReviewRecord => ({
  applicationId,
  year,
  reviewerId,
  reviewerName,
  scores,
  comment: comment ?? '',
  at,
});

/**
 * Each organizer's review of an application is a document of its own (unique per application and
 * organizer), written only by that organizer, so two organizers reviewing at once never touch the
 * same document (FerretDB rewrites whole documents).
 */
export class ReviewRepository {
  private readonly reviews: Model<ReviewRecord>;

  constructor(connection: Connection) {
    this.reviews = connection.model<ReviewRecord>('ApplicationReview', reviewSchema);
  }

  async ready(): Promise<void> {
    await this.reviews.init();
  }

  async save(review: ReviewRecord): Promise<void> {
    await this.reviews.updateOne(
      { applicationId: review.applicationId, reviewerId: review.reviewerId },
      { $set: { year: review.year, reviewerName: review.reviewerName, scores: review.scores, comment: review.comment, at: review.at } },
      { upsert: true },
    );
  }

  async forApplication(applicationId: string): Promise<ReviewRecord[]> {
    const docs = await this.reviews.find({ applicationId }).sort({ at: 1 }).lean<ReviewRecord[]>();
    return docs.map(toRecord);
  }

  /** Every review of the edition, by application id: one read, where a list of ids would be matched against every review. */
  async ofEdition(year: number): Promise<Map<string, ReviewRecord[]>> {
    const docs = await this.reviews.find({ year }).lean<ReviewRecord[]>();
    const result = new Map<string, ReviewRecord[]>();
    for (const doc of docs) result.set(doc.applicationId, [...(result.get(doc.applicationId) ?? []), toRecord(doc)]);
    return result;
  }

  /** How many applications of the edition have at least one review (the Overview's funnel). */
  async reviewedCount(year: number): Promise<number> {
    return (await this.reviews.distinct('applicationId', { year })).length;
  }

  async deleteForApplication(applicationId: string): Promise<void> {
    await this.reviews.deleteMany({ applicationId });
  }
}
