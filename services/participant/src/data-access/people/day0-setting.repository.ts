import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';

interface SettingDocument {
  _id: string;
  lockedForAll: boolean;
  /** Raised by every "lock / unlock for everyone": per-person locks of an older generation no longer count. */
  generation?: number;
}

const settingSchema = new Schema<SettingDocument>(
  { _id: { type: String, required: true }, lockedForAll: { type: Boolean, required: true }, generation: { type: Number } },
  { collection: 'settings', versionKey: false },
);

const DAY0_SETTING_ID = 'day0';

export interface Day0Setting {
  lockedForAll: boolean;
  generation: number;
}

/**
 * The organizers' last "lock / unlock Day 0 for everyone" choice (`settings`, `_id: 'day0'`);
 * unlocked, generation 0, until first set. Written by organizers only; the caller runs
 * `setLockedForAll` through its write queue (it reads the generation, then writes the next one).
 */
export class Day0SettingRepository {
  private readonly settings: Model<SettingDocument>;

  constructor(connection: Connection) {
    this.settings = connection.model<SettingDocument>('Setting', settingSchema);
  }

  async read(): Promise<Day0Setting> {
    const setting = await this.settings.findById(DAY0_SETTING_ID).lean<SettingDocument>();
    return { lockedForAll: setting?.lockedForAll ?? false, generation: setting?.generation ?? 0 };
  }

  async setLockedForAll(locked: boolean): Promise<Day0Setting> {
    const next = { lockedForAll: locked, generation: (await this.read()).generation + 1 };
    const write = () => this.settings.updateOne({ _id: DAY0_SETTING_ID }, { $set: next }, { upsert: true });
    try {
      await write();
    } catch (error) {
      // Two first upserts at once (MongoDB replicas): the other one created it; update it now.
      if (!isDuplicateKeyError(error)) throw error;
      await write();
    }
    return next;
  }
}
