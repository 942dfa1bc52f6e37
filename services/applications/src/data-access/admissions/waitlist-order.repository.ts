import { Schema, type Connection, type Model } from 'mongoose';

interface WaitlistOrderDocument {
  year: number;
  applicationIds: string[];
  by: string;
  at: Date;
}

const orderSchema = new Schema<WaitlistOrderDocument>(
  {
    year: { type: Number, required: true },
    applicationIds: { type: [String], default: [] },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'admission_waitlist_orders', versionKey: false },
);
orderSchema.index({ year: 1, at: -1 });

/** The waitlist's order as organizers last arranged it: insert-only, the newest arrangement counts. */
export class WaitlistOrderRepository {
  private readonly orders: Model<WaitlistOrderDocument>;

  constructor(connection: Connection) {
    this.orders = connection.model<WaitlistOrderDocument>('AdmissionWaitlistOrder', orderSchema);
  }

  async ready(): Promise<void> {
    await this.orders.init();
  }

  async record(year: number, applicationIds: string[], by: string, at: Date): Promise<void> {
    await this.orders.create({ year, applicationIds, by, at });
  }

  async latest(year: number): Promise<string[]> {
    const [newest] = await this.orders.find({ year }).sort({ at: -1, _id: -1 }).limit(1).lean<WaitlistOrderDocument[]>();
    return newest?.applicationIds ?? [];
  }
}
