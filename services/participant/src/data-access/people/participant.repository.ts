import { Types, trusted, type Connection, type Model } from 'mongoose';
import { purgedLogisticsFields, type LogisticsFields } from '@trek/contracts';
import { ignoreDuplicate, isDuplicateKeyError, KeyedQueue } from '@trek/service-kit';
import { Day0SettingRepository, type Day0Setting } from './day0-setting.repository.js';
import type { FieldCipher } from './field-cipher.js';
import {
  emptyProfileFields,
  participantModels,
  type Day0LockDocument,
  type Lean,
  type LogisticsDocument,
  type ParticipantModels,
  type ProfileDocument,
  type ProfileFields,
  type WhatsappConfirmationDocument,
} from './participant-documents.js';
import type { CarriedChoices } from '../spots/spot.repository.js';

/** Stored encrypted (see field-cipher.ts); everything else is stored as given. */
const ENCRYPTED_LOGISTICS_FIELDS = [
  'passportNumber',
  'dateOfBirth',
  'emergencyContactName',
  'emergencyContactRelation',
  'emergencyContactPhone',
  'insuranceProvider',
  'insurancePolicyNumber',
] as const;
type EncryptedField = (typeof ENCRYPTED_LOGISTICS_FIELDS)[number];
const isEncrypted = (field: string): field is EncryptedField => (ENCRYPTED_LOGISTICS_FIELDS as readonly string[]).includes(field);

export interface LogisticsSave {
  changes: Partial<LogisticsFields>;
  submit: boolean;
  /** Refuse the save unless the Day 0 decision is still as the caller read it. */
  day0AsRead?: { day0Decision: LogisticsFields['day0Decision'] | undefined };
  now: Date;
}

type LeanProfile = Lean<ProfileDocument>;
type LeanLogistics = Lean<LogisticsDocument & { createdAt?: Date }>;

/** One person's documents as stored (the logistics' encrypted fields decrypted); the domain makes them a record. */
export interface ParticipantDocuments {
  profile?: LeanProfile;
  logistics?: LeanLogistics;
  whatsapp?: WhatsappConfirmationDocument;
  day0Lock?: Day0LockDocument;
}

/** Write-queue keys: one per document with more than one writer (see KeyedQueue). */
const profileKey = (userId: string) => `participant_profiles:${userId}`;
const logisticsKey = (userId: string) => `participant_logistics:${userId}`;
/** Every Day 0 lock write (one person's or everyone's) in one line: organizers' clicks, rare. */
const DAY0_LOCKS_KEY = 'day0_locks';

/**
 * The participants' documents. Query operators built here are marked `trusted`; sanitizeFilter
 * stays on for everything else. Updates of a document with more than one writer go through the
 * write queue keyed by that document: on FerretDB this service runs as one process.
 */
export class ParticipantRepository {
  private readonly models: ParticipantModels;
  private readonly day0Setting: Day0SettingRepository;
  private readonly writes = new KeyedQueue();

  constructor(
    connection: Connection,
    private readonly cipher: FieldCipher,
  ) {
    this.models = participantModels(connection);
    this.day0Setting = new Day0SettingRepository(connection);
  }

  /** Resolves once the unique indexes exist (so two first requests never create two documents). */
  async ready(): Promise<void> {
    await Promise.all(Object.values(this.models).map((model: Model<unknown>) => model.init()));
  }

  /**
   * Inserts against the unique index: two first requests at once create each document once. A new
   * logistics document starts with `carried`. False, with nothing left, for a person whose data
   * was erased: a request that passed its session check just before the erasure ended the session
   * must not bring the documents back. The erasure records itself before it deletes, and this
   * checks after it inserts, so whichever runs last, nothing stays.
   */
  async createDocuments(userId: string, now: Date, carried: CarriedChoices = {}): Promise<boolean> {
    const [profile, logistics] = await Promise.all([this.models.profiles.exists({ userId }), this.models.logistics.exists({ userId })]);
    if (profile && logistics) return true;
    const _id = new Types.ObjectId();
    if (!profile) await ignoreDuplicate(this.models.profiles.create({ _id, userId, ...emptyProfileFields() }));
    if (!logistics) await ignoreDuplicate(this.models.logistics.create({ _id, userId, status: 'DRAFT', submittedAt: null, updatedAt: now, ...carried }));
    if (!(await this.models.erasures.exists({ _id: userId }))) return true;
    await this.eraseParticipant(userId);
    return false;
  }

  /** Records that the person's documents are being erased, before they are deleted (see createDocuments). */
  async markErased(userId: string, at: Date): Promise<void> {
    await ignoreDuplicate(this.models.erasures.create({ _id: userId, at }));
  }

  /** Sets these logistics choices, through the document's write queue. */
  async setLogisticsChoices(userId: string, choices: CarriedChoices): Promise<void> {
    await this.writes.run(logisticsKey(userId), () => this.models.logistics.updateOne({ userId }, { $set: { ...choices } }));
  }

  /** False when the participant has no profile document yet. */
  async updateProfile(userId: string, changes: Partial<ProfileFields>): Promise<boolean> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const { matchedCount } = await this.writes.run(profileKey(userId), () => this.models.profiles.updateOne({ userId }, { $set: set }));
    return matchedCount > 0;
  }

  /** Records the first confirmation only (an insert, unique per person); confirming again keeps the original time. */
  async confirmWhatsapp(userId: string, at: Date): Promise<void> {
    await ignoreDuplicate(this.models.whatsapp.create({ userId, at }));
  }

  /**
   * False when the document is missing or the Day 0 decision changed since the caller read it. The
   * decision is in the update's filter (atomic on MongoDB) and every write of the document goes
   * through its queue (which makes it so on FerretDB, where this service runs as one process).
   */
  async saveLogistics(userId: string, { changes, submit, day0AsRead, now }: LogisticsSave): Promise<boolean> {
    const set: Record<string, unknown> = { updatedAt: now };
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      set[field] = isEncrypted(field) ? this.cipher.encrypt(value as string) : value;
    }
    if (submit) {
      set.status = 'SUBMITTED';
      set.submittedAt = now;
    }
    const filter: Record<string, unknown> = { userId };
    if (day0AsRead) filter.day0Decision = day0AsRead.day0Decision ?? null;
    const updated = await this.writes.run(logisticsKey(userId), () => this.models.logistics.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after' }).lean<LeanLogistics>());
    return updated !== null;
  }

  /** Who last submitted their logistics since `since`. */
  async logisticsSubmittedSince(since: Date): Promise<string[]> {
    const submitted = await this.models.logistics.find({ submittedAt: trusted({ $gte: since }) }, { userId: 1 }).lean<{ userId: string }[]>();
    return [...new Set(submitted.map(({ userId }) => userId))];
  }

  /** The organizers' Day 0 lock for one participant, of the current generation of the lock for everyone; false when they have no documents yet. */
  async setDay0Lock(userId: string, locked: boolean): Promise<boolean> {
    return this.writes.run(DAY0_LOCKS_KEY, async () => {
      if (!(await this.models.logistics.exists({ userId }))) return false;
      const { generation } = await this.day0Setting.read();
      const write = () => this.models.day0Locks.updateOne({ userId }, { $set: { locked, generation, at: new Date() } }, { upsert: true });
      try {
        await write();
      } catch (error) {
        // Two first upserts at once (MongoDB replicas): the other one created it; update it now.
        if (!isDuplicateKeyError(error)) throw error;
        await write();
      }
      return true;
    });
  }

  /** The lock for everyone: one settings write that raises its generation. Answers how many participants there are now. */
  async setDay0LockForAll(locked: boolean): Promise<number> {
    await this.writes.run(DAY0_LOCKS_KEY, () => this.day0Setting.setLockedForAll(locked));
    return this.models.logistics.countDocuments();
  }

  /** Who has every field of `required` in their profile, by last and first name. */
  async userIdsWithProfileFields(required: readonly string[]): Promise<string[]> {
    const filter = Object.fromEntries(required.map((field) => [field, trusted({ $gt: '' })]));
    const docs = await this.models.profiles.find(filter).sort({ lastName: 1, firstName: 1 }).select({ userId: 1 }).lean<Array<{ userId: string }>>();
    return docs.map((doc) => doc.userId);
  }

  /** The participants whose logistics document still holds any of the wizard's fields. */
  async withStoredLogistics(): Promise<string[]> {
    const filter = { $or: purgedLogisticsFields().map((field) => ({ [field]: trusted({ $exists: true }) })) };
    const docs = await this.models.logistics.find(filter).select({ userId: 1 }).lean<Array<{ userId: string }>>();
    return docs.map((doc) => doc.userId);
  }

  /**
   * Deletes the wizard's fields from one participant's logistics ($unset), `purgedAt` saying when.
   * Through the document's write queue, so a save at the same moment is not lost half-applied.
   */
  async purgeLogistics(userId: string, at: Date): Promise<boolean> {
    const unset = Object.fromEntries(purgedLogisticsFields().map((field) => [field, '']));
    const { modifiedCount } = await this.writes.run(logisticsKey(userId), () => this.models.logistics.updateOne({ userId }, { $unset: unset, $set: { purgedAt: at } }));
    return modifiedCount > 0;
  }

  /** Deletes every document about the participant (profile, logistics, WhatsApp confirmation, Day 0 lock); answers what there was. */
  async eraseParticipant(userId: string): Promise<{ profile: boolean; logistics: boolean; whatsapp: number }> {
    const profile = await this.writes.run(profileKey(userId), () => this.models.profiles.deleteMany({ userId }));
    const logistics = await this.writes.run(logisticsKey(userId), () => this.models.logistics.deleteMany({ userId }));
    const whatsapp = await this.models.whatsapp.deleteMany({ userId });
    await this.writes.run(DAY0_LOCKS_KEY, () => this.models.day0Locks.deleteMany({ userId }));
    return { profile: profile.deletedCount > 0, logistics: logistics.deletedCount > 0, whatsapp: whatsapp.deletedCount };
  }

  /**
   * The documents of these users (every user when none given) who have a profile or logistics
   * document, and the Day 0 setting, read at once.
   */
  async documentsOf(userIds?: readonly string[]): Promise<{ byUser: Map<string, ParticipantDocuments>; day0Setting: Day0Setting }> {
    const filter = () => (userIds === undefined ? {} : { userId: trusted({ $in: [...userIds] }) });
    const [profiles, logistics, whatsapp, day0Locks, day0Setting] = await Promise.all([
      this.models.profiles.find(filter()).lean<LeanProfile[]>(),
      this.models.logistics.find(filter()).lean<LeanLogistics[]>(),
      this.models.whatsapp.find(filter()).lean<WhatsappConfirmationDocument[]>(),
      this.models.day0Locks.find(filter()).lean<Day0LockDocument[]>(),
      this.day0Setting.read(),
    ]);
    const byUser = new Map<string, ParticipantDocuments>();
    const documentsOf = (userId: string) => {
      let documents = byUser.get(userId);
      if (!documents) byUser.set(userId, (documents = {}));
      return documents;
    };
    for (const doc of profiles) documentsOf(doc.userId).profile = doc;
    for (const doc of logistics) documentsOf(doc.userId).logistics = this.decrypted(doc);
    for (const doc of whatsapp) {
      const documents = byUser.get(doc.userId);
      if (documents) documents.whatsapp = doc;
    }
    for (const doc of day0Locks) {
      const documents = byUser.get(doc.userId);
      if (documents) documents.day0Lock = doc;
    }
    return { byUser, day0Setting };
  }

  private decrypted(doc: LeanLogistics): LeanLogistics {
    const result = { ...doc };
    for (const field of ENCRYPTED_LOGISTICS_FIELDS) {
      const value = result[field];
      if (value !== undefined && value !== null) result[field] = this.cipher.decrypt(value);
    }
    return result;
  }
}
