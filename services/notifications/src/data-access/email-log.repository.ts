import { Schema, trusted, type Connection } from 'mongoose';
import { ignoreDuplicate, isDuplicateKeyError } from '@trek/service-kit';
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

/**
 * That a job was delivered: insert-only, one per job id. The entry keeps what the last attempt
 * wrote (`sending`) and a read joins the two: an insert is checked through the unique `_id`,
 * where an update of the entry finds it by reading the log (FerretDB, see README).
 */
interface DeliveryDocument {
  /** The job id. */
  _id: string;
  status: DeliveredStatus;
  attempts: number;
  sentAt: Date;
}

const deliverySchema = new Schema<DeliveryDocument>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true, enum: ['sent', 'captured'] satisfies DeliveredStatus[] },
    attempts: { type: Number, required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'email_deliveries', versionKey: false },
);

/** Searches come from organizers' input: match them literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entry as the log shows it: delivered when the job has a delivery record. */
function toRecord(doc: EmailDocument, delivery: DeliveryDocument | null | undefined): EmailLogRecord {
  const sentAt = delivery?.sentAt ?? doc.sentAt;
  return {
    id: doc._id,
    jobId: doc.jobId,
    kind: doc.kind,
    to: doc.to,
    subject: doc.subject,
    status: delivery?.status ?? doc.status,
    error: delivery ? null : doc.error,
    attempts: delivery?.attempts ?? doc.attempts,
    createdAt: doc.createdAt.toISOString(),
    sentAt: sentAt ? sentAt.toISOString() : null,
  };
}

const isDelivered = (status: EmailStatus): status is DeliveredStatus => status === 'sent' || status === 'captured';

export interface EmailLogRepository {
  findByJobId(jobId: string): Promise<EmailLogRecord | null>;
  /**
   * Marks the job `sending`, with this attempt's recipients, and answers its entry as it was before
   * (null when it had none). An entry already `sent` or `captured` is answered and left as it is.
   */
  startSending(jobId: string, email: EmailJob, attempts: number): Promise<EmailLogRecord | null>;
  /** The job, whose entry startSending started, was delivered: an insert beside the entry; the first record stays. */
  recordDelivered(jobId: string, status: DeliveredStatus, attempts: number): Promise<void>;
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
  const Deliveries = connection.model<DeliveryDocument>('EmailDelivery', deliverySchema);
  await Deliveries.init();
  /** The entry and its delivery record, each found by its `_id`. */
  const entryOf = async (jobId: string) => {
    const [doc, delivery] = await Promise.all([Email.findOne({ _id: jobId }).lean<EmailDocument>(), Deliveries.findOne({ _id: jobId }).lean<DeliveryDocument>()]);
    return doc ? toRecord(doc, delivery) : null;
  };
  /**
   * The log's filter for one status: a delivered status is the delivery records' (or an entry's
   * own, when it says so); any other is the entry's, unless the job has a delivery record.
   */
  const statusFilter = async (status: EmailStatus): Promise<Record<string, unknown>> => {
    if (isDelivered(status)) {
      const delivered = await Deliveries.find({ status }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
      return { $or: [{ status }, { _id: trusted({ $in: delivered.map((doc) => doc._id) }) }] };
    }
    const delivered = await Deliveries.find().select({ _id: 1 }).lean<Array<{ _id: string }>>();
    return { status, _id: trusted({ $nin: delivered.map((doc) => doc._id) }) };
  };

  return {
    findByJobId: entryOf,
    async startSending(jobId, email, attempts) {
      // An insert first, which the unique _id checks without reading the log (FerretDB reads every
      // entry to find one, even by _id): the entry is read only when the job has one.
      try {
        await Email.create({ _id: jobId, jobId, kind: email.kind, to: email.to, subject: email.subject, status: 'sending', attempts });
        return null;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const earlier = await entryOf(jobId);
      if (earlier && isDelivered(earlier.status)) return earlier;
      // Recipients as of this attempt: an organizer notice's are decided when it is sent.
      await Email.updateOne({ _id: jobId }, { $set: { status: 'sending', attempts, to: email.to } });
      return earlier;
    },
    async recordDelivered(jobId, status, attempts) {
      await ignoreDuplicate(Deliveries.create({ _id: jobId, status, attempts, sentAt: new Date() }));
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
      const conditions: Array<Record<string, unknown>> = [];
      if (status) conditions.push(await statusFilter(status));
      if (kind) conditions.push({ kind });
      if (search) {
        const pattern = new RegExp(escapeRegex(search), 'i');
        conditions.push({ $or: [{ to: pattern }, { subject: pattern }] });
      }
      const filter = conditions.length > 0 ? { $and: conditions } : {};
      const [docs, total] = await Promise.all([
        Email.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip((page - 1) * pageSize)
          .limit(pageSize)
          .lean<EmailDocument[]>(),
        Email.countDocuments(filter),
      ]);
      const deliveries = docs.length === 0 ? [] : await Deliveries.find({ _id: trusted({ $in: docs.map((doc) => doc._id) }) }).lean<DeliveryDocument[]>();
      const deliveryOfJob = new Map(deliveries.map((delivery) => [delivery._id, delivery]));
      return { entries: docs.map((doc) => toRecord(doc, deliveryOfJob.get(doc._id))), total };
    },
  };
}
