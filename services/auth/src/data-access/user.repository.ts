import { Schema, trusted, type Connection, type Model } from 'mongoose';
import { DEFAULT_LANGUAGE, storedLanguageSchema, type Language, type Role } from '@trek/contracts';
import { isDuplicateKeyError, KeyedQueue } from '@trek/service-kit';

export interface UserRecord {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  /** Null until the person sets one through a set-password link (and after an organizer's reset). */
  passwordHash: string | null;
  avatarUrl: string | null;
  disabled: boolean;
  lastSignInAt: Date | null;
  createdBy: string | null;
  /** The language of the person's emails: the one they last used the site in (see setLanguage). */
  language: Language;
  createdAt: Date;
}

export interface NewUser {
  email: string;
  fullName: string;
  role: Role;
  passwordHash: string | null;
  createdBy: string | null;
  language?: Language;
}

export interface UserListQuery {
  role?: Role;
  search?: string;
  page: number;
  pageSize: number;
}

type UserDocument = Omit<UserRecord, 'id'>;

const userSchema = new Schema<UserDocument>(
  {
    // Stored lower-cased by the shared schema, so this unique index is case-insensitive in effect.
    email: { type: String, required: true, unique: true },
    fullName: { type: String, required: true },
    role: { type: String, required: true, enum: ['ORGANIZER', 'PARTICIPANT'] },
    passwordHash: { type: String, default: null },
    avatarUrl: { type: String, default: null },
    disabled: { type: Boolean, default: false },
    lastSignInAt: { type: Date, default: null },
    createdBy: { type: String, default: null },
    language: { type: String, default: DEFAULT_LANGUAGE },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.index({ role: 1, createdAt: -1 });

type LeanUser = UserDocument & { _id: { toString(): string } };

function toRecord(doc: LeanUser): UserRecord {
  return {
    id: doc._id.toString(),
    email: doc.email,
    fullName: doc.fullName,
    role: doc.role,
    passwordHash: doc.passwordHash ?? null,
    avatarUrl: doc.avatarUrl ?? null,
    disabled: doc.disabled ?? false,
    lastSignInAt: doc.lastSignInAt ?? null,
    createdBy: doc.createdBy ?? null,
    language: storedLanguageSchema.parse(doc.language),
    createdAt: doc.createdAt,
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class EmailTakenError extends Error {}

/**
 * Users. A user document has several writers (sign-in, password reset, disabling), and FerretDB
 * rewrites the whole document on every update, so one of two at the same instant would undo the
 * other (a sign-in re-enabling a just-disabled account): they run one at a time per user. On
 * FerretDB the service runs as one process; replicas need MongoDB.
 */
export class UserRepository {
  private readonly users: Model<UserDocument>;
  private readonly writes = new KeyedQueue();

  constructor(connection: Connection) {
    this.users = connection.model<UserDocument>('User', userSchema);
  }

  /** Resolves once the unique indexes exist, so duplicates are refused from the first request. */
  async ready(): Promise<void> {
    await this.users.init();
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const created = await this.users.create(user);
      return toRecord(created.toObject() as LeanUser);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const doc = await this.users.findOne({ email }).lean<LeanUser>();
    return doc ? toRecord(doc) : null;
  }

  async findById(id: string): Promise<UserRecord | null> {
    const doc = await this.users.findById(id).lean<LeanUser>();
    return doc ? toRecord(doc) : null;
  }

  /**
   * Records a sign-in, and the language it was made in when the request named one (one update, not
   * two); `rehash` replaces the hash the password was verified against with a stronger one, unless
   * the password changed meanwhile (a reset must never be undone).
   */
  async recordSignIn(id: string, at: Date, rehash?: { verified: string; rehashed: string }, language?: Language): Promise<void> {
    await this.writes.run(id, async () => {
      await this.users.updateOne({ _id: id }, { $set: { lastSignInAt: at, ...(language ? { language } : {}) } });
      if (rehash) await this.users.updateOne({ _id: id, passwordHash: rehash.verified }, { $set: { passwordHash: rehash.rehashed } });
    });
  }

  /** A new password, or none (null: an organizer's reset, until the person sets one through the link). */
  async setPasswordHash(id: string, passwordHash: string | null): Promise<void> {
    await this.writes.run(id, () => this.users.updateOne({ _id: id }, { $set: { passwordHash } }));
  }

  /** The person's language, written through the user's queue like every other change to the document. */
  async setLanguage(id: string, language: Language): Promise<void> {
    await this.writes.run(id, () => this.users.updateOne({ _id: id, language: trusted({ $ne: language }) }, { $set: { language } }));
  }

  async setDisabled(id: string, disabled: boolean): Promise<UserRecord | null> {
    const doc = await this.writes.run(id, () =>
      this.users.findOneAndUpdate({ _id: id }, { $set: { disabled } }, { returnDocument: 'after' }).lean<LeanUser>(),
    );
    return doc ? toRecord(doc) : null;
  }

  /**
   * An erasure on request: the account stays (disabled, so its id is never reused and what refers
   * to it still resolves) but its personal fields are deleted: name, email (a placeholder frees the
   * real one for a new account), password, avatar and last sign-in.
   */
  async erase(id: string, placeholder: { email: string; fullName: string }): Promise<UserRecord | null> {
    const doc = await this.writes.run(id, () =>
      this.users
        .findOneAndUpdate({ _id: id }, { $set: { ...placeholder, disabled: true, passwordHash: null, avatarUrl: null, lastSignInAt: null } }, { returnDocument: 'after' })
        .lean<LeanUser>(),
    );
    return doc ? toRecord(doc) : null;
  }

  async countActiveOrganizers(): Promise<number> {
    return this.users.countDocuments({ role: 'ORGANIZER', disabled: trusted({ $ne: true }) });
  }

  /** Organizer accounts that are not disabled, oldest first; organizers are a handful, so all at once. */
  async listActiveOrganizers(): Promise<UserRecord[]> {
    const docs = await this.users
      .find({ role: 'ORGANIZER', disabled: trusted({ $ne: true }) })
      .sort({ createdAt: 1, _id: 1 })
      .lean<LeanUser[]>();
    return docs.map(toRecord);
  }

  /** Participant accounts that are not disabled, oldest first: whom scheduled setup reminders may reach (a few hundred per edition). */
  async listActiveParticipants(): Promise<UserRecord[]> {
    const docs = await this.users
      .find({ role: 'PARTICIPANT', disabled: trusted({ $ne: true }) })
      .sort({ createdAt: 1, _id: 1 })
      .lean<LeanUser[]>();
    return docs.map(toRecord);
  }

  async list(query: UserListQuery): Promise<{ users: UserRecord[]; total: number }> {
    const filter: Record<string, unknown> = {};
    if (query.role) filter.role = query.role;
    if (query.search) {
      // Built here from an escaped string, never from client-sent operators (sanitizeFilter is on).
      const pattern = new RegExp(escapeRegex(query.search), 'i');
      filter.$or = [{ email: pattern }, { fullName: pattern }];
    }
    // One read of every match, paged here: on FerretDB a page and its count would each decode
    // every account, and the accounts are a few hundred. _id breaks ties of accounts created in
    // the same millisecond, so pages never overlap.
    const docs = await this.users.find(filter).sort({ createdAt: -1, _id: -1 }).setOptions({ sanitizeFilter: false }).lean<LeanUser[]>();
    const start = (query.page - 1) * query.pageSize;
    return { users: docs.slice(start, start + query.pageSize).map(toRecord), total: docs.length };
  }
}
