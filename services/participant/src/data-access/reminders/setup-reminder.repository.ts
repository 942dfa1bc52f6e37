import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_SETUP_REMINDERS, type SetupReminder } from '@trek/contracts';
import { isDuplicateKeyError, KeyedQueue } from '@trek/service-kit';

interface ScheduleDocument {
  _id: string;
  reminders: SetupReminder[];
  updatedAt: Date;
}

/** One per spot holder and scheduled reminder of an edition, inserted when the reminder was owed to them. */
interface SentDocument {
  /** `<year>-<reminder key>-<user id>-<transfer count>`: the unique key that makes each reminder go out once per holder. */
  _id: string;
  year: number;
  reminderKey: string;
  userId: string;
  /** The spot's holder (the participant's transfer count): one who received the spot is reminded afresh. */
  transferCount: number;
  /** The email that went out (the latest reminder due, when several came due together). */
  jobId: string;
  sentAt: Date;
}

const scheduleSchema = new Schema<ScheduleDocument>(
  {
    _id: { type: String, required: true },
    reminders: { type: [{ _id: false, anchor: { type: String, required: true }, daysBefore: { type: Number, required: true } }], required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'setup_reminder_schedule', versionKey: false },
);

const sentSchema = new Schema<SentDocument>(
  {
    _id: { type: String, required: true },
    year: { type: Number, required: true },
    reminderKey: { type: String, required: true },
    userId: { type: String, required: true },
    transferCount: { type: Number, required: true },
    jobId: { type: String, required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'setup_reminders_sent', versionKey: false },
);
sentSchema.index({ year: 1 });

const SCHEDULE_ID = 'schedule';

export interface SentReminder {
  year: number;
  reminderKey: string;
  userId: string;
  transferCount: number;
  jobId: string;
}

/**
 * The organizers' reminder schedule (one document, written by organizers through a write queue)
 * and the insert-only records of reminders sent, keyed so that each goes to a participant once.
 */
export class SetupReminderRepository {
  private readonly schedules: Model<ScheduleDocument>;
  private readonly sent: Model<SentDocument>;
  private readonly writes = new KeyedQueue();

  constructor(connection: Connection) {
    this.schedules = connection.model<ScheduleDocument>('SetupReminderSchedule', scheduleSchema);
    this.sent = connection.model<SentDocument>('SetupReminderSent', sentSchema);
  }

  async ready(): Promise<void> {
    await Promise.all([this.schedules.init(), this.sent.init()]);
  }

  /** The saved schedule, or the default until organizers save one. */
  async schedule(): Promise<{ reminders: SetupReminder[]; isDefault: boolean }> {
    const saved = await this.schedules.findById(SCHEDULE_ID).lean<ScheduleDocument>();
    if (!saved) return { reminders: DEFAULT_SETUP_REMINDERS, isDefault: true };
    return { reminders: saved.reminders.map(({ anchor, daysBefore }) => ({ anchor, daysBefore })), isDefault: false };
  }

  async saveSchedule(reminders: SetupReminder[], at: Date): Promise<void> {
    await this.writes.run(SCHEDULE_ID, async () => {
      const write = () => this.schedules.replaceOne({ _id: SCHEDULE_ID }, { reminders, updatedAt: at }, { upsert: true });
      try {
        await write();
      } catch (error) {
        // Two first saves on MongoDB replicas at once: the other created it; replace it now.
        if (!isDuplicateKeyError(error)) throw error;
        await write();
      }
    });
  }

  /** Every reminder sent this edition; a few per participant, so one read of the year's records. */
  async sentIn(year: number): Promise<SentReminder[]> {
    return this.sent.find({ year }).select({ _id: 0, year: 1, reminderKey: 1, userId: 1, transferCount: 1, jobId: 1 }).lean<SentReminder[]>();
  }

  /** An erased participant's records (their account id, which reminders reached them): how many went. */
  async deleteByUser(userId: string): Promise<number> {
    return (await this.sent.deleteMany({ userId })).deletedCount;
  }

  /** Inserts the records; one already there (a run repeated after a crash) is left as it is. */
  async record(entries: SentReminder[], sentAt: Date): Promise<void> {
    for (const entry of entries) {
      try {
        await this.sent.create({ _id: `${entry.year}-${entry.reminderKey}-${entry.userId}-${entry.transferCount}`, ...entry, sentAt });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }
}
