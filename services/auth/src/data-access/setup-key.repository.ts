import { Schema, type Connection, type Model } from 'mongoose';

export interface StoredSetupKey {
  keyHash: string;
  /** Hash of the env key that was in force when organizers rotated; see SetupKeyPolicy. */
  envKeyHash: string;
  rotatedAt: Date;
  rotatedBy: string;
}

interface SetupKeyDocument extends StoredSetupKey {
  _id: string;
}

const SETUP_KEY_ID = 'organizer-setup-key';

const setupKeySchema = new Schema<SetupKeyDocument>(
  {
    _id: { type: String, required: true },
    keyHash: { type: String, required: true },
    envKeyHash: { type: String, required: true },
    rotatedAt: { type: Date, required: true },
    rotatedBy: { type: String, required: true },
  },
  { collection: 'settings', versionKey: false },
);

export class SetupKeyRepository {
  private readonly settings: Model<SetupKeyDocument>;

  constructor(connection: Connection) {
    this.settings = connection.model<SetupKeyDocument>('SetupKey', setupKeySchema);
  }

  async find(): Promise<StoredSetupKey | null> {
    return this.settings.findById(SETUP_KEY_ID).lean<SetupKeyDocument>();
  }

  async save(key: StoredSetupKey): Promise<void> {
    await this.settings.replaceOne({ _id: SETUP_KEY_ID }, { _id: SETUP_KEY_ID, ...key }, { upsert: true });
  }
}
