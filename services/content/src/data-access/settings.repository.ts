import { Schema, type Connection, type Model } from 'mongoose';
import type { EditionSettings } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

interface StoredEdition extends EditionSettings {
  updatedBy: string;
  updatedAt: Date;
}

type SettingsDocument = { _id: string } & Record<string, unknown>;

const EDITION_ID = 'edition';

const settingsSchema = new Schema<SettingsDocument>({ _id: { type: String, required: true } }, { strict: false, versionKey: false });

/** Single documents keyed by name: the edition settings and the demo-content marker. */
export class SettingsRepository {
  private readonly settings: Model<SettingsDocument>;

  constructor(connection: Connection) {
    this.settings = connection.models.ContentSettings ?? connection.model<SettingsDocument>('ContentSettings', settingsSchema, 'settings');
  }

  async findEdition(): Promise<StoredEdition | null> {
    const doc = await this.settings.findById(EDITION_ID).lean<SettingsDocument & StoredEdition>();
    if (!doc) return null;
    const { _id, ...edition } = doc;
    return edition;
  }

  async saveEdition(settings: EditionSettings, actor: string): Promise<void> {
    const doc = { _id: EDITION_ID, ...settings, updatedBy: actor, updatedAt: new Date() };
    await this.settings.collection.replaceOne({ _id: EDITION_ID } as never, doc, { upsert: true });
  }

  /** Inserts the named marker once; false when it was already there (another start claimed it). */
  async claimMarker(name: string): Promise<boolean> {
    try {
      await this.settings.collection.insertOne({ _id: name, claimedAt: new Date() } as never);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
