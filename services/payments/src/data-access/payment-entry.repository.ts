import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { PaymentMethod, PaymentSource } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

/**
 * The ledger's entries, insert-only (DESIGN.md data rules): nothing here is ever updated, so two
 * organizers recording at once both keep their entry. A correction is a reversal, its own entry
 * whose `_id` names the payment it cancels (`reversal-<id>`): the unique `_id` lets a payment be
 * reversed once, whoever asks at the same instant. A provider's webhook would insert with
 * `source: 'provider'` and an `_id` made from its own payment id, so a repeated delivery counts once.
 */
export interface PaymentEntryRecord {
  _id: string;
  spotId: string;
  year: number;
  kind: 'payment' | 'reversal';
  /** Whole cents; negative for a reversal. */
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  source: PaymentSource;
  recordedById: string;
  recordedByName: string;
  recordedAt: Date;
  reverses: string | null;
}

const entrySchema = new Schema<PaymentEntryRecord>(
  {
    _id: { type: String, required: true },
    spotId: { type: String, required: true },
    year: { type: Number, required: true },
    kind: { type: String, required: true },
    amountCents: { type: Number, required: true },
    paidOn: { type: String, required: true },
    method: { type: String, required: true },
    reference: { type: String, default: '' },
    note: { type: String, default: '' },
    source: { type: String, required: true },
    recordedById: { type: String, required: true },
    recordedByName: { type: String, required: true },
    recordedAt: { type: Date, required: true },
    reverses: { type: String, default: null },
  },
  { collection: 'payment_entries', versionKey: false },
);
entrySchema.index({ year: 1, recordedAt: 1 });
entrySchema.index({ spotId: 1 });

export const reversalIdOf = (entryId: string) => `reversal-${entryId}`;

export class PaymentEntryRepository {
  private readonly entries: Model<PaymentEntryRecord>;

  constructor(connection: Connection) {
    this.entries = connection.model<PaymentEntryRecord>('PaymentEntry', entrySchema);
  }

  async ready(): Promise<void> {
    await this.entries.init();
  }

  /** False when an entry with that `_id` exists already (a payment reversed twice, a webhook delivered twice). */
  async insert(entry: PaymentEntryRecord): Promise<boolean> {
    try {
      await this.entries.create(entry);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async find(entryId: string): Promise<PaymentEntryRecord | null> {
    return this.entries.findById(entryId).lean<PaymentEntryRecord>();
  }

  /** An edition's entries, oldest first. */
  async ofEdition(year: number): Promise<PaymentEntryRecord[]> {
    return this.entries.find({ year }).sort({ recordedAt: 1, _id: 1 }).lean<PaymentEntryRecord[]>();
  }

  async ofSpot(spotId: string): Promise<PaymentEntryRecord[]> {
    return this.entries.find({ spotId: trusted(spotId) }).sort({ recordedAt: 1, _id: 1 }).lean<PaymentEntryRecord[]>();
  }
}
