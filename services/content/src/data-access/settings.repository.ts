import { Schema, type Connection, type Model } from 'mongoose';
import type { EditionSettings } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

interface StoredEdition extends EditionSettings {
  updatedBy: string;
  updatedAt: Date;
}

type SettingsDocument = { _id: string } & Record<string, unknown>;

/** A past edition's settings as they stood when organizers started the next one (insert-only, one per year). */
export interface EditionHistoryEntry {
  year: number;
  settings: EditionSettings;
  endedBy: string;
  endedAt: Date;
}

type HistoryDocument = { _id: number; settings: EditionSettings; endedBy: string; endedAt: Date };
const historySchema = new Schema<HistoryDocument>({ _id: { type: Number, required: true } }, { strict: false, versionKey: false });

const EDITION_ID = 'edition';

const settingsSchema = new Schema<SettingsDocument>({ _id: { type: String, required: true } }, { strict: false, versionKey: false });

/** Single documents keyed by name: the edition settings and the demo-content marker. */
export class SettingsRepository {
  private readonly settings: Model<SettingsDocument>;
  private readonly history: Model<HistoryDocument>;

  constructor(connection: Connection) {
    this.settings = connection.models.ContentSettings ?? connection.model<SettingsDocument>('ContentSettings', settingsSchema, 'settings');
    this.history = connection.models.EditionHistory ?? connection.model<HistoryDocument>('EditionHistory', historySchema, 'edition_history');
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

  /** The first edition of a new database; false when one is already stored (an earlier start, or another replica). */
  async insertEditionIfAbsent(settings: EditionSettings, actor: string): Promise<boolean> {
    return insertOnce(this.settings.collection.insertOne({ _id: EDITION_ID, ...settings, updatedBy: actor, updatedAt: new Date() } as never));
  }

  /** Replaces the settings only while they still are of `fromYear` (atomic on MongoDB; the caller's write queue makes it so on FerretDB). */
  async replaceEditionOfYear(fromYear: number, settings: EditionSettings, actor: string): Promise<boolean> {
    const doc = { _id: EDITION_ID, ...settings, updatedBy: actor, updatedAt: new Date() };
    const result = await this.settings.collection.replaceOne({ _id: EDITION_ID, year: fromYear } as never, doc);
    return result.matchedCount === 1;
  }

  /**
   * Keeps a past edition's settings: the once-only claim of "Start the next edition" (the year is
   * the unique _id). False when that year was already kept (a repeated or concurrent request).
   */
  async keepEditionHistory(entry: EditionHistoryEntry): Promise<boolean> {
    return insertOnce(this.history.collection.insertOne({ _id: entry.year, settings: entry.settings, endedBy: entry.endedBy, endedAt: entry.endedAt } as never));
  }

  /** Past editions, newest first. */
  async listEditionHistory(): Promise<EditionHistoryEntry[]> {
    const docs = await this.history.find().sort({ _id: -1 }).lean<HistoryDocument[]>();
    return docs.map(({ _id, settings, endedBy, endedAt }) => ({ year: _id, settings, endedBy, endedAt }));
  }

  /** Inserts the named marker once; false when it was already there (another start claimed it). */
  async claimMarker(name: string): Promise<boolean> {
    return insertOnce(this.settings.collection.insertOne({ _id: name, claimedAt: new Date() } as never));
  }
}

/** True when the insert went in, false when its _id was already taken (an earlier or concurrent write). */
async function insertOnce(insert: Promise<unknown>): Promise<boolean> {
  try {
    await insert;
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
