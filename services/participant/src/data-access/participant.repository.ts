import { Types, trusted, type Connection, type Model } from 'mongoose';
import { PURGED_LOGISTICS_FIELDS, type CohortYear, type LogisticsFields, type LogisticsStatus, type ParticipantProfileFields, type RecipientAffiliation } from '@trek/contracts';
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
  type WhatsappConfirmationDocument,
} from './participant-documents.js';
import type { CarriedChoices, PersonSpot, SpotRepository, SpotSource } from './spot.repository.js';

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
 * Everything about one person, as the use cases see it: their own documents
 * (participant-documents.ts, one writer per document, DESIGN.md data rules) and their spot.
 */
export interface ParticipantRecord {
  id: string;
  userId: string;
  profile: StoredProfile;
  hasJoinedWhatsapp: boolean;
  whatsappJoinedAt: Date | null;
  logistics: LogisticsState;
  /** Their spot (null until they first open the portal or receive one). */
  spot: PersonSpot | null;
  /** How many times their spot changed hands: to them, and from them. */
  transferCount: number;
  receivedByTransfer: boolean;
  /** When they transferred their spot away (their data is their own history then, read-only); null while they hold it. */
  clearedAt: Date | null;
  /** Their transfer of the spot, as they described the recipient to the organizers (none or one). */
  transfers: TransferEntry[];
  updatedAt: Date;
}

/** Stored encrypted (see field-cipher.ts); everything else is stored as given. */
const ENCRYPTED_LOGISTICS_FIELDS = ['passportNumber', 'dateOfBirth'] as const;
type EncryptedField = (typeof ENCRYPTED_LOGISTICS_FIELDS)[number];
const isEncrypted = (field: string): field is EncryptedField => (ENCRYPTED_LOGISTICS_FIELDS as readonly string[]).includes(field);

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

/** One person's documents, before they are assembled into a record. */
interface Parts {
  profile?: LeanProfile;
  logistics?: LeanLogistics;
  whatsapp?: WhatsappConfirmationDocument;
  day0Lock?: Day0LockDocument;
  spot?: PersonSpot;
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
    /** The spots and who holds them; a record says which the person holds. */
    readonly spots: SpotRepository,
  ) {
    this.models = participantModels(connection);
    this.day0Setting = new Day0SettingRepository(connection);
  }

  /** Resolves once the unique indexes exist (so two first requests never create two documents). */
  async ready(): Promise<void> {
    await Promise.all([...Object.values(this.models).map((model: Model<unknown>) => model.init()), this.spots.ready()]);
  }

  /**
   * The caller's record: their documents created blank on first access, and a spot of `year`
   * (source organizer or application) if they hold none yet. Someone who received a spot by
   * transfer, or gave theirs away, keeps the one they have.
   */
  async findOrCreate(userId: string, year: number, now = new Date(), source: SpotSource = 'organizer'): Promise<ParticipantRecord> {
    await this.createDocuments(userId, now);
    await this.spots.ensureHolding(userId, year, source, now);
    const created = await this.findByUserId(userId);
    if (!created) throw new Error('The participant documents were not created');
    return created;
  }

  /** Inserts against the unique index: two first requests at once create each document once. */
  private async createDocuments(userId: string, now: Date, carried: CarriedChoices = {}): Promise<void> {
    const [profile, logistics] = await Promise.all([this.models.profiles.exists({ userId }), this.models.logistics.exists({ userId })]);
    if (profile && logistics) return;
    const _id = new Types.ObjectId();
    if (!profile) await ignoreDuplicate(this.models.profiles.create({ _id, userId, ...emptyProfileFields() }));
    if (!logistics) await ignoreDuplicate(this.models.logistics.create({ _id, userId, status: 'DRAFT', submittedAt: null, updatedAt: now, ...carried }));
  }

  /**
   * A spot received by transfer: the recipient's logistics start with (or, already started, take)
   * what the spot carries (the diet, a Day 0 "not join"). Through the document's write queue, and
   * idempotent: the carried choices are locked for the recipient, so setting them again changes nothing.
   */
  async startWithCarried(userId: string, carried: CarriedChoices, now: Date): Promise<void> {
    await this.createDocuments(userId, now, carried);
    if (Object.keys(carried).length === 0) return;
    await this.writes.run(logisticsKey(userId), () => this.models.logistics.updateOne({ userId }, { $set: { ...carried } }));
  }

  /** Null when the participant has no profile document yet. */
  async updateProfile(userId: string, changes: Partial<StoredProfile>): Promise<ParticipantRecord | null> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const { matchedCount } = await this.writes.run(profileKey(userId), () => this.models.profiles.updateOne({ userId }, { $set: set }));
    return matchedCount > 0 ? this.findByUserId(userId) : null;
  }

  /** Records the first confirmation only (an insert, unique per person); confirming again keeps the original time. */
  async confirmWhatsapp(userId: string, at: Date): Promise<ParticipantRecord | null> {
    await ignoreDuplicate(this.models.whatsapp.create({ userId, at }));
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
   * Those whose logistics are final and were last submitted since `since`, for the start-up
   * recovery of organizer notices.
   */
  async logisticsSubmittedSince(since: Date): Promise<ParticipantRecord[]> {
    const submitted = await this.models.logistics.find({ submittedAt: trusted({ $gte: since }) }, { userId: 1 }).lean<{ userId: string }[]>();
    const records = await this.findByUserIds([...new Set(submitted.map(({ userId }) => userId))]);
    return records.filter(({ logistics }) => logistics.status === 'SUBMITTED' && logistics.submittedAt !== null && logistics.submittedAt >= since);
  }

  /** The record if the participant ever opened the portal (or received a spot); never creates one. */
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

  /** The organizers' Day 0 lock for one participant, until the next lock for everyone; null when they have no documents yet. */
  async setDay0Lock(userId: string, locked: boolean): Promise<ParticipantRecord | null> {
    const written = await this.writes.run(DAY0_LOCKS_KEY, async () => {
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
    return written ? this.findByUserId(userId) : null;
  }

  /**
   * The lock for every participant, now and later (a participant who first opens the portal
   * follows it): one settings write that also ends every per-person lock set before it. Answers
   * how many participants there are now.
   */
  async setDay0LockForAll(locked: boolean): Promise<number> {
    await this.writes.run(DAY0_LOCKS_KEY, () => this.day0Setting.setLockedForAll(locked));
    return this.models.logistics.countDocuments();
  }

  /** Profiles complete enough for the public directory, by last and first name: of those who hold their spot. */
  async listPublicProfiles(): Promise<ParticipantRecord[]> {
    const filter = Object.fromEntries(PUBLIC_PROFILE_REQUIRED.map((field) => [field, trusted({ $gt: '' })]));
    const docs = await this.models.profiles.find(filter).sort({ lastName: 1, firstName: 1 }).select({ userId: 1 }).lean<Array<{ userId: string }>>();
    const records = new Map((await this.findByUserIds(docs.map((doc) => doc.userId))).map((record) => [record.userId, record]));
    return docs.flatMap(({ userId }) => {
      const record = records.get(userId);
      // One who gave their spot away is not on the trek any more.
      return record && record.clearedAt === null ? [record] : [];
    });
  }

  /**
   * The participants whose logistics document still holds any of the wizard's fields: what a
   * retention purge may delete (a former holder's document counts: it is personal data too).
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
   * WhatsApp confirmation, Day 0 lock). Which spot they held stays (ids only), so the spot's
   * history and its current holder are kept. Answers what there was.
   */
  async eraseParticipant(userId: string): Promise<{ profile: boolean; logistics: boolean; whatsapp: number; transfers: number }> {
    const profile = await this.writes.run(profileKey(userId), () => this.models.profiles.deleteMany({ userId }));
    const logistics = await this.writes.run(logisticsKey(userId), () => this.models.logistics.deleteMany({ userId }));
    const whatsapp = await this.models.whatsapp.deleteMany({ userId });
    await this.writes.run(DAY0_LOCKS_KEY, () => this.models.day0Locks.deleteMany({ userId }));
    return { profile: profile.deletedCount > 0, logistics: logistics.deletedCount > 0, whatsapp: whatsapp.deletedCount, transfers: 0 };
  }

  /** The documents and spots of these users (every user when none given), and the Day 0 setting, read at once. */
  private async load(userIds?: string[]): Promise<{ byUser: Map<string, Parts>; setting: Day0Setting }> {
    const filter = () => (userIds === undefined ? {} : { userId: trusted({ $in: userIds }) });
    const [profiles, logistics, whatsapp, day0Locks, spots, setting] = await Promise.all([
      this.models.profiles.find(filter()).lean<LeanProfile[]>(),
      this.models.logistics.find(filter()).lean<LeanLogistics[]>(),
      this.models.whatsapp.find(filter()).lean<WhatsappConfirmationDocument[]>(),
      this.models.day0Locks.find(filter()).lean<Day0LockDocument[]>(),
      this.spots.spotsOf(userIds),
      this.day0Setting.read(),
    ]);
    const byUser = new Map<string, Parts>();
    const partsOf = (userId: string) => {
      let parts = byUser.get(userId);
      if (!parts) byUser.set(userId, (parts = {}));
      return parts;
    };
    // Only those with a profile or logistics document have opened the portal (or received a spot).
    for (const doc of profiles) partsOf(doc.userId).profile = doc;
    for (const doc of logistics) partsOf(doc.userId).logistics = doc;
    for (const [userId, parts] of byUser) {
      parts.spot = spots.get(userId);
    }
    for (const doc of whatsapp) {
      const parts = byUser.get(doc.userId);
      if (parts) parts.whatsapp = doc;
    }
    for (const doc of day0Locks) {
      const parts = byUser.get(doc.userId);
      if (parts) parts.day0Lock = doc;
    }
    return { byUser, setting };
  }

  /** The person's record; the Day 0 lock is the organizers' per-person choice while it stands, else their choice for everyone. */
  private assemble(userId: string, parts: Parts, setting: Day0Setting): ParticipantRecord {
    const lock = parts.day0Lock;
    const day0Locked = lock && lock.generation === setting.generation ? lock.locked : setting.lockedForAll;
    const anyDoc = parts.profile ?? parts.logistics;
    if (!anyDoc) throw new Error('A participant record needs a profile or logistics document');
    const { spot = null } = parts;
    const outgoing = spot?.transfer ?? null;

    const logistics = parts.logistics ? this.toLogistics(parts.logistics, day0Locked) : emptyLogistics(new Date(0), day0Locked);
    const profile = parts.profile ? toProfile(parts.profile) : emptyProfile();
    const updatedAt = new Date(Math.max(parts.profile?.updatedAt?.getTime() ?? 0, logistics.updatedAt.getTime()));
    return {
      id: anyDoc._id.toString(),
      userId,
      profile,
      hasJoinedWhatsapp: parts.whatsapp !== undefined,
      whatsappJoinedAt: parts.whatsapp?.at ?? null,
      logistics,
      spot,
      transferCount: spot ? spot.holderNumber + (outgoing ? 1 : 0) : 0,
      receivedByTransfer: (spot?.holderNumber ?? 0) > 0,
      clearedAt: outgoing?.at ?? null,
      transfers: outgoing
        ? [{ at: outgoing.at, recipientEmail: outgoing.named?.email ?? null, recipientAffiliation: outgoing.recipientAffiliation, noteToOrganizers: outgoing.noteToOrganizers }]
        : [],
      updatedAt,
    };
  }

  private toLogistics(doc: LeanLogistics, day0Locked: boolean): LogisticsState {
    const { _id, userId: _userId, createdAt: _createdAt, ...stored } = doc;
    const logistics: LogisticsState = { ...stored, status: stored.status ?? 'DRAFT', submittedAt: stored.submittedAt ?? null, day0Locked };
    for (const field of ENCRYPTED_LOGISTICS_FIELDS) {
      const value = logistics[field];
      if (value !== undefined && value !== null) logistics[field] = this.cipher.decrypt(value);
    }
    return logistics;
  }
}

function toProfile(doc: LeanProfile): StoredProfile {
  const { _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = doc;
  return { ...fields, cohortYears: fields.cohortYears ?? [] };
}
