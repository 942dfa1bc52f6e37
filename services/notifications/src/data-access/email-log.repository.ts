import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';
import {
  ERASED_RECIPIENT,
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
  /** The job id: one entry per job, and FerretDB's cheapest lookup (by a lone `_id`; see README, FerretDB). */
  _id: string;
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
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
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

/**
 * One message of a job handed over (an organizer notice has one per language); insert-only, so a
 * retry of the job skips the messages already delivered.
 */
interface MessageDeliveredDocument {
  /** The message's delivery id: the job id, or `<job id>-<language>` for a notice's other languages. */
  _id: string;
  jobId: string;
  deliveredAt: Date;
}

const messageDeliveredSchema = new Schema<MessageDeliveredDocument>(
  {
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
    deliveredAt: { type: Date, required: true },
  },
  { collection: 'email_messages_delivered', versionKey: false },
);

/** Searches come from organizers' input: match them literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toRecord(doc: EmailDocument): EmailLogRecord {
  return {
    id: doc._id,
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
  /**
   * Marks the job `sending`, with this attempt's recipients, and answers its entry as it was before
   * (null when it had none). An entry already `sent` or `captured` is answered and left as it is.
   */
  startSending(jobId: string, email: EmailJob, attempts: number): Promise<EmailLogRecord | null>;
  /** The job was delivered: its entry (started by startSending) says so. */
  recordDelivered(jobId: string, email: EmailJob, status: DeliveredStatus, attempts: number): Promise<void>;
  /** An attempt failed: its entry says so, created now when the job had none. */
  recordFailure(jobId: string, email: EmailJob, failure: { error: string; attempts: number; final: boolean }): Promise<void>;
  /** Whether an earlier attempt handed this message over (its delivery id). */
  isMessageDelivered(deliveryId: string): Promise<boolean>;
  /** Records that this message was handed over; recording it twice keeps the first record. */
  recordMessageDelivered(deliveryId: string, jobId: string): Promise<void>;
  /** One page of the organizers' email log, newest first. */
  list(query: EmailLogQuery): Promise<{ entries: EmailLogRecord[]; total: number }>;
  /**
   * An erased person: each entry sent to this address keeps its delivery record (job, kind,
   * status, times) with `ERASED_RECIPIENT` in place of the address and no subject. Answers the
   * job ids of the entries it changed.
   */
  dropContentsFor(email: string): Promise<string[]>;
}

/**
 * Resolves once the log's indexes exist. Entries are keyed by job id: one `_id` per job, so no job
 * can ever get two entries, and a job's first entry is an insert the unique `_id` checks.
 */
export async function createEmailLogRepository(connection: Connection): Promise<EmailLogRepository> {
  const Email = connection.model<EmailDocument>('Email', emailSchema);
  await Email.init();
  const MessagesDelivered = connection.model<MessageDeliveredDocument>('EmailMessageDelivered', messageDeliveredSchema);
  await MessagesDelivered.init();

  return {
    async findByJobId(jobId) {
      const doc = await Email.findOne({ _id: jobId }).lean<EmailDocument>();
      return doc ? toRecord(doc) : null;
    },
    async startSending(jobId, email, attempts) {
      // An insert first, which the unique _id checks without reading the log (FerretDB reads every
      // entry to find one, even by _id): the entry is read only when the job has one.
      try {
        await Email.create({ _id: jobId, jobId, kind: email.kind, to: email.to, subject: email.subject, status: 'sending', attempts });
        return null;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const earlier = await Email.findOne({ _id: jobId }).lean<EmailDocument>();
      if (earlier?.status === 'sent' || earlier?.status === 'captured') return toRecord(earlier);
      // Recipients as of this attempt: an organizer notice's are decided when it is sent.
      await Email.updateOne({ _id: jobId }, { $set: { status: 'sending', attempts, to: email.to } });
      return earlier ? toRecord(earlier) : null;
    },
    async recordDelivered(jobId, email, status, attempts) {
      await Email.updateOne(
        { _id: jobId },
        { $set: { status, attempts, error: null, sentAt: new Date() }, $setOnInsert: { jobId, kind: email.kind, to: email.to, subject: email.subject } },
        { upsert: true },
      );
    },
    async recordFailure(jobId, email, { error, attempts, final }) {
      await Email.updateOne(
        { _id: jobId },
        { $set: { status: final ? 'failed' : 'retrying', attempts, error }, $setOnInsert: { jobId, kind: email.kind, to: email.to, subject: email.subject } },
        { upsert: true },
      );
    },
    async isMessageDelivered(deliveryId) {
      return (await MessagesDelivered.findOne({ _id: deliveryId }).lean<MessageDeliveredDocument>()) !== null;
    },
    async recordMessageDelivered(deliveryId, jobId) {
      try {
        await MessagesDelivered.create({ _id: deliveryId, jobId, deliveredAt: new Date() });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async dropContentsFor(email) {
      const address = new RegExp(`^${escapeRegex(email)}$`, 'i');
      const entries = await Email.find({ to: address }).lean<EmailDocument[]>();
      for (const entry of entries) {
        const to = [...new Set(entry.to.map((recipient) => (address.test(recipient) ? ERASED_RECIPIENT : recipient)))];
        await Email.updateOne({ _id: entry._id }, { $set: { to, subject: '' } });
      }
      return entries.map((entry) => entry._id);
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
