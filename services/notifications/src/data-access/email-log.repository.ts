import { Schema, type Connection } from 'mongoose';
import {
  emailKindSchema,
  emailStatusSchema,
  type EmailJob,
  type EmailLogEntry,
  type EmailLogQuery,
  type EmailStatus,
} from '@trek/contracts';

export type DeliveredStatus = Extract<EmailStatus, 'sent' | 'captured'>;
export type EmailLogRecord = EmailLogEntry;

interface EmailDocument {
  _id: unknown;
  jobId: string;
  kind: EmailJob['kind'];
  to: string[];
  subject: string;
  status: EmailStatus;
  error: string | null;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

const emailSchema = new Schema<EmailDocument>(
  {
    jobId: { type: String, required: true, unique: true },
    kind: { type: String, required: true, enum: emailKindSchema.options },
    to: { type: [String], required: true },
    subject: { type: String, required: true },
    status: { type: String, required: true, enum: emailStatusSchema.options },
    error: { type: String, default: null },
    attempts: { type: Number, required: true },
    sentAt: { type: Date, default: null },
  },
  { collection: 'emails', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
emailSchema.index({ createdAt: -1 });

/** Searches come from organizers' input: match them literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toRecord(doc: EmailDocument): EmailLogRecord {
  return {
    id: String(doc._id),
    jobId: doc.jobId,
    kind: doc.kind,
    to: doc.to,
    subject: doc.subject,
    status: doc.status,
    error: doc.error,
    attempts: doc.attempts,
    createdAt: doc.createdAt.toISOString(),
    sentAt: doc.sentAt ? doc.sentAt.toISOString() : null,
  };
}

export interface EmailLogRepository {
  findByJobId(jobId: string): Promise<EmailLogRecord | null>;
  /** Creates the entry on the first attempt; marks it `sending` on every attempt. */
  recordSending(jobId: string, email: EmailJob, attempts: number): Promise<void>;
  recordDelivered(jobId: string, status: DeliveredStatus, attempts: number): Promise<void>;
  recordFailure(jobId: string, failure: { error: string; attempts: number; final: boolean }): Promise<void>;
  /** One page of the organizers' email log, newest first. */
  list(query: EmailLogQuery): Promise<{ entries: EmailLogRecord[]; total: number }>;
}

/** Resolves once the unique index on jobId exists, so no job can ever get two entries. */
export async function createEmailLogRepository(connection: Connection): Promise<EmailLogRepository> {
  const Email = connection.model<EmailDocument>('Email', emailSchema);
  await Email.init();

  return {
    async findByJobId(jobId) {
      const doc = await Email.findOne({ jobId }).lean<EmailDocument>();
      return doc ? toRecord(doc) : null;
    },
    async recordSending(jobId, email, attempts) {
      await Email.updateOne(
        { jobId },
        {
          $set: { status: 'sending', attempts },
          $setOnInsert: { kind: email.kind, to: email.to, subject: email.subject },
        },
        { upsert: true },
      );
    },
    async recordDelivered(jobId, status, attempts) {
      await Email.updateOne({ jobId }, { $set: { status, attempts, error: null, sentAt: new Date() } });
    },
    async recordFailure(jobId, { error, attempts, final }) {
      await Email.updateOne({ jobId }, { $set: { status: final ? 'failed' : 'retrying', attempts, error } });
    },
    async list({ status, kind, search, page, pageSize }) {
      const filter: Record<string, unknown> = {};
      if (status) filter.status = status;
      if (kind) filter.kind = kind;
      if (search) {
        const pattern = new RegExp(escapeRegex(search), 'i');
        filter.$or = [{ to: pattern }, { subject: pattern }];
      }
      const [docs, total] = await Promise.all([
        Email.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip((page - 1) * pageSize)
          .limit(pageSize)
          .lean<EmailDocument[]>(),
        Email.countDocuments(filter),
      ]);
      return { entries: docs.map(toRecord), total };
    },
  };
}
