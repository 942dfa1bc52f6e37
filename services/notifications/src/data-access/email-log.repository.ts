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
  const newestFirst = { createdAt: -1, _id: -1 } as const;
  /** These entries, newest first, each with its delivery record. */
  const withDeliveries = async (docs: EmailDocument[]) => {
    const deliveries = docs.length === 0 ? [] : await Deliveries.find({ _id: trusted({ $in: docs.map((doc) => doc._id) }) }).lean<DeliveryDocument[]>();
    const deliveryOfJob = new Map(deliveries.map((delivery) => [delivery._id, delivery]));
    return docs.map((doc) => toRecord(doc, deliveryOfJob.get(doc._id)));
  };
  /**
   * One page of the entries of one status, as the log shows it (a delivery record's status is the
   * job's): the ids and statuses of the matching entries and the delivery records are read whole
   * and joined here, then the page's entries are read. A filter of one collection by ids of the
   * other would be a list of thousands of ids, which FerretDB compares with every document.
   */
  const pageOfStatus = async (status: EmailStatus, filter: Record<string, unknown>, start: number, pageSize: number) => {
    const [candidates, deliveries] = await Promise.all([
      Email.find(filter).select({ _id: 1, status: 1 }).sort(newestFirst).lean<Array<Pick<EmailDocument, '_id' | 'status'>>>(),
      Deliveries.find().select({ _id: 1, status: 1 }).lean<Array<Pick<DeliveryDocument, '_id' | 'status'>>>(),
    ]);
    const deliveredAs = new Map(deliveries.map((delivery) => [delivery._id, delivery.status]));
    const matching = candidates.filter((entry) => (deliveredAs.get(entry._id) ?? entry.status) === status).map((entry) => entry._id);
    const pageIds = matching.slice(start, start + pageSize);
    const docs = pageIds.length === 0 ? [] : await Email.find({ _id: trusted({ $in: pageIds }) }).sort(newestFirst).lean<EmailDocument[]>();
    return { entries: await withDeliveries(docs), total: matching.length };
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
      const filter: Record<string, unknown> = {};
      if (kind) filter.kind = kind;
      if (search) {
        const pattern = new RegExp(escapeRegex(search), 'i');
        filter.$or = [{ to: pattern }, { subject: pattern }];
      }
      const start = (page - 1) * pageSize;
      if (status) return pageOfStatus(status, filter, start, pageSize);
      const [docs, total] = await Promise.all([Email.find(filter).sort(newestFirst).skip(start).limit(pageSize).lean<EmailDocument[]>(), Email.countDocuments(filter)]);
      return { entries: await withDeliveries(docs), total };
    },
  };
}
