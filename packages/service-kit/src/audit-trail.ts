import { Schema, type Connection, type Model } from 'mongoose';
import { auditEventSchema, type AuditEvent, type AuditList, type AuditListQuery } from '@trek/contracts';
import { currentCaller } from './auth.js';
import type { Logger } from './logger.js';

/** What an organizer changed. The summary names the change; never put private data (passport numbers, dates of birth, passwords) in it. */
export interface AuditEntry {
  actorId: string;
  /** Omitted: the name in the token of the request being handled, when that caller is the actor. */
  actorName?: string | null;
  action: string;
  target: string;
  summary: string;
}

interface AuditDocument extends Omit<AuditEntry, 'actorName'> {
  actorName: string | null;
  at: Date;
}

const auditSchema = new Schema<AuditDocument>(
  {
    actorId: { type: String, required: true },
    actorName: { type: String, default: null },
    action: { type: String, required: true },
    target: { type: String, required: true },
    summary: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'audit_events', versionKey: false },
);
auditSchema.index({ at: -1 });

/**
 * The organizers' audit trail, kept in the service's own database (`audit_events`). Recording
 * never fails the change it describes (the change is already stored: there are no transactions
 * to undo it); a failed write is logged with the entry instead.
 */
export class AuditTrail {
  private readonly events: Model<AuditDocument>;

  constructor(
    connection: Connection,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = connection.model<AuditDocument>('AuditEvent', auditSchema);
  }

  async ready(): Promise<void> {
    await this.events.init();
  }

  /** Keeps the actor's name as it is now, so the trail still names them after a rename or removal. */
  async record(entry: AuditEntry): Promise<void> {
    try {
      await this.events.create({ ...entry, actorName: entry.actorName ?? actorNameFromRequest(entry.actorId), at: this.now() });
    } catch (error) {
      this.logger.error({ err: error, audit: entry }, 'an audit event could not be recorded');
    }
  }

  /**
   * An erasure on request: summaries that quoted the person's email or name quote `replacement`
   * instead. The only change ever made to recorded events; who did what and when stay as they were.
   */
  async redact(text: string, replacement: string): Promise<number> {
    if (text.trim() === '') return 0;
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const docs = await this.events.find({ summary: new RegExp(escaped, 'i') }).setOptions({ sanitizeFilter: false }).lean<Array<AuditDocument & { _id: unknown }>>();
    for (const doc of docs) {
      await this.events.updateOne({ _id: doc._id }, { $set: { summary: doc.summary.split(new RegExp(escaped, 'gi')).join(replacement) } });
    }
    return docs.length;
  }

  /** Newest first. */
  async list({ page, pageSize }: AuditListQuery): Promise<AuditList> {
    const [docs, total] = await Promise.all([
      this.events
        .find()
        .sort({ at: -1, _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<Array<AuditDocument & { _id: { toString(): string } }>>(),
      this.events.countDocuments(),
    ]);
    const events: AuditEvent[] = docs.map((doc) =>
      auditEventSchema.parse({ id: doc._id.toString(), actorId: doc.actorId, actorName: doc.actorName ?? null, action: doc.action, target: doc.target, summary: doc.summary, at: doc.at.toISOString() }),
    );
    return { events, total, page, pageSize };
  }
}

function actorNameFromRequest(actorId: string): string | null {
  const caller = currentCaller();
  return caller?.userId === actorId ? caller.name : null;
}
