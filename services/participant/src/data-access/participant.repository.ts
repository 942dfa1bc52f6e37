import { Schema, trusted, type Connection, type Model } from 'mongoose';
import type { CohortYear, EmailJob, LogisticsFields, LogisticsStatus, ParticipantProfileFields, RecipientAffiliation } from '@trek/contracts';
import { DEFAULT_COHORT_YEARS } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';
import { Day0SettingRepository } from './day0-setting.repository.js';
import type { FieldCipher } from './field-cipher.js';

export type StoredProfile = Partial<Omit<ParticipantProfileFields, 'cohortYears'>> & { cohortYears: CohortYear[] };

export type LogisticsState = Partial<LogisticsFields> & {
  status: LogisticsStatus;
  day0Locked: boolean;
  submittedAt: Date | null;
  updatedAt: Date;
};

export interface TransferEntry {
  at: Date;
  recipientEmail: string | null;
  recipientAffiliation: RecipientAffiliation | null;
  noteToOrganizers: string | null;
}

/**
 * Everything about one participant in one document (DESIGN.md data rules): a spot transfer
 * clears the profile, the WhatsApp confirmation and the logistics in a single update.
 */
export interface ParticipantRecord {
  id: string;
  userId: string;
  profile: StoredProfile;
  hasJoinedWhatsapp: boolean;
  whatsappJoinedAt: Date | null;
  logistics: LogisticsState;
  transferCount: number;
  receivedByTransfer: boolean;
  clearedAt: Date | null;
  /** Kept for the organizers' view: who the spot went to, as the sender described them. */
  transfers: TransferEntry[];
  updatedAt: Date;
}

/** Stored encrypted (see field-cipher.ts); everything else is stored as given. */
const ENCRYPTED_LOGISTICS_FIELDS = ['passportNumber', 'dateOfBirth'] as const;
type EncryptedField = (typeof ENCRYPTED_LOGISTICS_FIELDS)[number];
const isEncrypted = (field: string): field is EncryptedField => (ENCRYPTED_LOGISTICS_FIELDS as readonly string[]).includes(field);

type ParticipantDocument = Omit<ParticipantRecord, 'id'>;
type LeanParticipant = ParticipantDocument & { _id: { toString(): string } };

const text = { type: String };
const profileSchema = new Schema(
  {
    firstName: text,
    lastName: text,
    preferredName: text,
    program: text,
    university: text,
    email: text,
    countryOfOrigin: text,
    bio: text,
    photoUrl: text,
    linkedin: text,
    instagram: text,
    twitter: text,
    facebook: text,
    tiktok: text,
    threads: text,
    website: text,
    cohortYears: { type: [Number], default: () => [...DEFAULT_COHORT_YEARS] },
  },
  { _id: false },
);

const logisticsSchema = new Schema(
  {
    legalName: text,
    preferredName: text,
    gender: text,
    email: text,
    phoneMexico: text,
    schoolAffiliation: text,
    passportNationality: text,
    passportNumber: text,
    dateOfBirth: text,
    roommatePreference: text,
    roommateNameOrNA: text,
    specialRequirement: text,
    dietaryPreferences: { type: [String], default: undefined },
    additionalConsiderations: text,
    day0Decision: text,
    day2Preference: text,
    status: { type: String, required: true, default: 'DRAFT' },
    day0Locked: { type: Boolean, required: true, default: false },
    submittedAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
  },
  { _id: false },
);

const transferSchema = new Schema(
  {
    at: { type: Date, required: true },
    recipientEmail: { type: String, default: null },
    recipientAffiliation: { type: String, default: null },
    noteToOrganizers: { type: String, default: null },
  },
  { _id: false },
);

const participantSchema = new Schema<ParticipantDocument>(
  {
    userId: { type: String, required: true },
    profile: { type: profileSchema, required: true },
    hasJoinedWhatsapp: { type: Boolean, required: true, default: false },
    whatsappJoinedAt: { type: Date, default: null },
    logistics: { type: logisticsSchema, required: true },
    transferCount: { type: Number, required: true, default: 0 },
    receivedByTransfer: { type: Boolean, required: true, default: false },
    clearedAt: { type: Date, default: null },
    transfers: { type: [transferSchema], default: [] },
  },
  { collection: 'participants', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } },
);
participantSchema.index({ userId: 1 }, { unique: true, name: 'one_document_per_participant' });

/**
 * One document per transfer of a spot, unique by (user, transfer number): the unique index is what
 * makes two simultaneous confirms count once (FerretDB does not make a filtered update atomic).
 */
interface TransferClaimDocument {
  userId: string;
  transferNumber: number;
  at: Date;
  /** The organizers' notice, kept until it is on the queue (the profile it names is cleared by then). */
  email: EmailJob | null;
  emailPending: boolean;
}
const transferClaimSchema = new Schema<TransferClaimDocument>(
  {
    userId: { type: String, required: true },
    transferNumber: { type: Number, required: true },
    at: { type: Date, required: true },
    email: { type: Schema.Types.Mixed, default: null },
    emailPending: { type: Boolean, required: true, default: false },
  },
  { collection: 'transfer_claims' },
);
transferClaimSchema.index({ userId: 1, transferNumber: 1 }, { unique: true, name: 'one_claim_per_transfer' });
transferClaimSchema.index({ emailPending: 1 });

/** A transfer's notice not yet on the email queue. */
export interface PendingTransferEmail {
  userId: string;
  transferNumber: number;
  email: EmailJob;
}

const emptyProfile = (): StoredProfile => ({ cohortYears: [...DEFAULT_COHORT_YEARS] });
const emptyLogistics = (now: Date, day0Locked: boolean): LogisticsState => ({ status: 'DRAFT', day0Locked, submittedAt: null, updatedAt: now });

/** The fields a profile must have to appear in the public directory. */
const PUBLIC_PROFILE_REQUIRED = ['firstName', 'lastName', 'photoUrl', 'program', 'university'] as const;

export interface LogisticsSave {
  changes: Partial<LogisticsFields>;
  submit: boolean;
  /** Refuse the save unless Day 0 is still as the caller read it (the decision and the lock). */
  day0AsRead?: { day0Decision: LogisticsFields['day0Decision'] | undefined; day0Locked: boolean };
  now: Date;
}

/** Query operators built here are marked `trusted`; sanitizeFilter stays on for everything else. */
export class ParticipantRepository {
  private readonly participants: Model<ParticipantDocument>;
  private readonly transferClaims: Model<TransferClaimDocument>;
  private readonly day0Setting: Day0SettingRepository;

  constructor(
    connection: Connection,
    private readonly cipher: FieldCipher,
  ) {
    this.participants = connection.model<ParticipantDocument>('Participant', participantSchema);
    this.transferClaims = connection.model<TransferClaimDocument>('TransferClaim', transferClaimSchema);
    this.day0Setting = new Day0SettingRepository(connection);
  }

  /** Resolves once the unique indexes exist, so two first requests never create two documents or transfers. */
  async ready(): Promise<void> {
    await Promise.all([this.participants.init(), this.transferClaims.init()]);
  }

  /** The caller's document, created blank on first access, its Day 0 lock as organizers last set it for everyone. */
  async findOrCreate(userId: string, now = new Date()): Promise<ParticipantRecord> {
    const existing = await this.participants.findOne({ userId }).lean<LeanParticipant>();
    if (existing) return this.toRecord(existing);
    try {
      const lockedForAll = await this.day0Setting.lockedForAll();
      const created = await this.participants.create({ userId, profile: emptyProfile(), logistics: emptyLogistics(now, lockedForAll) });
      return await this.followDay0LockForAll(this.toRecord(created.toObject() as LeanParticipant), lockedForAll);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const raced = await this.participants.findOne({ userId }).lean<LeanParticipant>();
      if (!raced) throw error;
      return this.toRecord(raced);
    }
  }

  async updateProfile(userId: string, changes: Partial<StoredProfile>): Promise<ParticipantRecord | null> {
    const set = Object.fromEntries(Object.entries(changes).map(([field, value]) => [`profile.${field}`, value]));
    const updated = await this.participants.findOneAndUpdate({ userId }, { $set: set }, { returnDocument: 'after' }).lean<LeanParticipant>();
    return updated ? this.toRecord(updated) : null;
  }

  /** Records the first confirmation only; confirming again keeps the original time. */
  async confirmWhatsapp(userId: string, at: Date): Promise<ParticipantRecord | null> {
    await this.participants.updateOne({ userId, hasJoinedWhatsapp: trusted({ $ne: true }) }, { $set: { hasJoinedWhatsapp: true, whatsappJoinedAt: at } });
    const current = await this.participants.findOne({ userId }).lean<LeanParticipant>();
    return current ? this.toRecord(current) : null;
  }

  /** Null when the document is missing or Day 0 changed since the caller read it. */
  async saveLogistics(userId: string, { changes, submit, day0AsRead, now }: LogisticsSave): Promise<ParticipantRecord | null> {
    const set: Record<string, unknown> = { 'logistics.updatedAt': now };
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      set[`logistics.${field}`] = isEncrypted(field) ? this.cipher.encrypt(value as string) : value;
    }
    if (submit) {
      set['logistics.status'] = 'SUBMITTED';
      set['logistics.submittedAt'] = now;
    }
    const filter: Record<string, unknown> = { userId };
    if (day0AsRead) {
      filter['logistics.day0Decision'] = day0AsRead.day0Decision ?? null;
      filter['logistics.day0Locked'] = day0AsRead.day0Locked;
    }
    const updated = await this.participants.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after' }).lean<LeanParticipant>();
    return updated ? this.toRecord(updated) : null;
  }

  /**
   * The spot transfer: claims transfer number `transferNumber` with the notice it owes (false when
   * it was already claimed), then clears profile, WhatsApp and logistics and records the transfer in one document update.
   */
  async transferSpot(userId: string, transferNumber: number, entry: TransferEntry, email: EmailJob | null): Promise<ParticipantRecord | false> {
    try {
      await this.transferClaims.create({ userId, transferNumber, at: entry.at, email, emailPending: email !== null });
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    const lockedForAll = await this.day0Setting.lockedForAll();
    const updated = await this.participants
      .findOneAndUpdate(
        { userId },
        {
          $set: {
            profile: emptyProfile(),
            hasJoinedWhatsapp: false,
            whatsappJoinedAt: null,
            logistics: emptyLogistics(entry.at, lockedForAll),
            receivedByTransfer: true,
            clearedAt: entry.at,
            transferCount: transferNumber,
          },
          $push: { transfers: entry },
        },
        { returnDocument: 'after' },
      )
      .lean<LeanParticipant>();
    if (!updated) throw new Error('The participant document disappeared during a transfer');
    return this.followDay0LockForAll(this.toRecord(updated), lockedForAll);
  }

  /**
   * Without transactions, a "lock for everyone" can land between reading the setting and writing a
   * fresh document, and its updateMany can miss that document. Reading the setting again after the
   * write closes the gap: a lock-all that missed the document had already changed the setting.
   */
  private async followDay0LockForAll(record: ParticipantRecord, lockedWhenWritten: boolean): Promise<ParticipantRecord> {
    const lockedForAll = await this.day0Setting.lockedForAll();
    if (lockedForAll === lockedWhenWritten) return record;
    return (await this.setDay0Lock(record.userId, lockedForAll)) ?? record;
  }

  async pendingTransferEmails(limit = 100): Promise<PendingTransferEmail[]> {
    const claims = await this.transferClaims.find({ emailPending: true }).sort({ at: 1 }).limit(limit).lean<TransferClaimDocument[]>();
    return claims.flatMap(({ userId, transferNumber, email }) => (email ? [{ userId, transferNumber, email }] : []));
  }

  async markTransferEmailQueued(userId: string, transferNumber: number): Promise<void> {
    await this.transferClaims.updateOne({ userId, transferNumber }, { $set: { emailPending: false } });
  }

  /** The document if the participant ever opened the portal; never creates one. */
  async findByUserId(userId: string): Promise<ParticipantRecord | null> {
    const doc = await this.participants.findOne({ userId }).lean<LeanParticipant>();
    return doc ? this.toRecord(doc) : null;
  }

  /** The documents of those who opened the portal, among the given users. */
  async findByUserIds(userIds: string[]): Promise<ParticipantRecord[]> {
    const docs = await this.participants.find({ userId: trusted({ $in: userIds }) }).lean<LeanParticipant[]>();
    return docs.map((doc) => this.toRecord(doc));
  }

  /** Every participant document, for the organizers' views (one edition: a few hundred at most). */
  async listAll(): Promise<ParticipantRecord[]> {
    const docs = await this.participants.find().sort({ userId: 1 }).lean<LeanParticipant[]>();
    return docs.map((doc) => this.toRecord(doc));
  }

  /** The organizers' Day 0 lock for one participant; null when they have no document yet. */
  async setDay0Lock(userId: string, locked: boolean): Promise<ParticipantRecord | null> {
    const updated = await this.participants.findOneAndUpdate({ userId }, { $set: { 'logistics.day0Locked': locked } }, { returnDocument: 'after' }).lean<LeanParticipant>();
    return updated ? this.toRecord(updated) : null;
  }

  /**
   * The lock for every participant document, and for those created or cleared by a transfer later;
   * answers how many documents there are now. The setting is written first (see followDay0LockForAll).
   */
  async setDay0LockForAll(locked: boolean): Promise<number> {
    await this.day0Setting.setLockedForAll(locked);
    const result = await this.participants.updateMany({}, { $set: { 'logistics.day0Locked': locked } });
    return result.matchedCount;
  }

  /** Profiles complete enough for the public directory. */
  async listPublicProfiles(): Promise<ParticipantRecord[]> {
    const filter = Object.fromEntries(PUBLIC_PROFILE_REQUIRED.map((field) => [`profile.${field}`, trusted({ $gt: '' })]));
    const docs = await this.participants.find(filter).sort({ 'profile.lastName': 1, 'profile.firstName': 1 }).lean<LeanParticipant[]>();
    return docs.map((doc) => this.toRecord(doc));
  }

  private toRecord({ _id, ...doc }: LeanParticipant): ParticipantRecord {
    const logistics = { ...(doc.logistics ?? emptyLogistics(doc.updatedAt, false)) };
    for (const field of ENCRYPTED_LOGISTICS_FIELDS) {
      const stored = logistics[field];
      if (stored !== undefined && stored !== null) logistics[field] = this.cipher.decrypt(stored);
    }
    return {
      id: _id.toString(),
      userId: doc.userId,
      profile: doc.profile ?? emptyProfile(),
      hasJoinedWhatsapp: doc.hasJoinedWhatsapp ?? false,
      whatsappJoinedAt: doc.whatsappJoinedAt ?? null,
      logistics,
      transferCount: doc.transferCount ?? 0,
      receivedByTransfer: doc.receivedByTransfer ?? false,
      clearedAt: doc.clearedAt ?? null,
      transfers: doc.transfers ?? [],
      updatedAt: doc.updatedAt,
    };
  }
}
