import type { Collection, Connection } from 'mongoose';
import { myTeamCardInputSchema } from '@trek/contracts';
import { isDuplicateKeyError } from '@trek/service-kit';
import { toItem, type StoredItem } from './content-item.repository.js';

/** The card fields an organizer edits on their own card (the contract's, bar `order`); a save replaces them all. */
const OWN_CARD_FIELDS = Object.keys(myTeamCardInputSchema.shape).filter((name) => name !== 'order');

export interface OwnCardSave {
  /** Validated card fields; an editable field left out is removed from the card. */
  fields: Record<string, unknown>;
  /** Set when the organizer chose a position; otherwise a new card gets `orderOnInsert` and an existing one keeps its own. */
  order?: number;
  orderOnInsert: number;
}

/**
 * Team member cards linked to an organizer's account by `userId`. A unique sparse index keeps one
 * card per organizer even when two saves race; cards the Content tab creates have no `userId`.
 */
export class OwnTeamCardRepository {
  private readonly cards: Collection;

  constructor(connection: Connection, collection: string) {
    this.cards = connection.collection(collection);
  }

  /** Resolves once the one-card-per-organizer index exists, so a race is refused from the first save. */
  async ready(): Promise<void> {
    await this.cards.createIndex({ userId: 1 }, { unique: true, sparse: true });
  }

  async findByUser(userId: string): Promise<StoredItem | null> {
    const doc = await this.cards.findOne({ userId });
    return doc ? toItem(doc) : null;
  }

  async saveForUser(userId: string, save: OwnCardSave): Promise<StoredItem> {
    try {
      return await this.upsert(userId, save);
    } catch (error) {
      // Two first saves raced: the loser's insert hit the index, and now the card exists to update.
      if (isDuplicateKeyError(error)) return this.upsert(userId, save);
      throw error;
    }
  }

  private async upsert(userId: string, { fields, order, orderOnInsert }: OwnCardSave): Promise<StoredItem> {
    const now = new Date();
    const unset = Object.fromEntries(OWN_CARD_FIELDS.filter((name) => fields[name] === undefined).map((name) => [name, '']));
    const set = { ...fields, ...(order === undefined ? {} : { order }), updatedBy: userId, updatedAt: now };
    const onInsert = { sample: false, createdBy: userId, createdAt: now, ...(order === undefined ? { order: orderOnInsert } : {}) };
    const doc = await this.cards.findOneAndUpdate(
      { userId },
      { $set: set, $setOnInsert: onInsert, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) },
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc) throw new Error(`the card of user ${userId} was not saved`);
    return toItem(doc);
  }
}
