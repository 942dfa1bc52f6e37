import { Schema, Types, trusted, type Connection, type Model } from 'mongoose';
import type { EmailJob, Language, LogisticsFields, RecipientAffiliation } from '@trek/contracts';
import { ignoreDuplicate, isDuplicateKeyError } from '@trek/service-kit';

/**
 * The stored spots, holdings and transfers (DESIGN.md "People, spots and editions"): reads and
 * writes only; what they mean (who holds a spot now, which transfer waits, what an erasure
 * redacts) is decided in domain/spots. Everything here is insert-only and committed by unique
 * indexes (FerretDB: no transactions, no atomic filtered updates):
 * - `spots`: one per spot (`_id` the spot id), its edition and how it came to be;
 * - `spot_holdings`: (spot, holder number) -> person, unique both ways: one holder per number, and
 *   one spot per person and edition. Holder 0 got the spot first; holder N received it by transfer N;
 * - `transfer_claims`: (spot, transfer number), the transfer itself: its insert commits it, so two
 *   confirms at once count once. It keeps what the follow-up steps need (the recipient the sender
 *   named, what the spot carries to them, the organizers' notice);
 * - `transfer_recipients`: (spot, transfer number), the recipient an organizer named when the sender
 *   gave no email; the unique index keeps two organizers naming at once to one;
 * - `transfer_steps`: which follow-up steps of a transfer are done (`announced`: `SpotTransferred`
 *   published; `released`: `SpotReleased` published for a transfer without a recipient; `done`).
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

export interface StoredSpot {
  _id: string;
  year: number;
  source: SpotSource;
  createdAt: Date;
}

export interface SpotHolding {
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

export interface NamedRecipient extends RecipientNaming {
  spotId: string;
  transferNumber: number;
  namedBy: string;
  at: Date;
}

export type TransferStep = 'announced' | 'released' | 'done';

const spotSchema = new Schema<StoredSpot>(
  {
    _id: { type: String, required: true },
    year: { type: Number, required: true },
    source: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'spots', versionKey: false },
);

const holdingSchema = new Schema<SpotHolding>(
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

const namedSchema = new Schema<NamedRecipient>(
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


/** The id of a transfer's follow-up step record. */
export const stepId = (spotId: string, transferNumber: number, step: TransferStep) => `${spotId}:${transferNumber}:${step}`;

/** The holdings, transfer claims and organizer namings of some spots. */
export interface SpotHistories {
  holdings: SpotHolding[];
  claims: TransferClaim[];
  named: NamedRecipient[];
}

const CLAIM_FIELDS = { _id: 0 } as const;

export class SpotRepository {
  private readonly spots: Model<StoredSpot>;
  private readonly holdings: Model<SpotHolding>;
  private readonly claims: Model<TransferClaim>;
  private readonly named: Model<NamedRecipient>;
  private readonly steps: Model<{ _id: string; at: Date }>;

  constructor(connection: Connection) {
    this.spots = connection.model<StoredSpot>('Spot', spotSchema);
    this.holdings = connection.model<SpotHolding>('SpotHolding', holdingSchema);
    this.claims = connection.model<TransferClaim>('TransferClaim', claimSchema);
    this.named = connection.model<NamedRecipient>('TransferRecipient', namedSchema);
    this.steps = connection.model<{ _id: string; at: Date }>('TransferStep', stepSchema);
  }

  async ready(): Promise<void> {
    await Promise.all([this.spots.init(), this.holdings.init(), this.claims.init(), this.named.init(), this.steps.init()]);
  }

  /**
   * A new spot and its first holder: the spot is inserted first, then the holding against its
   * unique indexes, so of two first requests at once one holding counts (the other spot document
   * stays unheld and counts nowhere).
   */
  async insertFirstHolding(userId: string, year: number, source: SpotSource, at: Date): Promise<void> {
    const spotId = new Types.ObjectId().toHexString();
    await this.spots.create({ _id: spotId, year, source, createdAt: at });
    await ignoreDuplicate(this.holdings.create({ spotId, holderNumber: 0, userId, year, at }));
  }

  /** These people's holdings (every holding when none given), oldest edition first. */
  async holdingsOf(userIds?: readonly string[]): Promise<SpotHolding[]> {
    return this.holdings
      .find(userIds === undefined ? {} : { userId: trusted({ $in: [...userIds] }) })
      .sort({ year: 1 })
      .lean<SpotHolding[]>();
  }

  /** The holdings of one edition. */
  async holdingsIn(year: number): Promise<SpotHolding[]> {
    return this.holdings.find({ year }).lean<SpotHolding[]>();
  }

  /** A person's holdings of spots they received by transfer. */
  async receivedHoldingsOf(userId: string): Promise<SpotHolding[]> {
    return this.holdings.find({ userId, holderNumber: trusted({ $gt: 0 }) }).lean<SpotHolding[]>();
  }

  /** Every holding, claim and naming of these spots (every spot when none given). */
  async histories(spotIds?: readonly string[]): Promise<SpotHistories> {
    const filter = spotIds === undefined ? {} : { spotId: trusted({ $in: [...spotIds] }) };
    const [holdings, claims, named] = await Promise.all([
      this.holdings.find(filter).lean<SpotHolding[]>(),
      this.claims.find(filter).select(CLAIM_FIELDS).sort({ at: 1 }).lean<TransferClaim[]>(),
      this.named.find(filter).lean<NamedRecipient[]>(),
    ]);
    return { holdings, claims, named };
  }

  async spotsByIds(spotIds: readonly string[]): Promise<StoredSpot[]> {
    return this.spots.find({ _id: trusted({ $in: [...spotIds] }) }).lean<StoredSpot[]>();
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

  /** Every transfer claim, oldest first. */
  async allClaims(): Promise<TransferClaim[]> {
    return this.claims.find().select(CLAIM_FIELDS).sort({ at: 1 }).lean<TransferClaim[]>();
  }

  /** The claims of the transfers a person made. */
  async claimsFrom(userId: string): Promise<TransferClaim[]> {
    return this.claims.find({ fromUserId: userId }).select(CLAIM_FIELDS).lean<TransferClaim[]>();
  }

  /** An organizer names the recipient; false when someone was already named for that transfer. */
  async nameRecipient(spotId: string, transferNumber: number, naming: RecipientNaming, namedBy: string, at: Date): Promise<boolean> {
    return ignoreDuplicate(this.named.create({ spotId, transferNumber, ...naming, namedBy, at }));
  }

  async namedRecipient(spotId: string, transferNumber: number): Promise<RecipientNaming | null> {
    return toNaming(await this.named.findOne({ spotId, transferNumber }).lean<NamedRecipient>());
  }

  /**
   * Inserts the holding unless that holder number has one (the unique indexes decide between two
   * at once); answers who holds that number afterwards, or null when the person's own
   * one-spot-per-edition index refused it.
   */
  async insertHolding(holding: SpotHolding): Promise<string | null> {
    const holderOf = async () => (await this.holdings.findOne({ spotId: holding.spotId, holderNumber: holding.holderNumber }).lean<SpotHolding>())?.userId ?? null;
    const existing = await holderOf();
    if (existing) return existing;
    try {
      await this.holdings.create(holding);
      return holding.userId;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return holderOf();
    }
  }

  /** Whether the person holds (or held) a spot of that edition. */
  async hasSpotIn(userId: string, year: number): Promise<boolean> {
    return (await this.holdings.exists({ userId, year })) !== null;
  }

  async markStep(claim: Pick<TransferClaim, 'spotId' | 'transferNumber'>, step: TransferStep, at: Date): Promise<void> {
    await ignoreDuplicate(this.steps.create({ _id: stepId(claim.spotId, claim.transferNumber, step), at }));
  }

  /** The follow-up steps done of these transfers' (every transfer's when none given), as `<spot>:<number>:<step>`. */
  async stepsDone(claims?: ReadonlyArray<Pick<TransferClaim, 'spotId' | 'transferNumber'>>): Promise<Set<string>> {
    const filter = claims === undefined ? {} : { _id: trusted({ $in: claims.flatMap((claim) => (['announced', 'released', 'done'] as const).map((step) => stepId(claim.spotId, claim.transferNumber, step))) }) };
    const steps = await this.steps.find(filter).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    return new Set(steps.map((step) => step._id));
  }

  /** Blanks these fields of one claim; answers whether it changed. */
  async blankClaimFields(spotId: string, transferNumber: number, fields: ReadonlyArray<'noteToOrganizers' | 'recipientAffiliation' | 'email' | 'recipient'>): Promise<boolean> {
    const { modifiedCount } = await this.claims.updateOne({ spotId, transferNumber }, { $set: Object.fromEntries(fields.map((field) => [field, null])) });
    return modifiedCount > 0;
  }

  async deleteNamedRecipient(spotId: string, transferNumber: number): Promise<void> {
    await this.named.deleteMany({ spotId, transferNumber });
  }

  /** The notices of transfers since `since`, for the start-up recovery of the outbox. */
  async transferNoticesSince(since: Date): Promise<TransferClaim[]> {
    return this.claims.find({ at: trusted({ $gte: since }) }).select(CLAIM_FIELDS).sort({ at: 1 }).lean<TransferClaim[]>();
  }
}

export function toNaming(doc: RecipientNaming | null | undefined): RecipientNaming | null {
  return doc ? { email: doc.email, fullName: doc.fullName ?? null, language: doc.language ?? null } : null;
}
