import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { EmailJob } from '@trek/contracts';
import { duplicateKeyPositions } from './errors.js';

/** An email a service owes, rendered when it became owed; the job id comes from the event. */
export interface OwedEmail {
  jobId: string;
  email: EmailJob;
}

/**
 * `pending`: owed, not on the queue yet; `queued`: on the queue, delivery not confirmed yet;
 * `delivered`/`failed`: the worker finished the job (its email log has the details).
 */
export type OutboxEmailState = 'pending' | 'queued' | 'delivered' | 'failed';

export interface OutboxEmailStatus {
  jobId: string;
  kind: EmailJob['kind'];
  state: OutboxEmailState;
  queuedAt: Date | null;
}

/** Emails the caller puts on the queue itself right after owing them (the relay's oweAndQueue). */
export interface QueuedAtOnce {
  /** When the relay first asks the queue whether the worker has finished them. */
  checkAt: Date;
}

/** An owed email as the relay sees it. */
export interface OwedEmailEntry extends OwedEmail {
  queuedAt: Date | null;
}

interface OwedDocument {
  jobId: string;
  email: EmailJob;
  owedAt: Date;
  /** Last time it was put on the queue (by the relay, or by its owner right after owing it); null while pending. */
  queuedAt: Date | null;
  /** When the relay looks at it next: at once while pending, then to confirm its delivery. */
  checkAt: Date;
}

interface SettledDocument {
  /** The job id: inserts are checked by this unique key, and a lone `_id` is FerretDB's cheapest lookup (see README, FerretDB). */
  _id: string;
  jobId: string;
  kind: EmailJob['kind'];
  state: 'delivered' | 'failed';
  queuedAt: Date | null;
  settledAt: Date;
}

/** On FerretDB a lookup by `_id` costs about an eighth of a pass over the collection (`npm run bench:ferretdb`). */
const LOOKUPS_BEFORE_ONE_SCAN = 8;

const owedSchema = new Schema<OwedDocument>(
  {
    jobId: { type: String, required: true },
    email: { type: Schema.Types.Mixed, required: true },
    owedAt: { type: Date, required: true },
    queuedAt: { type: Date, default: null },
    checkAt: { type: Date, required: true },
  },
  { collection: 'email_outbox', versionKey: false },
);
owedSchema.index({ jobId: 1 }, { unique: true, name: 'one_owed_email_per_job' });
owedSchema.index({ checkAt: 1 });

const settledSchema = new Schema<SettledDocument>(
  {
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
    kind: { type: String, required: true },
    state: { type: String, required: true },
    queuedAt: { type: Date, default: null },
    settledAt: { type: Date, required: true },
  },
  { collection: 'email_outbox_settled', versionKey: false },
);
/**
 * Inserts the documents in one command, in one transaction on FerretDB; answers the positions
 * refused because their unique key is taken. Any other refusal throws.
 */
async function insertAllButDuplicates<T>(model: Model<T>, documents: T[]): Promise<Set<number>> {
  try {
    await model.collection.insertMany(documents as never[], { ordered: false });
    return new Set();
  } catch (error) {
    const refused = duplicateKeyPositions(error);
    if (!refused) throw error;
    return refused;
  }
}

/**
 * A service's email outbox, in its own database. Owed emails live in a small collection of their
 * own until the worker has finished them, then move to an insert-only record, so the relay's
 * lookup stays small however many emails were ever sent. Only the relay writes an owed entry after
 * its insert (DESIGN.md: one writer per document); owing is an insert against a unique job id.
 */
export class EmailOutboxStore {
  private readonly owed: Model<OwedDocument>;
  private readonly settled: Model<SettledDocument>;
  /** Emails whose owing failed after their record was stored (the database blinked); the relay owes them again. */
  private kept: OwedEmail[] = [];

  constructor(connection: Connection) {
    this.owed = connection.model<OwedDocument>('OwedEmail', owedSchema);
    this.settled = connection.model<SettledDocument>('SettledEmail', settledSchema);
  }

  /** Resolves once the unique index exists, so an email can never be owed twice. */
  async ready(): Promise<void> {
    await this.owed.init();
  }

  /**
   * Settled records of these jobs. On FerretDB a lookup by `_id` skips decoding the other records
   * but still grows with the collection, and a `$in` decodes every record once: a few jobs are read
   * one by one, more (the start-up's recovery of a day of emails) with one `$in`.
   */
  private async settledRecords(jobIds: string[]): Promise<SettledDocument[]> {
    if (jobIds.length > LOOKUPS_BEFORE_ONE_SCAN) return this.settled.find({ _id: trusted({ $in: jobIds }) }).lean<SettledDocument[]>();
    const records = await Promise.all(jobIds.map((jobId) => this.settled.findById(jobId).lean<SettledDocument>()));
    return records.filter((record): record is SettledDocument => record !== null);
  }

  /** Records the emails not owed or sent yet, pending for the relay (at its next run); answers how many were new. */
  async owe(emails: OwedEmail[], now = new Date()): Promise<number> {
    if (emails.length === 0) return 0;
    const done = new Set((await this.settledRecords(emails.map((email) => email.jobId))).map((entry) => entry.jobId));
    return (
      await this.insertUnlessOwed(
        emails.filter((email) => !done.has(email.jobId)),
        now,
        null,
      )
    ).length;
  }

  /**
   * Owes the emails, recorded as queued (the caller queues them at once), or keeps them in memory
   * when the database refuses, for `oweKept` (run by the relay) to owe later: the record they
   * belong to is already stored and acknowledged. Answers the emails newly owed, or null when kept.
   * A crash loses what is kept; each service re-owes at start.
   *
   * The emails of an event just stored are new: only the unique job id is checked, not the
   * settled records, whose lookup grows with every email ever sent (on FerretDB even by `_id`). A
   * repeated event's email that was already settled is queued again; the worker, which sends
   * once per job id, finds it delivered, and the relay settles it again.
   */
  async oweQueuedOrKeep(emails: OwedEmail[], now: Date, queued: QueuedAtOnce): Promise<OwedEmail[] | null> {
    try {
      return await this.insertUnlessOwed(emails, now, queued);
    } catch {
      this.kept.push(...emails);
      return null;
    }
  }

  /**
   * One unordered insert of them all, against the unique job id (FerretDB checks an insert with
   * the index, where a lookup reads the whole collection); those already owed are refused as
   * duplicates. Answers the others. Queued at once, an email is first looked at when its delivery
   * is due to be confirmed; pending, at the relay's next run.
   */
  private async insertUnlessOwed(emails: OwedEmail[], now: Date, queued: QueuedAtOnce | null): Promise<OwedEmail[]> {
    if (emails.length === 0) return [];
    const documents: OwedDocument[] = emails.map(({ jobId, email }) => ({ jobId, email, owedAt: now, queuedAt: queued ? now : null, checkAt: queued?.checkAt ?? now }));
    const refused = await insertAllButDuplicates(this.owed, documents);
    return emails.filter((_, index) => !refused.has(index));
  }

  /** Owes (pending, for the relay to queue) what oweQueuedOrKeep kept; keeps it again when the database still refuses. */
  async oweKept(now = new Date()): Promise<void> {
    if (this.kept.length === 0) return;
    const retry = this.kept;
    this.kept = [];
    try {
      await this.owe(retry, now);
    } catch (error) {
      this.kept.push(...retry);
      throw error;
    }
  }

  /** Owed emails whose check is due, oldest first. */
  async due(now: Date, limit: number): Promise<OwedEmailEntry[]> {
    const docs = await this.owed
      .find({ checkAt: trusted({ $lte: now }) })
      .sort({ checkAt: 1, _id: 1 })
      .limit(limit)
      .lean<OwedDocument[]>();
    return docs.map(({ jobId, email, queuedAt }) => ({ jobId, email, queuedAt: queuedAt ?? null }));
  }

  /** Makes every queued email due now (Redis came back and may have lost them). */
  async recheckAll(now: Date): Promise<void> {
    await this.owed.updateMany({ queuedAt: trusted({ $ne: null }) }, { $set: { checkAt: now } });
  }

  async markQueued(jobIds: string[], queuedAt: Date, checkAt: Date): Promise<void> {
    await this.setOn(jobIds, { queuedAt, checkAt });
  }

  /** These emails did not reach the queue after all: pending again, for the relay's next run. */
  async markPending(jobIds: string[], now: Date): Promise<void> {
    await this.setOn(jobIds, { queuedAt: null, checkAt: now });
  }

  async postpone(jobIds: string[], checkAt: Date): Promise<void> {
    await this.setOn(jobIds, { checkAt });
  }

  /** Only the relay writes an owed entry after its insert (one writer per document). */
  private async setOn(jobIds: string[], fields: Partial<Pick<OwedDocument, 'queuedAt' | 'checkAt'>>): Promise<void> {
    if (jobIds.length === 0) return;
    await this.owed.updateMany({ jobId: trusted({ $in: jobIds }) }, { $set: fields });
  }

  /** The worker finished these jobs: record them, then forget them as owed (a crash in between repeats both harmlessly). */
  async settle(entries: OwedEmailEntry[], state: 'delivered' | 'failed', settledAt: Date): Promise<void> {
    if (entries.length === 0) return;
    await insertAllButDuplicates(
      this.settled,
      entries.map((entry) => ({ _id: entry.jobId, jobId: entry.jobId, kind: entry.email.kind, state, queuedAt: entry.queuedAt, settledAt })),
    );
    await this.owed.deleteMany({ jobId: trusted({ $in: entries.map((entry) => entry.jobId) }) });
  }

  /** Where each of these emails stands; job ids never owed are left out. */
  async statuses(jobIds: string[]): Promise<OutboxEmailStatus[]> {
    if (jobIds.length === 0) return [];
    const inList = { jobId: trusted({ $in: jobIds }) };
    const [owed, settled] = await Promise.all([this.owed.find(inList).lean<OwedDocument[]>(), this.settledRecords(jobIds)]);
    const byJob = new Map<string, OutboxEmailStatus>();
    for (const doc of owed) {
      byJob.set(doc.jobId, { jobId: doc.jobId, kind: doc.email.kind, state: doc.queuedAt ? 'queued' : 'pending', queuedAt: doc.queuedAt ?? null });
    }
    // A settled record wins over an owed entry a crash left behind.
    for (const doc of settled) byJob.set(doc.jobId, { jobId: doc.jobId, kind: doc.kind, state: doc.state, queuedAt: doc.queuedAt ?? null });
    return jobIds.flatMap((jobId) => byJob.get(jobId) ?? []);
  }
}
