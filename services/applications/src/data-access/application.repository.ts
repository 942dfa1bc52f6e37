import { Schema, type Connection, type Model } from 'mongoose';
import type { ApplicationPayload, ApplicationStatus, ApplicationStatusEntry } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';

export type OwedEmailKind = 'application-confirmation' | 'new-application' | 'participant-credentials';

export interface OwedEmail {
  kind: OwedEmailKind;
  jobId: string;
}

export interface QueuedEmail extends OwedEmail {
  queuedAt: Date;
}

export interface ApplicationRecord extends ApplicationPayload {
  id: string;
  ref: string;
  year: number;
  status: ApplicationStatus;
  statusHistory: Array<Omit<ApplicationStatusEntry, 'at'> & { at: Date }>;
  participantAccountId: string | null;
  /** The transactional outbox: written with the application, emptied once its jobs are queued. */
  pendingEmails: OwedEmail[];
  queuedEmails: QueuedEmail[];
  submittedAt: Date;
  updatedAt: Date;
}

export interface NewApplication extends ApplicationPayload {
  ref: string;
  year: number;
  submittedAt: Date;
  pendingEmails: OwedEmail[];
}

export interface ApplicationFilter {
  year: number;
  search?: string | undefined;
  status?: ApplicationStatus | undefined;
  affiliation?: string | undefined;
  commitment?: string | undefined;
  passportValid?: string | undefined;
}

type ApplicationDocument = Omit<ApplicationRecord, 'id'> & { emailsPending: boolean };
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

const owedEmailSchema = new Schema({ kind: { type: String, required: true }, jobId: { type: String, required: true } }, { _id: false });
const queuedEmailSchema = new Schema(
  { kind: { type: String, required: true }, jobId: { type: String, required: true }, queuedAt: { type: Date, required: true } },
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
    participantAccountId: { type: String, default: null },
    pendingEmails: { type: [owedEmailSchema], default: [] },
    queuedEmails: { type: [queuedEmailSchema], default: [] },
    emailsPending: { type: Boolean, default: false },
    submittedAt: { type: Date, required: true },
  },
  { collection: 'applications', timestamps: { createdAt: false, updatedAt: 'updatedAt' } },
);
applicationSchema.index({ year: 1, universityEmail: 1 }, { unique: true, name: 'one_application_per_email_per_edition' });
applicationSchema.index({ ref: 1 }, { unique: true, name: 'unique_reference' });
applicationSchema.index({ year: 1, submittedAt: -1 });
applicationSchema.index({ emailsPending: 1 });

function toRecord({ _id, emailsPending: _emailsPending, ...doc }: LeanApplication): ApplicationRecord {
  return {
    ...doc,
    id: _id.toString(),
    comments: doc.comments ?? '',
    referral: doc.referral ?? '',
    statusHistory: doc.statusHistory ?? [],
    participantAccountId: doc.participantAccountId ?? null,
    pendingEmails: doc.pendingEmails ?? [],
    queuedEmails: doc.queuedEmails ?? [],
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Thrown by insert when the unique (edition, email) or reference index refuses the document. */
export class DuplicateApplicationError extends Error {}

export class ApplicationRepository {
  private readonly applications: Model<ApplicationDocument>;

  constructor(connection: Connection) {
    this.applications = connection.model<ApplicationDocument>('Application', applicationSchema);
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
        statusHistory: [{ status: 'submitted', note: null, by: null, at: application.submittedAt }],
        emailsPending: application.pendingEmails.length > 0,
      });
      return toRecord(created.toObject() as LeanApplication);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new DuplicateApplicationError();
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

  /** Regexes built here from escaped strings, never from client-sent operators (sanitizeFilter stays on elsewhere). */
  private toQuery(filter: ApplicationFilter): Record<string, unknown> {
    const query: Record<string, unknown> = { year: filter.year };
    if (filter.status) query.status = filter.status;
    if (filter.commitment) query.commitment = filter.commitment;
    if (filter.passportValid) query.passportValid = filter.passportValid;
    if (filter.affiliation) query.affiliation = new RegExp(escapeRegex(filter.affiliation), 'i');
    if (filter.search) {
      const pattern = new RegExp(escapeRegex(filter.search), 'i');
      query.$or = [{ firstNames: pattern }, { lastName: pattern }, { universityEmail: pattern }, { ref: pattern }];
    }
    return query;
  }

  async list(filter: ApplicationFilter, page: number, pageSize: number): Promise<{ applications: ApplicationRecord[]; total: number }> {
    const query = this.toQuery(filter);
    const [docs, total] = await Promise.all([
      this.applications
        .find(query)
        .sort({ submittedAt: -1, _id: -1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .setOptions({ sanitizeFilter: false })
        .lean<LeanApplication[]>(),
      this.applications.countDocuments(query).setOptions({ sanitizeFilter: false }),
    ]);
    return { applications: docs.map(toRecord), total };
  }

  /** Every match, newest first, for the CSV export. */
  async *stream(filter: ApplicationFilter): AsyncGenerator<ApplicationRecord> {
    const cursor = this.applications
      .find(this.toQuery(filter))
      .sort({ submittedAt: -1, _id: -1 })
      .setOptions({ sanitizeFilter: false })
      .lean<LeanApplication[]>()
      .cursor();
    for await (const doc of cursor) yield toRecord(doc as LeanApplication);
  }

  async countByStatus(year: number, status: ApplicationStatus): Promise<number> {
    return this.applications.countDocuments({ year, status });
  }

  async changeStatus(id: string, entry: ApplicationRecord['statusHistory'][number]): Promise<ApplicationRecord | null> {
    const doc = await this.applications
      .findOneAndUpdate({ _id: id }, { $set: { status: entry.status }, $push: { statusHistory: entry } }, { returnDocument: 'after' })
      .lean<LeanApplication>();
    return doc ? toRecord(doc) : null;
  }

  /** Records the account once; false when another request recorded one first. */
  async recordParticipantAccount(id: string, accountId: string): Promise<boolean> {
    const result = await this.applications.updateOne({ _id: id, participantAccountId: null }, { $set: { participantAccountId: accountId } });
    return result.modifiedCount === 1;
  }

  async recordQueuedEmail(id: string, email: QueuedEmail): Promise<void> {
    await this.applications.updateOne({ _id: id }, { $push: { queuedEmails: email } });
  }

  async withPendingEmails(limit: number): Promise<ApplicationRecord[]> {
    const docs = await this.applications.find({ emailsPending: true }).sort({ submittedAt: 1 }).limit(limit).lean<LeanApplication[]>();
    return docs.map(toRecord);
  }

  /** Moves the given owed emails to queued; a concurrent relay that got there first changes nothing. */
  async markEmailsQueued(id: string, emails: OwedEmail[], queuedAt: Date): Promise<void> {
    await this.applications.updateOne(
      { _id: id, emailsPending: true },
      { $set: { pendingEmails: [], emailsPending: false }, $push: { queuedEmails: { $each: emails.map((email) => ({ ...email, queuedAt })) } } },
    );
  }
}
