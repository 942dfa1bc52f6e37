import { Schema, type Connection, type Model } from 'mongoose';

interface SettingDocument {
  _id: string;
  lockedForAll: boolean;
}

const settingSchema = new Schema<SettingDocument>({ _id: { type: String, required: true }, lockedForAll: { type: Boolean, required: true } }, { collection: 'settings', versionKey: false });

const DAY0_SETTING_ID = 'day0';

/** The organizers' last "lock / unlock Day 0 for everyone" choice (`settings`, `_id: 'day0'`); unlocked until first set. */
export class Day0SettingRepository {
  private readonly settings: Model<SettingDocument>;

  constructor(connection: Connection) {
    this.settings = connection.model<SettingDocument>('Setting', settingSchema);
  }

  async lockedForAll(): Promise<boolean> {
    const setting = await this.settings.findById(DAY0_SETTING_ID).lean<SettingDocument>();
    return setting?.lockedForAll ?? false;
  }

  async setLockedForAll(locked: boolean): Promise<void> {
    await this.settings.updateOne({ _id: DAY0_SETTING_ID }, { $set: { lockedForAll: locked } }, { upsert: true });
  }
}
