import { Schema, Types, trusted, type Connection, type Model } from 'mongoose';
import type { EmailJob, Language, LogisticsFields, RecipientAffiliation } from '@trek/contracts';
import { ignoreDuplicate, isDuplicateKeyError } from '@trek/service-kit';

/**
 * Spots and who holds them (DESIGN.md "People, spots and editions"). A spot is a seat on one
 * edition's trek; a person holds it, and a transfer moves it to another person. Everything here is
 * insert-only and committed by unique indexes (FerretDB: no transactions, no atomic filtered updates):
 * - `spots`: one per spot (`_id` the spot id), its edition and how it came to be;
 * - `spot_holdings`: (spot, holder number) -> person, unique both ways: one holder per number, and
 *   one spot per person and edition. Holder 0 got the spot first; holder N received it by transfer N;
 * - `transfer_claims`: (spot, transfer number), the transfer itself: its insert commits it, so two
 *   confirms at once count once. It keeps what the follow-up steps need (the recipient the sender
 *   named, what the spot carries to them, the organizers' notice);
 * - `transfer_recipients`: (spot, transfer number), the recipient an organizer named when the sender
 *   gave no email; the unique index keeps two organizers naming at once to one;
 * - `transfer_steps`: which follow-up steps of a transfer are done (`sessions-ended`, `done`).
 */

export type SpotSource = 'organizer' | 'application';

/** What the spot carries from holder to holder (spec 9): the diet, and a Day 0 "not join". */
export interface CarriedChoices {
  dietaryPreferences?: LogisticsFields['dietaryPreferences'];
  day0Decision?: 'NOT_JOIN';
}

export interface RecipientNaming {
  email: string;
  fullName: string | null;
  language: Language | null;
}

interface SpotDocument {
  _id: string;
  year: number;
  source: SpotSource;
  createdAt: Date;
}

interface HoldingDocument {
  spotId: string;
  holderNumber: number;
  userId: string;
  year: number;
  at: Date;
}

export interface TransferClaim {
  spotId: string;
  transferNumber: number;
  fromUserId: string;
  year: number;
  at: Date;
  /** The recipient the sender named by email; null: organizers name them. */
  recipient: RecipientNaming | null;
  recipientAffiliation: RecipientAffiliation | null;
  noteToOrganizers: string | null;
  carried: CarriedChoices;
  /** The organizers' notice, as owed: kept so a crash before it reached the outbox is repaired at the next start. */
  email: EmailJob | null;
}

interface NamedRecipientDocument extends RecipientNaming {
  spotId: string;
  transferNumber: number;
  namedBy: string;
  at: Date;
}

type TransferStep = 'sessions-ended' | 'done';

const spotSchema = new Schema<SpotDocument>(
  {
    _id: { type: String, required: true },
    year: { type: Number, required: true },
    source: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'spots', versionKey: false },
);

const holdingSchema = new Schema<HoldingDocument>(
  {
    spotId: { type: String, required: true },
    holderNumber: { type: Number, required: true },
    userId: { type: String, required: true },
    year: { type: Number, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'spot_holdings', versionKey: false },
);
holdingSchema.index({ spotId: 1, holderNumber: 1 }, { unique: true, name: 'one_holder_per_number' });
holdingSchema.index({ userId: 1, year: 1 }, { unique: true, name: 'one_spot_per_person_and_edition' });

const claimSchema = new Schema<TransferClaim>(
  {
    spotId: { type: String, required: true },
    transferNumber: { type: Number, required: true },
    fromUserId: { type: String, required: true },
    year: { type: Number, required: true },
    at: { type: Date, required: true },
    recipient: { type: Schema.Types.Mixed, default: null },
    recipientAffiliation: { type: String, default: null },
    noteToOrganizers: { type: String, default: null },
    carried: { type: Schema.Types.Mixed, default: () => ({}) },
    email: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'transfer_claims', versionKey: false, minimize: false },
);
claimSchema.index({ spotId: 1, transferNumber: 1 }, { unique: true, name: 'one_claim_per_transfer' });
claimSchema.index({ fromUserId: 1 });
claimSchema.index({ at: 1 });

const namedSchema = new Schema<NamedRecipientDocument>(
  {
    spotId: { type: String, required: true },
    transferNumber: { type: Number, required: true },
    email: { type: String, required: true },
    fullName: { type: String, default: null },
    language: { type: String, default: null },
    namedBy: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'transfer_recipients', versionKey: false },
);
namedSchema.index({ spotId: 1, transferNumber: 1 }, { unique: true, name: 'one_recipient_per_transfer' });

const stepSchema = new Schema<{ _id: string; at: Date }>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { collection: 'transfer_steps', versionKey: false });

const stepId = (spotId: string, transferNumber: number, step: TransferStep) => `${spotId}:${transferNumber}:${step}`;

/** A spot of an edition and who holds it now (null: a transfer of it waits for its recipient). */
export interface EditionSpotHolder {
  spotId: string;
  year: number;
  createdAt: Date;
  holderUserId: string | null;
  heldSince: Date | null;
}

/** One person's spot, as they (and organizers) see it. */
export interface PersonSpot {
  spotId: string;
  year: number;
  holderNumber: number;
  since: Date;
  /** The previous holder, for a spot received by transfer. */
  receivedFrom: string | null;
  /** What the spot carried to this person (a spot received by transfer); empty otherwise. */
  carried: CarriedChoices;
  /** This person's transfer of the spot away; null while they hold it. */
  transfer: OutgoingTransfer | null;
}

export interface OutgoingTransfer {
  transferNumber: number;
  at: Date;
  /** Who was named: by the sender's email, else by an organizer; null while nobody is. */
  named: RecipientNaming | null;
  /** Who holds the spot now; null until the follow-up gave it to their account. */
  toUserId: string | null;
  recipientAffiliation: RecipientAffiliation | null;
  noteToOrganizers: string | null;
}

/** A transfer with everything its follow-up needs. */
export interface PendingTransfer {
  claim: TransferClaim;
  named: RecipientNaming | null;
  sessionsEnded: boolean;
}

const CLAIM_FIELDS = { _id: 0 } as const;

export class SpotRepository {
  private readonly spots: Model<SpotDocument>;
  private readonly holdings: Model<HoldingDocument>;
  private readonly claims: Model<TransferClaim>;
  private readonly named: Model<NamedRecipientDocument>;
  private readonly steps: Model<{ _id: string; at: Date }>;

  constructor(connection: Connection) {
    this.spots = connection.model<SpotDocument>('Spot', spotSchema);
    this.holdings = connection.model<HoldingDocument>('SpotHolding', holdingSchema);
    this.claims = connection.model<TransferClaim>('TransferClaim', claimSchema);
    this.named = connection.model<NamedRecipientDocument>('TransferRecipient', namedSchema);
    this.steps = connection.model<{ _id: string; at: Date }>('TransferStep', stepSchema);
  }

  async ready(): Promise<void> {
    await Promise.all([this.spots.init(), this.holdings.init(), this.claims.init(), this.named.init(), this.steps.init()]);
  }

  /**
   * The person's spot in `year`, a new one (holder 0) if they hold none: the spot is inserted
   * first, then the holding against its unique indexes, so two first requests at once give the
   * person one spot (the other spot document stays unheld and counts nowhere).
   */
  async ensureHolding(userId: string, year: number, source: SpotSource, at: Date): Promise<PersonSpot> {
    const held = await this.spotOf(userId);
    if (held) return held;
    const spotId = new Types.ObjectId().toHexString();
    await this.spots.create({ _id: spotId, year, source, createdAt: at });
    await ignoreDuplicate(this.holdings.create({ spotId, holderNumber: 0, userId, year, at }));
    const spot = await this.spotOf(userId);
    if (!spot) throw new Error('The spot holding was not recorded');
    return spot;
  }

  async spotOf(userId: string): Promise<PersonSpot | null> {
    return (await this.spotsOf([userId])).get(userId) ?? null;
  }

  /** Each person's spot (the latest edition's), by user id; every person when none given. Those without one are absent. */
  async spotsOf(userIds?: readonly string[]): Promise<Map<string, PersonSpot>> {
    const own = await this.holdings
      .find(userIds === undefined ? {} : { userId: trusted({ $in: [...userIds] }) })
      .sort({ year: 1 })
      .lean<HoldingDocument[]>();
    if (own.length === 0) return new Map();
    const spotIds = [...new Set(own.map((holding) => holding.spotId))];
    const bySpot = trusted({ $in: spotIds });
    const [holdings, claims, named] = await Promise.all([
      userIds === undefined ? own : this.holdings.find({ spotId: bySpot }).lean<HoldingDocument[]>(),
      this.claims.find({ spotId: bySpot }).select(CLAIM_FIELDS).lean<TransferClaim[]>(),
      this.named.find({ spotId: bySpot }).lean<NamedRecipientDocument[]>(),
    ]);
    const key = (spotId: string, number: number) => `${spotId}:${number}`;
    const holderOf = new Map(holdings.map((holding) => [key(holding.spotId, holding.holderNumber), holding.userId]));
    const claimOf = new Map(claims.map((claim) => [key(claim.spotId, claim.transferNumber), claim]));
    const namedOf = new Map(named.map((entry) => [key(entry.spotId, entry.transferNumber), entry]));
    const result = new Map<string, PersonSpot>();
    for (const holding of own) {
      const received = claimOf.get(key(holding.spotId, holding.holderNumber));
      const outgoing = claimOf.get(key(holding.spotId, holding.holderNumber + 1));
      const naming = outgoing ? (outgoing.recipient ?? toNaming(namedOf.get(key(holding.spotId, outgoing.transferNumber)))) : null;
      result.set(holding.userId, {
        spotId: holding.spotId,
        year: holding.year,
        holderNumber: holding.holderNumber,
        since: holding.at,
        receivedFrom: holding.holderNumber > 0 ? (holderOf.get(key(holding.spotId, holding.holderNumber - 1)) ?? received?.fromUserId ?? null) : null,
        carried: holding.holderNumber > 0 ? (received?.carried ?? {}) : {},
        transfer: outgoing
          ? {
              transferNumber: outgoing.transferNumber,
              at: outgoing.at,
              named: naming,
              toUserId: holderOf.get(key(holding.spotId, outgoing.transferNumber)) ?? null,
              recipientAffiliation: outgoing.recipientAffiliation ?? null,
              noteToOrganizers: outgoing.noteToOrganizers ?? null,
            }
          : null,
      });
    }
    return result;
  }

  /** The transfer's commit: false when that transfer of the spot was already claimed. */
  async claim(claim: TransferClaim): Promise<boolean> {
    try {
      await this.claims.create(claim);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async claimOf(spotId: string, transferNumber: number): Promise<TransferClaim | null> {
    return this.claims.findOne({ spotId, transferNumber }).select(CLAIM_FIELDS).lean<TransferClaim>();
  }

  /** An organizer names the recipient; false when someone was already named for that transfer. */
  async nameRecipient(spotId: string, transferNumber: number, naming: RecipientNaming, namedBy: string, at: Date): Promise<boolean> {
    return ignoreDuplicate(this.named.create({ spotId, transferNumber, ...naming, namedBy, at }));
  }

  async namedRecipient(spotId: string, transferNumber: number): Promise<RecipientNaming | null> {
    return toNaming(await this.named.findOne({ spotId, transferNumber }).lean<NamedRecipientDocument>());
  }

  /**
   * The recipient's holding (holder number = the transfer's number). 'taken' when the person
   * already holds a spot of that edition (the unique index says so), 'held' when it was inserted
   * now or before.
   */
  async recordRecipientHolding(claim: Pick<TransferClaim, 'spotId' | 'transferNumber' | 'year'>, userId: string, at: Date): Promise<'held' | 'taken'> {
    const existing = await this.holdings.findOne({ spotId: claim.spotId, holderNumber: claim.transferNumber }).lean<HoldingDocument>();
    if (existing) return existing.userId === userId ? 'held' : 'taken';
    try {
      await this.holdings.create({ spotId: claim.spotId, holderNumber: claim.transferNumber, userId, year: claim.year, at });
      return 'held';
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const now = await this.holdings.findOne({ spotId: claim.spotId, holderNumber: claim.transferNumber }).lean<HoldingDocument>();
      return now?.userId === userId ? 'held' : 'taken';
    }
  }

  /** Whether the person holds (or held) a spot of that edition. */
  async hasSpotIn(userId: string, year: number): Promise<boolean> {
    return (await this.holdings.exists({ userId, year })) !== null;
  }

  async markStep(claim: Pick<TransferClaim, 'spotId' | 'transferNumber'>, step: TransferStep, at: Date): Promise<void> {
    await ignoreDuplicate(this.steps.create({ _id: stepId(claim.spotId, claim.transferNumber, step), at }));
  }

  /** Transfers whose follow-up is not done yet (at start-up, and at each run of the relay). */
  async pendingTransfers(): Promise<PendingTransfer[]> {
    const [claims, steps] = await Promise.all([this.claims.find().select(CLAIM_FIELDS).sort({ at: 1 }).lean<TransferClaim[]>(), this.steps.find().select({ _id: 1 }).lean<Array<{ _id: string }>>()]);
    const done = new Set(steps.map((step) => step._id));
    const pending = claims.filter((claim) => !done.has(stepId(claim.spotId, claim.transferNumber, 'done')));
    return Promise.all(
      pending.map(async (claim) => ({
        claim,
        named: claim.recipient ?? (await this.namedRecipient(claim.spotId, claim.transferNumber)),
        sessionsEnded: done.has(stepId(claim.spotId, claim.transferNumber, 'sessions-ended')),
      })),
    );
  }

  /** Every transfer, oldest first, for the organizers' view. */
  async listTransfers(): Promise<Array<{ claim: TransferClaim; named: RecipientNaming | null; toUserId: string | null }>> {
    const claims = await this.claims.find().select(CLAIM_FIELDS).sort({ at: 1 }).lean<TransferClaim[]>();
    if (claims.length === 0) return [];
    const spotIds = trusted({ $in: [...new Set(claims.map((claim) => claim.spotId))] });
    const [holdings, named] = await Promise.all([this.holdings.find({ spotId: spotIds }).lean<HoldingDocument[]>(), this.named.find({ spotId: spotIds }).lean<NamedRecipientDocument[]>()]);
    return claims.map((claim) => ({
      claim,
      named: claim.recipient ?? toNaming(named.find((entry) => entry.spotId === claim.spotId && entry.transferNumber === claim.transferNumber)),
      toUserId: holdings.find((holding) => holding.spotId === claim.spotId && holding.holderNumber === claim.transferNumber)?.userId ?? null,
    }));
  }

  /**
   * An erasure of `userId`: the personal details of the transfers they were part of leave the claims
   * (a sender's note, the affiliation and email they gave, the organizers' notice naming both), and
   * a recipient named for them is deleted. The ids stay, so the spot's chain of holders holds. A
   * recipient email of a transfer still waiting for its follow-up stays until that is done: it is
   * how the recipient gets the spot. Answers how many claims were touched.
   */
  async redactTransfersOf(userId: string): Promise<number> {
    const received = await this.holdings.find({ userId, holderNumber: trusted({ $gt: 0 }) }).lean<HoldingDocument[]>();
    const asRecipient = received.map(({ spotId, holderNumber }) => ({ spotId, transferNumber: holderNumber }));
    const sent = await this.claims.find({ fromUserId: userId }).select(CLAIM_FIELDS).lean<TransferClaim[]>();
    const doneIds = sent.map((claim) => stepId(claim.spotId, claim.transferNumber, 'done'));
    const steps = new Set((await this.steps.find({ _id: trusted({ $in: doneIds }) }).select({ _id: 1 }).lean<Array<{ _id: string }>>()).map((step) => step._id));
    let redacted = 0;
    for (const claim of sent) {
      const done = steps.has(stepId(claim.spotId, claim.transferNumber, 'done'));
      const { modifiedCount } = await this.claims.updateOne(
        { spotId: claim.spotId, transferNumber: claim.transferNumber },
        { $set: { noteToOrganizers: null, recipientAffiliation: null, email: null, ...(done ? { recipient: null } : {}) } },
      );
      redacted += modifiedCount;
    }
    for (const { spotId, transferNumber } of asRecipient) {
      const { modifiedCount } = await this.claims.updateOne({ spotId, transferNumber }, { $set: { recipient: null, email: null } });
      await this.named.deleteMany({ spotId, transferNumber });
      redacted += modifiedCount;
    }
    return redacted;
  }

  /**
   * An edition's spots that were ever held, oldest first (ties by id), each with its holder now:
   * the last holder, or null while a transfer of it waits for its recipient. A spot inserted by a
   * first request that lost its holding to another counts nowhere (`ensureHolding`).
   */
  async editionSpots(year: number): Promise<EditionSpotHolder[]> {
    const holdings = await this.holdings.find({ year }).lean<HoldingDocument[]>();
    if (holdings.length === 0) return [];
    const bySpot = new Map<string, HoldingDocument>();
    for (const holding of holdings) {
      const latest = bySpot.get(holding.spotId);
      if (!latest || holding.holderNumber > latest.holderNumber) bySpot.set(holding.spotId, holding);
    }
    const spotIds = trusted({ $in: [...bySpot.keys()] });
    const [spots, claims] = await Promise.all([
      this.spots.find({ _id: spotIds }).lean<SpotDocument[]>(),
      this.claims.find({ spotId: spotIds }).select({ _id: 0, spotId: 1, transferNumber: 1 }).lean<Array<Pick<TransferClaim, 'spotId' | 'transferNumber'>>>(),
    ]);
    const claimed = new Set(claims.map((claim) => `${claim.spotId}:${claim.transferNumber}`));
    return spots
      .flatMap((spot) => {
        const latest = bySpot.get(spot._id);
        if (!latest) return [];
        const awaitingRecipient = claimed.has(`${spot._id}:${latest.holderNumber + 1}`);
        return [{ spotId: spot._id, year: spot.year, createdAt: spot.createdAt, holderUserId: awaitingRecipient ? null : latest.userId, heldSince: awaitingRecipient ? null : latest.at }];
      })
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.spotId < b.spotId ? -1 : a.spotId > b.spotId ? 1 : 0));
  }

  /** The notices of transfers since `since`, for the start-up recovery of the outbox. */
  async transferNoticesSince(since: Date): Promise<TransferClaim[]> {
    return this.claims.find({ at: trusted({ $gte: since }) }).select(CLAIM_FIELDS).sort({ at: 1 }).lean<TransferClaim[]>();
  }
}

function toNaming(doc: RecipientNaming | null | undefined): RecipientNaming | null {
  return doc ? { email: doc.email, fullName: doc.fullName ?? null, language: doc.language ?? null } : null;
}
