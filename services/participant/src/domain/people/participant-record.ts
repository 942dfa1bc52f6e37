import { authMessages, type CohortYear, type LogisticsFields, type LogisticsStatus, type ParticipantProfileFields, type RecipientAffiliation } from '@trek/contracts';
import { AppError } from '@trek/service-kit';
import type { Day0Setting } from '../../data-access/people/day0-setting.repository.js';
import type { LogisticsSave, ParticipantDocuments, ParticipantRepository } from '../../data-access/people/participant.repository.js';
import type { CarriedChoices, SpotRepository, SpotSource } from '../../data-access/spots/spot.repository.js';
import { ensureSpot, personSpots, type PersonSpot } from '../spots/spot-holdings.js';

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

/** The fields a profile must have to appear in the public directory. */
const PUBLIC_PROFILE_REQUIRED = ['firstName', 'lastName', 'photoUrl', 'program', 'university'] as const;

/**
 * The participants' records: their documents and their spot, read together and made one record
 * here (the Day 0 lock that counts, what their spot's transfers make of them). Writes go to the
 * repositories; whatever a write answers is read back as a record.
 */
export class ParticipantRecords {
  constructor(
    private readonly documents: ParticipantRepository,
    private readonly spots: SpotRepository,
  ) {}

  /**
   * The caller's record: their documents created blank on first access, and a spot of `year`
   * (source organizer or application) if they hold none yet.
   */
  async findOrCreate(userId: string, year: number, now = new Date(), source: SpotSource = 'organizer'): Promise<ParticipantRecord> {
    // An erased person's session may outlive the erasure by one request: it finds no record.
    if (!(await this.documents.createDocuments(userId, now))) throw AppError.unauthorized(authMessages.sessionExpired);
    await ensureSpot(this.spots, userId, year, source, now);
    const created = await this.findByUserId(userId);
    if (!created) throw new Error('The participant documents were not created');
    return created;
  }

  /**
   * The record of someone who already has everything `findOrCreate` makes (both documents and a
   * spot), read without a write and in one round of reads; null for anyone else, whom
   * `findOrCreate` completes.
   */
  async findEstablished(userId: string): Promise<ParticipantRecord | null> {
    const { byUser, day0Setting, spots } = await this.read([userId]);
    const documents = byUser.get(userId);
    const spot = spots.get(userId);
    return documents?.profile && documents.logistics && spot ? assemble(userId, documents, spot, day0Setting) : null;
  }

  /**
   * A spot received by transfer: the recipient's logistics start with (or, already started, take)
   * what the spot carries (the diet, a Day 0 "not join"). Idempotent: the carried choices are
   * locked for the recipient, so setting them again changes nothing.
   */
  async startWithCarried(userId: string, carried: CarriedChoices, now: Date): Promise<void> {
    if (!(await this.documents.createDocuments(userId, now, carried))) return;
    if (Object.keys(carried).length > 0) await this.documents.setLogisticsChoices(userId, carried);
  }

  /** Null when the participant has no profile document yet. */
  async updateProfile(userId: string, changes: Partial<StoredProfile>): Promise<ParticipantRecord | null> {
    return (await this.documents.updateProfile(userId, changes)) ? this.findByUserId(userId) : null;
  }

  async confirmWhatsapp(userId: string, at: Date): Promise<ParticipantRecord | null> {
    await this.documents.confirmWhatsapp(userId, at);
    return this.findByUserId(userId);
  }

  /** Null when the document is missing or the Day 0 decision changed since the caller read it. */
  async saveLogistics(userId: string, save: LogisticsSave): Promise<ParticipantRecord | null> {
    return (await this.documents.saveLogistics(userId, save)) ? this.findByUserId(userId) : null;
  }

  /** Those whose logistics are final and were last submitted since `since` (the start-up recovery of organizer notices). */
  async logisticsSubmittedSince(since: Date): Promise<ParticipantRecord[]> {
    const records = await this.findByUserIds(await this.documents.logisticsSubmittedSince(since));
    return records.filter(({ logistics }) => logistics.status === 'SUBMITTED' && logistics.submittedAt !== null && logistics.submittedAt >= since);
  }

  /** The organizers' Day 0 lock for one participant, until the next lock for everyone; null when they have no documents yet. */
  async setDay0Lock(userId: string, locked: boolean): Promise<ParticipantRecord | null> {
    return (await this.documents.setDay0Lock(userId, locked)) ? this.findByUserId(userId) : null;
  }

  /**
   * The lock for every participant, now and later (a participant who first opens the portal
   * follows it); it ends every per-person lock set before it. Answers how many participants there are now.
   */
  async setDay0LockForAll(locked: boolean): Promise<number> {
    return this.documents.setDay0LockForAll(locked);
  }

  /** Profiles complete enough for the public directory, by last and first name: of those who hold their spot. */
  async listPublicProfiles(): Promise<ParticipantRecord[]> {
    const userIds = await this.documents.userIdsWithProfileFields(PUBLIC_PROFILE_REQUIRED);
    const records = new Map((await this.findByUserIds(userIds)).map((record) => [record.userId, record]));
    return userIds.flatMap((userId) => {
      const record = records.get(userId);
      // One who gave their spot away is not on the trek any more.
      return record && record.clearedAt === null ? [record] : [];
    });
  }

  /** Whose logistics still hold any of the wizard's fields: what a retention purge may delete (a former holder's count: it is personal data too). */
  async withStoredLogistics(): Promise<string[]> {
    return this.documents.withStoredLogistics();
  }

  /** The retention purge of one participant's logistics; repeating it changes nothing more. */
  async purgeLogistics(userId: string, at: Date): Promise<boolean> {
    return this.documents.purgeLogistics(userId, at);
  }

  /**
   * An erasure on request: every document about the participant is deleted. Which spot they held
   * stays (ids only), so the spot's history and its current holder are kept. Answers what there was.
   */
  async eraseParticipant(userId: string): Promise<{ profile: boolean; logistics: boolean; whatsapp: number }> {
    return this.documents.eraseParticipant(userId);
  }

  /** Records, before the deletes, that the person is being erased: no document is created for them again. */
  async markErased(userId: string, at: Date): Promise<void> {
    await this.documents.markErased(userId, at);
  }

  /** The record if the participant ever opened the portal (or received a spot); never creates one. */
  async findByUserId(userId: string): Promise<ParticipantRecord | null> {
    return (await this.findByUserIds([userId]))[0] ?? null;
  }

  /** The records of those who opened the portal, among the given users. */
  async findByUserIds(userIds: string[]): Promise<ParticipantRecord[]> {
    return this.load(userIds);
  }

  /** Every participant's record, by user id, for the organizers' views (one edition: a few hundred at most). */
  async listAll(): Promise<ParticipantRecord[]> {
    return (await this.load()).sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  }

  /** Their documents, the Day 0 setting and their spots, in one round of reads (everyone's without `userIds`). */
  private async read(userIds?: string[]) {
    const [{ byUser, day0Setting }, spots] = await Promise.all([this.documents.documentsOf(userIds), personSpots(this.spots, userIds)]);
    return { byUser, day0Setting, spots };
  }

  private async load(userIds?: string[]): Promise<ParticipantRecord[]> {
    const { byUser, day0Setting, spots } = await this.read(userIds);
    return [...byUser].map(([userId, documents]) => assemble(userId, documents, spots.get(userId) ?? null, day0Setting));
  }
}

/** The Day 0 lock that counts: the organizers' per-person choice while it stands (no lock for everyone came after it), else their choice for everyone. */
function day0LockedOf(lock: ParticipantDocuments['day0Lock'], setting: Day0Setting): boolean {
  return lock && lock.generation === setting.generation ? lock.locked : setting.lockedForAll;
}

function assemble(userId: string, documents: ParticipantDocuments, spot: PersonSpot | null, setting: Day0Setting): ParticipantRecord {
  const day0Locked = day0LockedOf(documents.day0Lock, setting);
  const anyDoc = documents.profile ?? documents.logistics;
  if (!anyDoc) throw new Error('A participant record needs a profile or logistics document');
  const outgoing = spot?.transfer ?? null;
  const logistics = documents.logistics ? toLogistics(documents.logistics, day0Locked) : { status: 'DRAFT' as const, day0Locked, submittedAt: null, updatedAt: new Date(0) };
  const profile = documents.profile ? toProfile(documents.profile) : { cohortYears: [] };
  const updatedAt = new Date(Math.max(documents.profile?.updatedAt?.getTime() ?? 0, logistics.updatedAt.getTime()));
  return {
    id: anyDoc._id.toString(),
    userId,
    profile,
    hasJoinedWhatsapp: documents.whatsapp !== undefined,
    whatsappJoinedAt: documents.whatsapp?.at ?? null,
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

function toLogistics(doc: NonNullable<ParticipantDocuments['logistics']>, day0Locked: boolean): LogisticsState {
  const { _id, userId: _userId, createdAt: _createdAt, ...stored } = doc;
  return { ...stored, status: stored.status ?? 'DRAFT', submittedAt: stored.submittedAt ?? null, day0Locked };
}

function toProfile(doc: NonNullable<ParticipantDocuments['profile']>): StoredProfile {
  const { _id, userId: _userId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = doc;
  return { ...fields, cohortYears: fields.cohortYears ?? [] };
}
