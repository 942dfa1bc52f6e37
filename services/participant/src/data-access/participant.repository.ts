import { Schema, Types, trusted, type Connection, type Model } from 'mongoose';
import { PURGED_LOGISTICS_FIELDS, type CohortYear, type EmailJob, type LogisticsFields, type LogisticsStatus, type ParticipantProfileFields, type RecipientAffiliation } from '@trek/contracts';
import { isDuplicateKeyError, KeyedQueue } from '@trek/service-kit';
import { Day0SettingRepository, type Day0Setting } from './day0-setting.repository.js';
import type { FieldCipher } from './field-cipher.js';
import { migrateLegacyParticipants } from './legacy-participants.migration.js';
import {
  emptyProfileFields,
  ignoreDuplicate,
  participantModels,
  type Day0LockDocument,
  type Lean,
  type LogisticsDocument,
  type ParticipantModels,
  type ProfileDocument,
  type TransferRecordDocument,
  type WhatsappConfirmationDocument,
} from './participant-documents.js';

export type StoredProfile = Partial<Omit<ParticipantProfileFields, 'cohortYears'>> & { cohortYears: CohortYear[] };

export type LogisticsState = Partial<LogisticsFields> & {
  status: LogisticsStatus;
  day0Locked: boolean;
  submittedAt: Date | null;
  updatedAt: Date;
  /** When a retention purge deleted the wizard's fields. */
  purgedAt?: Date;
};

export interface TransferEntry {
  at: Date;
  recipientEmail: string | null;
  recipientAffiliation: RecipientAffiliation | null;
  noteToOrganizers: string | null;
}

/**
 * Everything about one participant, as the use cases see it: assembled from the documents it is
 * kept in (participant-documents.ts), one writer per document (DESIGN.md data rules).
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

/**
 * One document per transfer of a spot, unique by (user, transfer number): the unique index is what
 * makes two simultaneous confirms count once (FerretDB does not make a filtered update atomic).
 */
interface TransferClaimDocument {
  userId: string;
  transferNumber: number;
  at: Date;
  /**
   * The organizers' notice as it was owed (the profile it names is cleared by then), kept so a crash
   * before it reached the outbox is repaired at the next start. `emailPending` is what older
   * versions flagged while it waited for the queue.
   */
  email: EmailJob | null;
  emailPending?: boolean;
}
const transferClaimSchema = new Schema<TransferClaimDocument>(
  {
    userId: { type: String, required: true },
    transferNumber: { type: Number, required: true },
    at: { type: Date, required: true },
    email: { type: Schema.Types.Mixed, default: null },
    emailPending: { type: Boolean, default: undefined },
  },
  { collection: 'transfer_claims' },
);
transferClaimSchema.index({ userId: 1, transferNumber: 1 }, { unique: true, name: 'one_claim_per_transfer' });
transferClaimSchema.index({ at: 1 });

/** The notice a transfer owed the organizers. */
export interface TransferNotice {
  userId: string;
  transferNumber: number;
  email: EmailJob;
}

/** No trek years saved: the profile reads as its participant's own edition (see profile.ts). */
const emptyProfile = (): StoredProfile => ({ cohortYears: [] });
const emptyLogistics = (now: Date, day0Locked: boolean): LogisticsState => ({ status: 'DRAFT', day0Locked, submittedAt: null, updatedAt: now });

/** The fields a profile must have to appear in the public directory. */
const PUBLIC_PROFILE_REQUIRED = ['firstName', 'lastName', 'photoUrl', 'program', 'university'] as const;

export interface LogisticsSave {
  changes: Partial<LogisticsFields>;
  submit: boolean;
  /** Refuse the save unless the Day 0 decision is still as the caller read it. */
  day0AsRead?: { day0Decision: LogisticsFields['day0Decision'] | undefined };
  now: Date;
}

type LeanProfile = Lean<ProfileDocument>;
type LeanLogistics = Lean<LogisticsDocument & { createdAt?: Date }>;
type ClaimSummary = Pick<TransferClaimDocument, 'userId' | 'transferNumber' | 'at'>;

/** One participant's documents, before they are assembled into a record. */
interface Parts {
  profile?: LeanProfile;
  logistics?: LeanLogistics;
  whatsapp: WhatsappConfirmationDocument[];
  day0Lock?: Day0LockDocument;
  claims: ClaimSummary[];
  transfers: TransferRecordDocument[];
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
  private readonly transferClaims: Model<TransferClaimDocument>;
  private readonly day0Setting: Day0SettingRepository;
  private readonly writes = new KeyedQueue();

  constructor(
    private readonly connection: Connection,
    private readonly cipher: FieldCipher,
  ) {
    this.models = participantModels(connection);
    this.transferClaims = connection.model<TransferClaimDocument>('TransferClaim', transferClaimSchema);
    this.day0Setting = new Day0SettingRepository(connection);
  }

  /**
   * Resolves once the unique indexes exist (so two first requests never create two documents or
   * transfers), the documents of the single-document layout are moved into the current one, and
   * any transfer a crash interrupted after its claim is finished.
   */
  async ready(): Promise<void> {
    await Promise.all([...Object.values(this.models).map((model: Model<unknown>) => model.init()), this.transferClaims.init()]);
    await migrateLegacyParticipants(this.connection, this.models, await this.day0Setting.read());
    await this.finishInterruptedTransfers();
  }

  /** The caller's record, its documents created blank on first access. */
  async findOrCreate(userId: string, now = new Date()): Promise<ParticipantRecord> {
    const { byUser, setting } = await this.load([userId]);
    const parts = byUser.get(userId);
    if (parts?.profile && parts.logistics) return this.assemble(userId, parts, setting);
    const holder = await this.transferCountOf(userId);
    const _id = new Types.ObjectId();
    // Inserts against the unique index: two first requests at once create each document once.
    await ignoreDuplicate(this.models.profiles.create({ _id, userId, holder, ...emptyProfileFields() }));
    await ignoreDuplicate(this.models.logistics.create({ _id, userId, holder, status: 'DRAFT', submittedAt: null, updatedAt: now }));
    const created = await this.findByUserId(userId);
    if (!created) throw new Error('The participant documents were not created');
    return created;
  }

  /** Null when the participant has no profile document yet. */
  async updateProfile(userId: string, changes: Partial<StoredProfile>): Promise<ParticipantRecord | null> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const { matchedCount } = await this.writes.run(profileKey(userId), () => this.models.profiles.updateOne({ userId }, { $set: set }));
    return matchedCount > 0 ? this.findByUserId(userId) : null;
  }

  /**
   * Records the spot holder's first confirmation only (an insert, unique per user and holder);
   * confirming again keeps the original time. A transfer's new holder confirms for themselves.
   */
  async confirmWhatsapp(userId: string, at: Date): Promise<ParticipantRecord | null> {
    const holder = await this.transferCountOf(userId);
    await ignoreDuplicate(this.models.whatsapp.create({ userId, holder, at }));
    return this.findByUserId(userId);
  }

  /**
   * Null when the document is missing or the Day 0 decision changed since the caller read it. The
   * decision is in the update's filter (atomic on MongoDB) and every write of the document goes
   * through its queue (which makes it so on FerretDB, where this service runs as one process).
   */
  async saveLogistics(userId: string, { changes, submit, day0AsRead, now }: LogisticsSave): Promise<ParticipantRecord | null> {
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
    return updated ? this.findByUserId(userId) : null;
  }

  /**
   * The spot transfer: claims transfer number `transferNumber` with the notice it owes (false when
   * it was already claimed). The claim is the transfer: from then on the profile, WhatsApp
   * confirmation, logistics and Day 0 lock of the earlier holder are no longer the participant's.
   * Then the transfer is recorded (insert-only) and the profile and logistics documents are reset,
   * both idempotent; a crash before they are done is finished at the next start (see ready).
   */
  async transferSpot(userId: string, transferNumber: number, entry: TransferEntry, email: EmailJob | null): Promise<ParticipantRecord | false> {
    try {
      await this.transferClaims.create({ userId, transferNumber, at: entry.at, email });
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    await ignoreDuplicate(this.models.transfers.create({ userId, transferNumber, ...entry }));
    await this.resetForHolder(userId, transferNumber, entry.at);
    const after = await this.findByUserId(userId);
    if (!after) throw new Error('The participant documents disappeared during a transfer');
    return after;
  }

  /** The notices of transfers since `since`, and of older ones older versions had not queued yet. */
  async transferNoticesSince(since: Date): Promise<TransferNotice[]> {
    const claims = await this.transferClaims
      .find({ $or: [{ at: trusted({ $gte: since }) }, { emailPending: true }] })
      .sort({ at: 1 })
      .lean<TransferClaimDocument[]>();
    return claims.flatMap(({ userId, transferNumber, email }) => (email ? [{ userId, transferNumber, email }] : []));
  }

  /**
   * Those whose logistics are final and were last submitted since `since`, for the start-up
   * recovery of organizer notices (the holder's current logistics only: a transfer since resets them).
   */
  async logisticsSubmittedSince(since: Date): Promise<ParticipantRecord[]> {
    const submitted = await this.models.logistics.find({ submittedAt: trusted({ $gte: since }) }, { userId: 1 }).lean<{ userId: string }[]>();
    const records = await this.findByUserIds([...new Set(submitted.map(({ userId }) => userId))]);
    return records.filter(({ logistics }) => logistics.status === 'SUBMITTED' && logistics.submittedAt !== null && logistics.submittedAt >= since);
  }

  /** The record if the participant ever opened the portal; never creates one. */
  async findByUserId(userId: string): Promise<ParticipantRecord | null> {
    const { byUser, setting } = await this.load([userId]);
    const parts = byUser.get(userId);
    return parts ? this.assemble(userId, parts, setting) : null;
  }

  /** The records of those who opened the portal, among the given users. */
  async findByUserIds(userIds: string[]): Promise<ParticipantRecord[]> {
    const { byUser, setting } = await this.load(userIds);
    return [...byUser].map(([userId, parts]) => this.assemble(userId, parts, setting));
  }

  /** Every participant's record, for the organizers' views (one edition: a few hundred at most). */
  async listAll(): Promise<ParticipantRecord[]> {
    const { byUser, setting } = await this.load();
    return [...byUser]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([userId, parts]) => this.assemble(userId, parts, setting));
  }

  /**
   * The organizers' Day 0 lock for one participant, for the spot's current holder until the next
   * lock for everyone; null when they have no documents yet.
   */
  async setDay0Lock(userId: string, locked: boolean): Promise<ParticipantRecord | null> {
    const written = await this.writes.run(DAY0_LOCKS_KEY, async () => {
      if (!(await this.models.logistics.exists({ userId }))) return false;
      const [{ generation }, holder] = await Promise.all([this.day0Setting.read(), this.transferCountOf(userId)]);
      const write = () => this.models.day0Locks.updateOne({ userId }, { $set: { locked, holder, generation, at: new Date() } }, { upsert: true });
      try {
        await write();
      } catch (error) {
        // Two first upserts at once (MongoDB replicas): the other one created it; update it now.
        if (!isDuplicateKeyError(error)) throw error;
        await write();
      }
      return true;
    });
    return written ? this.findByUserId(userId) : null;
  }

  /**
   * The lock for every participant, now and later (a participant who first opens the portal, or
   * whose spot is transferred, follows it): one settings write that also ends every per-person
   * lock set before it. Answers how many participants there are now.
   */
  async setDay0LockForAll(locked: boolean): Promise<number> {
    await this.writes.run(DAY0_LOCKS_KEY, () => this.day0Setting.setLockedForAll(locked));
    return this.models.logistics.countDocuments();
  }

  /** Profiles complete enough for the public directory, by last and first name. */
  async listPublicProfiles(): Promise<ParticipantRecord[]> {
    const filter = Object.fromEntries(PUBLIC_PROFILE_REQUIRED.map((field) => [field, trusted({ $gt: '' })]));
    const docs = await this.models.profiles.find(filter).sort({ lastName: 1, firstName: 1 }).select({ userId: 1 }).lean<Array<{ userId: string }>>();
    const records = new Map((await this.findByUserIds(docs.map((doc) => doc.userId))).map((record) => [record.userId, record]));
    return docs.flatMap(({ userId }) => {
      const record = records.get(userId);
      // A profile of an earlier holder (a transfer a crash interrupted) is not shown.
      return record && PUBLIC_PROFILE_REQUIRED.every((field) => record.profile[field]) ? [record] : [];
    });
  }

  /**
   * The participants whose logistics document still holds any of the wizard's fields: what a
   * retention purge may delete (an earlier holder's document counts: it is personal data too).
   */
  async withStoredLogistics(): Promise<string[]> {
    const filter = { $or: PURGED_LOGISTICS_FIELDS.map((field) => ({ [field]: trusted({ $exists: true }) })) };
    const docs = await this.models.logistics.find(filter).select({ userId: 1 }).lean<Array<{ userId: string }>>();
    return docs.map((doc) => doc.userId);
  }

  /**
   * The retention purge of one participant's logistics: the wizard's fields are deleted from the
   * document ($unset), not hidden; `purgedAt` says when. Through the document's write queue, so a
   * save at the same moment is not lost half-applied; repeating it changes nothing more.
   */
  async purgeLogistics(userId: string, at: Date): Promise<boolean> {
    const unset = Object.fromEntries(PURGED_LOGISTICS_FIELDS.map((field) => [field, '']));
    const { modifiedCount } = await this.writes.run(logisticsKey(userId), () => this.models.logistics.updateOne({ userId }, { $unset: unset, $set: { purgedAt: at } }));
    return modifiedCount > 0;
  }

  /**
   * An erasure on request: every document about the participant is deleted (profile, logistics,
   * WhatsApp confirmations, Day 0 lock, transfer records and claims). Answers what there was.
   */
  async eraseParticipant(userId: string): Promise<{ profile: boolean; logistics: boolean; whatsapp: number; transfers: number }> {
    const profile = await this.writes.run(profileKey(userId), () => this.models.profiles.deleteMany({ userId }));
    const logistics = await this.writes.run(logisticsKey(userId), () => this.models.logistics.deleteMany({ userId }));
    const whatsapp = await this.models.whatsapp.deleteMany({ userId });
    await this.writes.run(DAY0_LOCKS_KEY, () => this.models.day0Locks.deleteMany({ userId }));
    const transfers = await this.models.transfers.deleteMany({ userId });
    const claims = await this.transferClaims.deleteMany({ userId });
    return {
      profile: profile.deletedCount > 0,
      logistics: logistics.deletedCount > 0,
      whatsapp: whatsapp.deletedCount,
      transfers: Math.max(transfers.deletedCount, claims.deletedCount),
    };
  }

  /** How many times the spot was transferred: the claims commit a transfer, the records are kept from the older layout. */
  private async transferCountOf(userId: string): Promise<number> {
    const [claim, record] = await Promise.all([
      this.transferClaims.findOne({ userId }).sort({ transferNumber: -1 }).select({ transferNumber: 1 }).lean<{ transferNumber: number }>(),
      this.models.transfers.findOne({ userId }).sort({ transferNumber: -1 }).select({ transferNumber: 1 }).lean<{ transferNumber: number }>(),
    ]);
    return Math.max(0, claim?.transferNumber ?? 0, record?.transferNumber ?? 0);
  }

  /**
   * Resets the profile and logistics documents to blank ones of spot holder `holder`, unless they
   * already are: the holder is in the replacement's filter (atomic on MongoDB; the write queue
   * makes it so on FerretDB), so a save the new holder made after a reset is never wiped.
   */
  private async resetForHolder(userId: string, holder: number, at: Date): Promise<void> {
    const earlierHolder = () => ({ userId, holder: trusted({ $lt: holder }) });
    await this.writes.run(profileKey(userId), async () => {
      const blank = { userId, holder, ...emptyProfileFields() };
      const { matchedCount } = await this.models.profiles.replaceOne(earlierHolder(), blank);
      if (matchedCount === 0) await ignoreDuplicate(this.models.profiles.create(blank));
    });
    await this.writes.run(logisticsKey(userId), async () => {
      const blank = { userId, holder, status: 'DRAFT' as const, submittedAt: null, updatedAt: at };
      const { matchedCount } = await this.models.logistics.replaceOne(earlierHolder(), blank);
      if (matchedCount === 0) await ignoreDuplicate(this.models.logistics.create(blank));
    });
  }

  /**
   * A transfer is committed by its claim; resetting the documents follows. If the process stopped
   * in between, this finishes it at start-up, before any request. (A transfer record not written
   * then is left out: the transfer still counts, only the recipient details given are missing.)
   */
  private async finishInterruptedTransfers(): Promise<void> {
    const claims = await this.transferClaims.find().select({ userId: 1, transferNumber: 1, at: 1 }).lean<ClaimSummary[]>();
    const latest = new Map<string, ClaimSummary>();
    for (const claim of claims) if ((latest.get(claim.userId)?.transferNumber ?? 0) < claim.transferNumber) latest.set(claim.userId, claim);
    if (latest.size === 0) return;
    const { byUser } = await this.load([...latest.keys()]);
    for (const [userId, claim] of latest) {
      const parts = byUser.get(userId);
      const behind = (doc: { holder?: number } | undefined) => !doc || (doc.holder ?? 0) < claim.transferNumber;
      if (behind(parts?.profile) || behind(parts?.logistics)) await this.resetForHolder(userId, claim.transferNumber, claim.at);
    }
  }

  /** The documents of these users (every user when none given), and the Day 0 setting, read at once. */
  private async load(userIds?: string[]): Promise<{ byUser: Map<string, Parts>; setting: Day0Setting }> {
    const filter = () => (userIds === undefined ? {} : { userId: trusted({ $in: userIds }) });
    const [profiles, logistics, whatsapp, day0Locks, claims, transfers, setting] = await Promise.all([
      this.models.profiles.find(filter()).lean<LeanProfile[]>(),
      this.models.logistics.find(filter()).lean<LeanLogistics[]>(),
      this.models.whatsapp.find(filter()).lean<WhatsappConfirmationDocument[]>(),
      this.models.day0Locks.find(filter()).lean<Day0LockDocument[]>(),
      this.transferClaims.find(filter()).select({ userId: 1, transferNumber: 1, at: 1 }).lean<ClaimSummary[]>(),
      this.models.transfers.find(filter()).sort({ transferNumber: 1 }).lean<TransferRecordDocument[]>(),
      this.day0Setting.read(),
    ]);
    const byUser = new Map<string, Parts>();
    const partsOf = (userId: string) => {
      let parts = byUser.get(userId);
      if (!parts) byUser.set(userId, (parts = { whatsapp: [], claims: [], transfers: [] }));
      return parts;
    };
    // Only those with a profile or logistics document have opened the portal.
    for (const doc of profiles) partsOf(doc.userId).profile = doc;
    for (const doc of logistics) partsOf(doc.userId).logistics = doc;
    const known = (userId: string) => byUser.get(userId);
    for (const doc of whatsapp) known(doc.userId)?.whatsapp.push(doc);
    for (const doc of day0Locks) {
      const parts = known(doc.userId);
      if (parts) parts.day0Lock = doc;
    }
    for (const doc of claims) known(doc.userId)?.claims.push(doc);
    for (const doc of transfers) known(doc.userId)?.transfers.push(doc);
    return { byUser, setting };
  }

  /**
   * The record of the spot's current holder: documents of an earlier holder count as blank; the
   * Day 0 lock is the organizers' per-person choice while it stands, else their choice for everyone.
   */
  private assemble(userId: string, parts: Parts, setting: Day0Setting): ParticipantRecord {
    const transferCount = Math.max(0, ...parts.claims.map((claim) => claim.transferNumber), ...parts.transfers.map((record) => record.transferNumber));
    const last = parts.claims.find((claim) => claim.transferNumber === transferCount) ?? parts.transfers.find((record) => record.transferNumber === transferCount);
    const clearedAt = transferCount > 0 ? (last?.at ?? null) : null;
    const current = <T extends { holder?: number }>(doc: T | undefined) => (doc && (doc.holder ?? 0) >= transferCount ? doc : undefined);
    const profileDoc = current(parts.profile);
    const logisticsDoc = current(parts.logistics);
    const lock = parts.day0Lock;
    const day0Locked = lock && lock.holder === transferCount && lock.generation === setting.generation ? lock.locked : setting.lockedForAll;
    const confirmation = parts.whatsapp.find((entry) => entry.holder === transferCount);
    const anyDoc = parts.profile ?? parts.logistics;
    if (!anyDoc) throw new Error('A participant record needs a profile or logistics document');

    const logistics = logisticsDoc ? this.toLogistics(logisticsDoc, day0Locked) : emptyLogistics(clearedAt ?? parts.logistics?.updatedAt ?? new Date(0), day0Locked);
    const profile = profileDoc ? toProfile(profileDoc) : emptyProfile();
    const updatedAt = new Date(Math.max(profileDoc?.updatedAt?.getTime() ?? 0, logistics.updatedAt.getTime()));
    return {
      id: anyDoc._id.toString(),
      userId,
      profile,
      hasJoinedWhatsapp: confirmation !== undefined,
      whatsappJoinedAt: confirmation?.at ?? null,
      logistics,
      transferCount,
      receivedByTransfer: transferCount > 0,
      clearedAt,
      transfers: parts.transfers.map(({ at, recipientEmail, recipientAffiliation, noteToOrganizers }) => ({
        at,
        recipientEmail: recipientEmail ?? null,
        recipientAffiliation: recipientAffiliation ?? null,
        noteToOrganizers: noteToOrganizers ?? null,
      })),
      updatedAt,
    };
  }

  private toLogistics(doc: LeanLogistics, day0Locked: boolean): LogisticsState {
    const { _id, userId: _userId, holder: _holder, createdAt: _createdAt, ...stored } = doc;
    const logistics: LogisticsState = { ...stored, status: stored.status ?? 'DRAFT', submittedAt: stored.submittedAt ?? null, day0Locked };
    for (const field of ENCRYPTED_LOGISTICS_FIELDS) {
      const value = logistics[field];
      if (value !== undefined && value !== null) logistics[field] = this.cipher.decrypt(value);
    }
    return logistics;
  }
}

function toProfile(doc: LeanProfile): StoredProfile {
  const { _id, userId: _userId, holder: _holder, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = doc;
  return { ...fields, cohortYears: fields.cohortYears ?? [] };
}
