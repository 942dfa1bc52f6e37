import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { ignoreDuplicate } from '@trek/service-kit';

/**
 * The edition each participant belongs to: the one that was current the first time they opened
 * the portal. Insert-only, one per user id (a unique index makes two first requests record one).
 */
interface ParticipantEditionDocument {
  userId: string;
  year: number;
  at: Date;
}

const schema = new Schema<ParticipantEditionDocument>(
  {
    userId: { type: String, required: true },
    year: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'participant_editions', versionKey: false },
);
schema.index({ userId: 1 }, { unique: true, name: 'one_edition_per_participant' });

export class ParticipantEditionRepository {
  private readonly model: Model<ParticipantEditionDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.ParticipantEdition ?? connection.model<ParticipantEditionDocument>('ParticipantEdition', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async yearOf(userId: string): Promise<number | null> {
    const doc = await this.model.findOne({ userId }).select({ year: 1 }).lean<{ year: number }>();
    return doc?.year ?? null;
  }

  /** The years of many participants at once (the public directory); those never seen are absent. */
  async yearsOf(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const docs = await this.model.find({ userId: trusted({ $in: [...userIds] }) }).select({ userId: 1, year: 1 }).lean<Array<{ userId: string; year: number }>>();
    return new Map(docs.map((doc) => [doc.userId, doc.year]));
  }

  /** Records the year unless one is already recorded; answers the recorded one. */
  async record(userId: string, year: number, at: Date): Promise<number> {
    if (await ignoreDuplicate(this.model.create({ userId, year, at }))) return year;
    return (await this.yearOf(userId)) ?? year;
  }
}
