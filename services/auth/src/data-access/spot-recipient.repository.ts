import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError, KeyedQueue } from '@trek/service-kit';

/**
 * Which account received a transferred spot, one per spot and email (a unique insert), so asking
 * again (a relay after a crash, two organizers naming the same person at once) finds the first
 * answer instead of making a second account, link or email.
 */
export interface SpotRecipientRecord {
  spotId: string;
  email: string;
  userId: string;
  /** The set-password link made for a new account; null when the account already had a password. */
  linkId: string | null;
  at: Date;
}

const schema = new Schema<SpotRecipientRecord>(
  {
    spotId: { type: String, required: true },
    email: { type: String, required: true },
    userId: { type: String, required: true },
    linkId: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'spot_recipient_accounts', versionKey: false },
);
schema.index({ spotId: 1, email: 1 }, { unique: true, name: 'one_account_per_spot_and_email' });

const FIELDS = { _id: 0, spotId: 1, email: 1, userId: 1, linkId: 1, at: 1 } as const;

export class SpotRecipientRepository {
  private readonly model: Model<SpotRecipientRecord>;
  private readonly writes = new KeyedQueue();

  constructor(connection: Connection) {
    this.model = connection.model<SpotRecipientRecord>('SpotRecipient', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  /**
   * Runs the work for one spot and email at a time in this process: of two askings at once, the
   * second finds the first's record instead of making a second link (which would replace the first).
   */
  async oneAtATime<T>(spotId: string, email: string, work: () => Promise<T>): Promise<T> {
    return this.writes.run(`${spotId}:${email}`, work);
  }

  async find(spotId: string, email: string): Promise<SpotRecipientRecord | null> {
    return this.model.findOne({ spotId, email }).select(FIELDS).lean<SpotRecipientRecord>();
  }

  /** Records the answer unless one is already recorded; answers the recorded one. */
  async record(entry: SpotRecipientRecord): Promise<SpotRecipientRecord> {
    try {
      await this.model.create(entry);
      return entry;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const kept = await this.find(entry.spotId, entry.email);
      if (!kept) throw error;
      return kept;
    }
  }
}
