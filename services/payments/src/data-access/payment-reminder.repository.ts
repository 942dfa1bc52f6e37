import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';

/**
 * Reminders sent, insert-only: `_id` is the email's job id, so a reminder is recorded once
 * (`payment-reminder-<spotId>-<due date>` for the scheduled one: one per spot and due date).
 */
export interface PaymentReminderRecord {
  _id: string;
  spotId: string;
  year: number;
  dueDate: string;
  /** `scheduled`: the repeating job; `organizer`: an organizer's "remind all now". */
  trigger: 'scheduled' | 'organizer';
  userId: string;
  actorId: string;
  at: Date;
}

const reminderSchema = new Schema<PaymentReminderRecord>(
  {
    _id: { type: String, required: true },
    spotId: { type: String, required: true },
    year: { type: Number, required: true },
    dueDate: { type: String, required: true },
    trigger: { type: String, required: true },
    userId: { type: String, required: true },
    actorId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'payment_reminders', versionKey: false },
);
reminderSchema.index({ year: 1 });

export class PaymentReminderRepository {
  private readonly reminders: Model<PaymentReminderRecord>;

  constructor(connection: Connection) {
    this.reminders = connection.model<PaymentReminderRecord>('PaymentReminder', reminderSchema);
  }

  async ready(): Promise<void> {
    await this.reminders.init();
  }

  /** Records a reminder; a second record of the same one is ignored. */
  async record(reminder: PaymentReminderRecord): Promise<void> {
    try {
      await this.reminders.create(reminder);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async ofEdition(year: number): Promise<PaymentReminderRecord[]> {
    return this.reminders.find({ year }).sort({ at: 1 }).lean<PaymentReminderRecord[]>();
  }
}
