import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { KEPT_APPLICATION_STATUSES, type ApplicationPayload, type ApplicationStatus, type ApplicationStatusEntry, type Language } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';
import type { Redis } from 'ioredis';
import { EditionRowsCache } from './edition-rows.cache.js';
import { EditionRowSnapshotStore, type RowCodec } from './edition-rows.snapshots.js';

export interface ApplicationRecord extends ApplicationPayload {
  id: string;
  ref: string;
  year: number;
  status: ApplicationStatus;
  /** Written once with the application (its submission); later changes are records of their own. */
  statusHistory: Array<Omit<ApplicationStatusEntry, 'at' | 'byName'> & { at: Date }>;
  /** The mailbox its emails quote: the edition settings' at submission. */
  contactEmail: string;
  /** The language the applicant applied in: their emails are written in it. */
  language: Language;
  submittedAt: Date;
  updatedAt: Date;
}

/** An application as the organizer's lists, export and counts read it: everything but its history. */
export type ApplicationRow = Omit<ApplicationRecord, 'statusHistory'>;

export interface NewApplication extends ApplicationPayload {
  ref: string;
  year: number;
  contactEmail: string;
  language: Language;
  submittedAt: Date;
}

export interface ApplicationFilter {
  year: number;
  search?: string | undefined;
  status?: ApplicationStatus | undefined;
  affiliation?: string | undefined;
  commitment?: string | undefined;
  passportValid?: string | undefined;
  /** Matches the reference only (a search under blind review). */
  ref?: string | undefined;
}

/**
 * Every write goes through this repository and announces itself to the rows cache once stored.
 * After its insert, an application is written only by status changes, one at a time per
 * application (see changeStatus); its emails, history and account live in records of their own.
 * `statusAt` orders status changes so the newest always wins.
 */
type ApplicationDocument = Omit<ApplicationRecord, 'id'> & { statusAt: Date };
type LeanApplication = ApplicationDocument & { _id: { toString(): string } };

const historyEntrySchema = new Schema(
  {
    status: { type: String, required: true },
    note: { type: String, default: null },
    by: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const applicationSchema = new Schema<ApplicationDocument>(
  {
    year: { type: Number, required: true },
    ref: { type: String, required: true },
    status: { type: String, required: true, default: 'submitted' },
    firstNames: { type: String, required: true },
    lastName: { type: String, required: true },
    // Lower-cased by the shared schema, so the unique index below is case-insensitive in effect.
    universityEmail: { type: String, required: true },
    phone: { type: String, required: true },
    affiliation: { type: String, required: true },
    interest250: { type: String, required: true },
    goals250: { type: String, required: true },
    favoriteFood: { type: String, required: true },
    passportValid: { type: String, required: true },
    passportCountry: { type: String, required: true },
    commitment: { type: String, required: true },
    significantOther: { type: String, required: true },
    comments: { type: String, default: '' },
    referral: { type: String, default: '' },
    statusHistory: { type: [historyEntrySchema], default: [] },
    statusAt: { type: Date, required: true },
    contactEmail: { type: String, required: true },
    language: { type: String, required: true },
    submittedAt: { type: Date, required: true },
  },
  { collection: 'applications', timestamps: { createdAt: false, updatedAt: 'updatedAt' } },
);
applicationSchema.index({ year: 1, universityEmail: 1 }, { unique: true, name: 'one_application_per_email_per_edition' });
applicationSchema.index({ ref: 1 }, { unique: true, name: 'unique_reference' });
applicationSchema.index({ year: 1, submittedAt: -1 });
applicationSchema.index({ submittedAt: 1 });

/** Every field but the history and the ordering stamp: what a list row is made from. */
const ROW_PROJECTION = { statusHistory: 0, statusAt: 0 } as const;

/** Each field of a row and how a snapshot stores it (a date as its ISO text); the type makes it name every field. */
const ROW_FIELDS: { [Field in keyof ApplicationRow]-?: ApplicationRow[Field] extends Date ? 'date' : 'value' } = {
  id: 'value',
  year: 'value',
  ref: 'value',
  status: 'value',
  firstNames: 'value',
  lastName: 'value',
  universityEmail: 'value',
  phone: 'value',
  affiliation: 'value',
  interest250: 'value',
  goals250: 'value',
  favoriteFood: 'value',
  passportValid: 'value',
  passportCountry: 'value',
  commitment: 'value',
  significantOther: 'value',
  comments: 'value',
  referral: 'value',
  contactEmail: 'value',
  language: 'value',
  submittedAt: 'date',
  updatedAt: 'date',
};
const ROW_FIELD_NAMES = Object.keys(ROW_FIELDS) as Array<keyof ApplicationRow>;

/** A row of exactly the row's fields (a document also holds mongoose's version key), whatever it was read from. */
function rowOf(doc: Omit<ApplicationRow, 'id' | 'comments' | 'referral'> & { id: string; comments?: string | undefined; referral?: ApplicationRow['referral'] | undefined }): ApplicationRow {
  const row = Object.fromEntries(ROW_FIELD_NAMES.map((field) => [field, doc[field]])) as unknown as ApplicationRow;
  return { ...row, comments: doc.comments ?? '', referral: doc.referral ?? '' };
}

const rowCodec: RowCodec<ApplicationRow> = {
  fields: ROW_FIELD_NAMES,
  toValues: (row) => ROW_FIELD_NAMES.map((field) => row[field]),
  fromValues: (values) =>
    Object.fromEntries(ROW_FIELD_NAMES.map((field, index) => [field, ROW_FIELDS[field] === 'date' ? new Date(values[index] as string) : values[index]])) as unknown as ApplicationRow,
};

function toRecord({ _id, statusAt: _statusAt, ...doc }: LeanApplication): ApplicationRecord {
  return { ...doc, id: _id.toString(), comments: doc.comments ?? '', referral: doc.referral ?? '' };
}

function toRow({ _id, ...doc }: Omit<LeanApplication, 'statusHistory' | 'statusAt'>): ApplicationRow {
  return rowOf({ ...doc, id: _id.toString() });
}

/** The lists' order: newest submission first, then the newer id (as the database sorts them). */
const newestFirst = (a: ApplicationRow, b: ApplicationRow) => b.submittedAt.getTime() - a.submittedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The rows with one more in its place; a new submission is usually the newest, so this is a look at the first row rather than a sort. */
function withRowInOrder(rows: readonly ApplicationRow[], row: ApplicationRow): ApplicationRow[] {
  const at = rows.findIndex((other) => newestFirst(row, other) < 0);
  return at === -1 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The filter as a test of one row, with the same matching as a database query would do. */
function matcher(filter: ApplicationFilter): (row: ApplicationRow) => boolean {
  const contains = (text: string | undefined) => (text ? new RegExp(escapeRegex(text), 'i') : null);
  const search = contains(filter.search);
  const affiliation = contains(filter.affiliation);
  const ref = contains(filter.ref);
  return (row) =>
    row.year === filter.year &&
    (!filter.status || row.status === filter.status) &&
    (!filter.commitment || row.commitment === filter.commitment) &&
    (!filter.passportValid || row.passportValid === filter.passportValid) &&
    (!affiliation || affiliation.test(row.affiliation)) &&
    (!ref || ref.test(row.ref)) &&
    (!search || [row.firstNames, row.lastName, row.universityEmail, row.ref].some((field) => search.test(field)));
}

/** Thrown by insert when the unique (edition, email) or reference index refuses the document. */
export class DuplicateApplicationError extends Error {}

export class ApplicationRepository {
  private readonly applications: Model<ApplicationDocument>;
  private readonly rows: EditionRowsCache<ApplicationRow>;

  constructor(connection: Connection, redis: Pick<Redis, 'get' | 'set' | 'eval'>) {
    this.applications = connection.model<ApplicationDocument>('Application', applicationSchema);
    this.rows = new EditionRowsCache(redis, connection.name, new EditionRowSnapshotStore(connection, rowCodec));
  }

  /** Resolves once the unique indexes exist, so duplicates are refused from the first request. */
  async ready(): Promise<void> {
    await this.applications.init();
  }

  async insert(application: NewApplication): Promise<ApplicationRecord> {
    try {
      const created = await this.applications.create({
        ...application,
        status: 'submitted',
        statusAt: application.submittedAt,
        statusHistory: [{ status: 'submitted', note: null, by: null, at: application.submittedAt }],
      });
      const record = toRecord(created.toObject() as LeanApplication);
      const row = rowOf(record);
      await this.rows.changed((rows, year) => (year !== row.year || rows.some(({ id }) => id === row.id) ? rows : withRowInOrder(rows, row)));
      return record;
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new DuplicateApplicationError();
      // A write that failed midway (a timeout) may still have been stored.
      await this.rows.changed();
      throw error;
    }
  }

  async existsForEmail(year: number, universityEmail: string): Promise<boolean> {
    return (await this.applications.countDocuments({ year, universityEmail })) > 0;
  }

  async findById(id: string): Promise<ApplicationRecord | null> {
    const doc = await this.applications.findById(id).lean<LeanApplication>();
    return doc ? toRecord(doc) : null;
  }

  /** The edition's rows, newest first, each loaded once per change to the collection. */
  private rowsOf(year: number): Promise<readonly ApplicationRow[]> {
    return this.rows.rows(year, async () => {
      const docs = await this.applications.find({ year }, ROW_PROJECTION).sort({ submittedAt: -1, _id: -1 }).lean<Array<Omit<LeanApplication, 'statusHistory' | 'statusAt'>>>();
      return docs.map(toRow);
    });
  }

  /** The process is stopping: the rows held are copied for the next start, if they were not yet. */
  async close(): Promise<void> {
    await this.rows.flush();
  }

  /** Every match, newest first, for the CSV export. */
  async *stream(filter: ApplicationFilter): AsyncGenerator<ApplicationRow> {
    const matches = matcher(filter);
    for (const row of await this.rowsOf(filter.year)) if (matches(row)) yield row;
  }

  /** The edition's applications in one status, oldest submission first (from the edition's rows, like the lists). */
  async withStatus(year: number, status: ApplicationStatus): Promise<ApplicationRow[]> {
    return (await this.rowsOf(year)).filter((row) => row.status === status).reverse();
  }

  /** Every application of the filter (one edition: a few thousand at most), newest first: the list sorts and pages them with their reviews. */
  async all(filter: ApplicationFilter): Promise<ApplicationRow[]> {
    return (await this.rowsOf(filter.year)).filter(matcher(filter));
  }

  /** The status of every application of the edition (the counts are made from it in one pass). */
  async statusesOf(year: number): Promise<ApplicationStatus[]> {
    return (await this.rowsOf(year)).map((row) => row.status);
  }

  /**
   * Sets the status a change recorded at `at`, unless a newer change already set one: on MongoDB
   * the filter makes that atomic; on FerretDB the caller runs one change per application at a time.
   * Equal times pass, so the newest of two changes in one millisecond (by insert order) still wins.
   */
  async setStatus(id: string, status: ApplicationStatus, at: Date): Promise<boolean> {
    // The time is set here rather than by mongoose, so the rows this process holds can carry it.
    const updatedAt = new Date();
    let matched: boolean;
    try {
      const result = await this.applications.updateOne({ _id: id, statusAt: trusted({ $lte: at }) }, { $set: { status, statusAt: at, updatedAt } }, { timestamps: false });
      matched = result.matchedCount === 1;
    } catch (error) {
      await this.rows.changed();
      throw error;
    }
    if (matched) await this.rows.changed((rows) => rows.map((row) => (row.id === id ? { ...row, status, updatedAt } : row)));
    return matched;
  }

  /** Applications submitted since `since`, oldest first: what the email outbox recovery looks at. */
  async submittedSince(since: Date): Promise<ApplicationRecord[]> {
    const docs = await this.applications.find({ submittedAt: trusted({ $gte: since }) }).sort({ submittedAt: 1 }).lean<LeanApplication[]>();
    return docs.map(toRecord);
  }

  /** Every application sent from this email, in any edition (the applicant's download, an erasure). */
  async findByEmail(universityEmail: string): Promise<ApplicationRecord[]> {
    const docs = await this.applications.find({ universityEmail }).sort({ submittedAt: 1 }).lean<LeanApplication[]>();
    return docs.map(toRecord);
  }

  /** The applications a retention purge looks at: every one not accepted, with its year (a scan: a few thousand at most). */
  async notAccepted(): Promise<Array<{ id: string; year: number; status: ApplicationStatus }>> {
    const docs = await this.applications
      .find({ status: trusted({ $nin: [...KEPT_APPLICATION_STATUSES] }) })
      .select({ year: 1, status: 1 })
      .lean<Array<{ _id: { toString(): string }; year: number; status: ApplicationStatus }>>();
    return docs.map(({ _id, year, status }) => ({ id: _id.toString(), year, status }));
  }

  /** Deletes the document (a retention purge, an erasure); false when it was already gone. */
  async deleteById(id: string): Promise<boolean> {
    try {
      const { deletedCount } = await this.applications.deleteOne({ _id: id });
      await this.rows.changed((rows) => rows.filter((row) => row.id !== id));
      // A failure here fails the erasure or purge, which is tried again.
      await this.rows.forgetSnapshots();
      return deletedCount > 0;
    } catch (error) {
      await this.rows.changed();
      throw error;
    }
  }
}
