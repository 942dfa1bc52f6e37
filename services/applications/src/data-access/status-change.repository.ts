import { Schema, type Connection, type Model } from 'mongoose';
import type { ApplicationStatus } from '@trek/contracts';

export interface StatusChangeRecord {
  applicationId: string;
  status: ApplicationStatus;
  note: string | null;
  /** The organizer's user id. */
  by: string;
  /** Their name at the time; null for changes recorded before names were kept. */
  byName: string | null;
  at: Date;
}

const statusChangeSchema = new Schema<StatusChangeRecord>(
  {
    applicationId: { type: String, required: true },
    status: { type: String, required: true },
    note: { type: String, default: null },
    by: { type: String, required: true },
    byName: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'application_status_changes', versionKey: false },
);
statusChangeSchema.index({ applicationId: 1, at: 1 });

/**
 * Organizers' status changes with their notes, one insert-only record each, so two organizers
 * changing one application at the same instant both keep their entry (FerretDB would drop one of
 * two pushes onto the application document).
 */
export class StatusChangeRepository {
  private readonly changes: Model<StatusChangeRecord>;

  constructor(connection: Connection) {
    this.changes = connection.model<StatusChangeRecord>('ApplicationStatusChange', statusChangeSchema);
  }

  async ready(): Promise<void> {
    await this.changes.init();
  }

  async record(change: StatusChangeRecord): Promise<void> {
    await this.changes.create(change);
  }

  /** Oldest first. */
  async forApplication(applicationId: string): Promise<StatusChangeRecord[]> {
    const docs = await this.changes.find({ applicationId }, { _id: 0 }).sort({ at: 1, _id: 1 }).lean<StatusChangeRecord[]>();
    return docs.map(({ applicationId: id, status, note, by, byName, at }) => ({ applicationId: id, status, note: note ?? null, by, byName: byName ?? null, at }));
  }

  /** With its application: its history (organizers' notes included) goes too. */
  async deleteForApplication(applicationId: string): Promise<void> {
    await this.changes.deleteMany({ applicationId });
  }

  /** The newest change, which the application's status must show. */
  async latest(applicationId: string): Promise<StatusChangeRecord | null> {
    const [newest] = await this.changes.find({ applicationId }).sort({ at: -1, _id: -1 }).limit(1).lean<StatusChangeRecord[]>();
    return newest ?? null;
  }
}
