import { Schema, Types, trusted, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';

export type OfferAnswer = 'confirmed' | 'declined' | 'expired';

export interface OfferRecord {
  id: string;
  applicationId: string;
  /** 1 for the application's first offer; each new acceptance after a decline or an expiry makes the next. */
  round: number;
  year: number;
  expiresAt: Date;
  createdAt: Date;
}

export interface OfferWithAnswer extends OfferRecord {
  answer: OfferAnswer | null;
  answeredAt: Date | null;
}

type OfferDocument = Omit<OfferRecord, 'id'> & { _id: Types.ObjectId };
interface AnswerDocument {
  _id: string;
  answer: OfferAnswer;
  at: Date;
}
/** A link made for an offer when its email was sent: found by the SHA-256 of its token, which is never stored. */
interface LinkDocument {
  _id: string;
  offerId: string;
  createdAt: Date;
}
interface SeatDocument {
  year: number;
  seat: number;
  offerId: string;
  at: Date;
}

const offerSchema = new Schema<OfferDocument>(
  {
    applicationId: { type: String, required: true },
    round: { type: Number, required: true },
    year: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'admission_offers', versionKey: false },
);
offerSchema.index({ applicationId: 1, round: 1 }, { unique: true, name: 'one_offer_per_application_round' });
offerSchema.index({ year: 1 });

const answerSchema = new Schema<AnswerDocument>(
  { _id: { type: String, required: true }, answer: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'admission_offer_answers', versionKey: false },
);

const linkSchema = new Schema<LinkDocument>(
  { _id: { type: String, required: true }, offerId: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { collection: 'admission_offer_links', versionKey: false },
);
linkSchema.index({ offerId: 1 });

const seatSchema = new Schema<SeatDocument>(
  {
    year: { type: Number, required: true },
    seat: { type: Number, required: true },
    offerId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'admission_seats', versionKey: false },
);
seatSchema.index({ year: 1, seat: 1 }, { unique: true, name: 'one_holder_per_seat' });
seatSchema.index({ offerId: 1 }, { unique: true, name: 'one_seat_per_offer' });

const stepSchema = new Schema<{ _id: string; at: Date }>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { collection: 'admission_offer_steps', versionKey: false });

export type OfferStep = 'status' | 'account' | 'spot' | 'done';

/** The collection and the index an application's offers were once unique by (one offer per application), for the migration that drops it. */
export const OFFERS_COLLECTION = 'admission_offers';
export const ONE_OFFER_PER_APPLICATION_INDEX = 'one_offer_per_application';

const toRecord = ({ _id, ...doc }: OfferDocument): OfferRecord => ({ ...doc, round: doc.round ?? 1, id: _id.toHexString() });

/**
 * Offers and what commits their answers, all by unique inserts (FerretDB has no transactions and
 * no atomic filtered update):
 * - `admission_offers`: one per application and round (unique), with its deadline: an application
 *   accepted again after its offer was declined or expired gets the next round, and two organizers
 *   releasing at once insert that round once;
 * - `admission_offer_links`: insert-only, one per link made (each sending of the email makes one),
 *   `_id` the hash of its token: every link of an offer works until the offer is answered or expires;
 * - `admission_offer_answers`: `_id` the offer's: the first answer (confirmed, declined, expired) is the one;
 * - `admission_seats`: (edition, seat number) unique and one per offer: a confirmation takes the
 *   lowest free seat number up to the edition's total, so two confirmations at the same instant can
 *   never hold more seats than there are; freeing a spot deletes its seat;
 * - `admission_offer_steps`: the follow-ups of a confirmation already done.
 */
export class OfferRepository {
  private readonly offers: Model<OfferDocument>;
  private readonly links: Model<LinkDocument>;
  private readonly answers: Model<AnswerDocument>;
  private readonly seats: Model<SeatDocument>;
  private readonly steps: Model<{ _id: string; at: Date }>;

  constructor(connection: Connection) {
    this.offers = connection.model<OfferDocument>('AdmissionOffer', offerSchema);
    this.links = connection.model<LinkDocument>('AdmissionOfferLink', linkSchema);
    this.answers = connection.model<AnswerDocument>('AdmissionOfferAnswer', answerSchema);
    this.seats = connection.model<SeatDocument>('AdmissionSeat', seatSchema);
    this.steps = connection.model<{ _id: string; at: Date }>('AdmissionOfferStep', stepSchema);
  }

  async ready(): Promise<void> {
    await Promise.all([this.offers.init(), this.links.init(), this.answers.init(), this.seats.init(), this.steps.init()]);
  }

  /** The application's offer of that round: the one inserted now, or null when that round was already made. */
  async insert(offer: Omit<OfferRecord, 'id'>): Promise<OfferRecord | null> {
    try {
      const created = await this.offers.create({ _id: new Types.ObjectId(), ...offer });
      return toRecord(created.toObject() as OfferDocument);
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /** Records a link made for the offer (the token's hash only). */
  async addLink(offerId: string, tokenHash: string, at: Date): Promise<void> {
    await this.links.create({ _id: tokenHash, offerId, createdAt: at });
  }

  async findByTokenHash(tokenHash: string): Promise<OfferWithAnswer | null> {
    const link = await this.links.findById(tokenHash).lean<LinkDocument>();
    return link ? this.byId(link.offerId) : null;
  }

  async byId(offerId: string): Promise<OfferWithAnswer | null> {
    const doc = await this.offers.findById(offerId).lean<OfferDocument>();
    return doc ? this.withAnswer(toRecord(doc)) : null;
  }

  /** The application's latest offer (its highest round). */
  async forApplication(applicationId: string): Promise<OfferWithAnswer | null> {
    const doc = await this.offers.findOne({ applicationId }).sort({ round: -1 }).lean<OfferDocument>();
    return doc ? this.withAnswer(toRecord(doc)) : null;
  }

  private async withAnswer(offer: OfferRecord): Promise<OfferWithAnswer> {
    const answer = await this.answers.findById(offer.id).lean<AnswerDocument>();
    return { ...offer, answer: answer?.answer ?? null, answeredAt: answer?.at ?? null };
  }

  /** Every offer of the edition with its answer (an application accepted again has one per round). */
  async ofEdition(year: number): Promise<OfferWithAnswer[]> {
    const docs = await this.offers.find({ year }).lean<OfferDocument[]>();
    const answers = await this.answers.find({ _id: trusted({ $in: docs.map((doc) => doc._id.toHexString()) }) }).lean<AnswerDocument[]>();
    const byId = new Map(answers.map((answer) => [answer._id, answer]));
    return docs.map((doc) => {
      const offer = toRecord(doc);
      const answer = byId.get(offer.id);
      return { ...offer, answer: answer?.answer ?? null, answeredAt: answer?.at ?? null };
    });
  }

  /** Open offers whose deadline has passed, in every edition. */
  async unansweredDueBy(now: Date): Promise<OfferRecord[]> {
    const docs = await this.offers.find({ expiresAt: trusted({ $lt: now }) }).lean<OfferDocument[]>();
    const answered = await this.answers.find({ _id: trusted({ $in: docs.map((doc) => doc._id.toHexString()) }) }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    const done = new Set(answered.map((answer) => answer._id));
    return docs.map(toRecord).filter((offer) => !done.has(offer.id));
  }

  /** The answer's commit: false when the offer was already answered. */
  async answer(offerId: string, answer: OfferAnswer, at: Date): Promise<boolean> {
    try {
      await this.answers.create({ _id: offerId, answer, at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /**
   * Takes the lowest free seat of the edition for the offer: 'taken' when it holds one now (or
   * already did), 'full' when every seat up to `totalSpots` is held. Each try is a unique insert.
   */
  async takeSeat(offerId: string, year: number, totalSpots: number, at: Date): Promise<'taken' | 'full'> {
    for (;;) {
      if (await this.seats.exists({ offerId })) return 'taken';
      const held = new Set((await this.seats.find({ year }).select({ seat: 1 }).lean<Array<{ seat: number }>>()).map((doc) => doc.seat));
      let seat = 1;
      while (held.has(seat)) seat++;
      if (seat > totalSpots) return 'full';
      try {
        await this.seats.create({ year, seat, offerId, at });
        return 'taken';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** Frees the offer's seat (a decline that lost to a confirmation, a cancellation, an erasure); true when one was held. */
  async freeSeat(offerId: string): Promise<boolean> {
    return (await this.seats.deleteOne({ offerId })).deletedCount > 0;
  }

  async seatsHeld(year: number): Promise<number> {
    return this.seats.countDocuments({ year });
  }

  async hasSeat(offerId: string): Promise<boolean> {
    return (await this.seats.exists({ offerId })) !== null;
  }

  async markStep(offerId: string, step: OfferStep, at: Date): Promise<void> {
    try {
      await this.steps.create({ _id: `${offerId}:${step}`, at });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  async doneSteps(offerId: string): Promise<Set<OfferStep>> {
    const docs = await this.steps.find({ _id: trusted({ $regex: `^${offerId}:` }) }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    return new Set(docs.map((doc) => doc._id.slice(offerId.length + 1) as OfferStep));
  }

  /** Confirmed offers whose follow-up is not done (a crash, auth or Redis away): the relay finishes them. */
  async confirmedNotDone(): Promise<OfferRecord[]> {
    const confirmed = await this.answers.find({ answer: 'confirmed' }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    if (confirmed.length === 0) return [];
    const done = await this.steps.find({ _id: trusted({ $in: confirmed.map((answer) => `${answer._id}:done`) }) }).select({ _id: 1 }).lean<Array<{ _id: string }>>();
    const finished = new Set(done.map((step) => step._id.split(':')[0]));
    const pending = confirmed.map((answer) => answer._id).filter((id) => !finished.has(id));
    const docs = await this.offers.find({ _id: trusted({ $in: pending }) }).lean<OfferDocument[]>();
    return docs.map(toRecord);
  }

  /** Every offer of the application (each round), with its links, seat, answer and steps. */
  async deleteForApplication(applicationId: string): Promise<void> {
    for (const offer of await this.offers.find({ applicationId }).lean<OfferDocument[]>()) {
      const id = offer._id.toHexString();
      await Promise.all([this.links.deleteMany({ offerId: id }), this.seats.deleteMany({ offerId: id }), this.answers.deleteMany({ _id: id }), this.steps.deleteMany({ _id: trusted({ $regex: `^${id}:` }) })]);
      await this.offers.deleteOne({ _id: offer._id });
    }
  }
}
