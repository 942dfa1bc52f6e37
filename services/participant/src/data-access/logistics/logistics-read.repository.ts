import { Schema, type Connection, type Model } from 'mongoose';
import type { LogisticsReadView } from '@trek/contracts';

/** One organizer read of participants' logistics: who, when, on which screen, whose. */
export interface LogisticsReadEntry {
  id: string;
  at: Date;
  organizerId: string;
  organizerName: string | null;
  view: LogisticsReadView;
  participantIds: string[];
  filters: Record<string, string>;
  matches: number;
}

type LogisticsReadDocument = Omit<LogisticsReadEntry, 'id'>;

const schema = new Schema<LogisticsReadDocument>(
  {
    at: { type: Date, required: true },
    organizerId: { type: String, required: true },
    organizerName: { type: String, default: null },
    view: { type: String, required: true },
    participantIds: { type: [String], required: true },
    filters: { type: Schema.Types.Mixed, required: true },
    matches: { type: Number, required: true },
  },
  { collection: 'logistics_reads', versionKey: false },
);
schema.index({ at: -1 });

type StoredRead = Omit<LogisticsReadDocument, 'filters' | 'matches'> & Partial<Pick<LogisticsReadDocument, 'filters' | 'matches'>> & { _id: { toString(): string } };

// An entry may hold neither filters nor a count (one that only named whom it showed): it reads as unfiltered, matching those shown.
const toEntry = ({ _id, filters, matches, ...doc }: StoredRead): LogisticsReadEntry => ({ id: _id.toString(), ...doc, filters: filters ?? {}, matches: matches ?? doc.participantIds.length });

/**
 * The read log (`logistics_reads`): insert-only (DESIGN.md data rules), never updated; an
 * erasure leaves its entries, which hold ids and no personal data.
 */
export class LogisticsReadRepository {
  private readonly model: Model<LogisticsReadDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.LogisticsRead ?? connection.model<LogisticsReadDocument>('LogisticsRead', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async record(entry: Omit<LogisticsReadEntry, 'id'>): Promise<void> {
    await this.model.create(entry);
  }

  /** Newest first. */
  async list(page: number, pageSize: number): Promise<{ reads: LogisticsReadEntry[]; total: number }> {
    const [docs, total] = await Promise.all([
      this.model.find().sort({ at: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean<StoredRead[]>(),
      this.model.countDocuments(),
    ]);
    return { reads: docs.map(toEntry), total };
  }

  /** The reads that included this participant, newest first. */
  async ofParticipant(userId: string): Promise<LogisticsReadEntry[]> {
    const docs = await this.model.find({ participantIds: userId }).sort({ at: -1, _id: -1 }).lean<StoredRead[]>();
    return docs.map(toEntry);
  }
}
