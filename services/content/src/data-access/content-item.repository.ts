import { Schema, Types, type Connection, type Model, type SortOrder } from 'mongoose';

/** Who changed an item and when, kept beside its fields. */
export interface ItemMeta {
  sample: boolean;
  createdBy: string;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An item as stored: its fields (already validated by the caller) plus `id` and its meta. */
export type StoredItem = Record<string, unknown> & { id: string } & Partial<ItemMeta>;

type Fields = Record<string, unknown>;

/** Fields are validated by the shared schemas before they get here, so the stored shape is theirs. */
const itemSchema = new Schema({}, { strict: false, versionKey: false });

/** A stored document as the domain sees it: `_id` becomes the string `id`. */
export const toItem = ({ _id, ...rest }: Fields & { _id: unknown }): StoredItem => ({ ...rest, id: String(_id) });

/** One content collection (FAQs, places, ...); every method answers plain objects. */
export class ContentItemRepository {
  private readonly model: Model<Fields>;

  constructor(
    connection: Connection,
    collection: string,
    private readonly sort: Record<string, SortOrder>,
  ) {
    this.model = connection.models[collection] ?? connection.model<Fields>(collection, itemSchema, collection);
  }

  async list(): Promise<StoredItem[]> {
    const docs = await this.model.find().sort({ ...this.sort, _id: 1 }).lean<(Fields & { _id: Types.ObjectId })[]>();
    return docs.map(toItem);
  }

  async count(): Promise<number> {
    return this.model.estimatedDocumentCount();
  }

  async create(fields: Fields, actor: string, sample = false): Promise<StoredItem> {
    const now = new Date();
    const doc = { ...fields, sample, createdBy: actor, updatedBy: actor, createdAt: now, updatedAt: now };
    const created = await this.model.collection.insertOne(doc);
    return { ...doc, id: String(created.insertedId) };
  }

  /** Sets the given fields; the others stay as they are. */
  async update(id: string, fields: Fields, actor: string): Promise<StoredItem | null> {
    const doc = await this.model
      .findByIdAndUpdate(id, { $set: { ...fields, updatedBy: actor, updatedAt: new Date() } }, { returnDocument: 'after' })
      .lean<Fields & { _id: Types.ObjectId }>();
    return doc ? toItem(doc) : null;
  }

  /**
   * Replaces the fields whole (fields the new version lacks are gone); who created it and when stay,
   * and so does the owner of an organizer's own team card (`userId`), which no edit form sends.
   */
  async replace(id: string, fields: Fields, actor: string): Promise<StoredItem | null> {
    const existing = await this.model.findById(id).lean<Fields & Partial<ItemMeta> & { userId?: string }>();
    if (!existing) return null;
    const doc = {
      ...fields,
      ...(existing.userId === undefined ? {} : { userId: existing.userId }),
      sample: existing.sample ?? false,
      createdBy: existing.createdBy ?? actor,
      createdAt: existing.createdAt ?? new Date(),
      updatedBy: actor,
      updatedAt: new Date(),
    };
    const result = await this.model.collection.replaceOne({ _id: new Types.ObjectId(id) }, doc);
    return result.matchedCount === 1 ? { ...doc, id } : null;
  }

  /** The item as it was, or null when there was none. */
  async remove(id: string): Promise<StoredItem | null> {
    const doc = await this.model.findOneAndDelete({ _id: id }).lean<Fields & { _id: Types.ObjectId }>();
    return doc ? toItem(doc) : null;
  }

  /** Gives each listed item its index as `order`; answers how many of the ids exist. */
  async reorder(ids: string[], actor: string): Promise<number> {
    const now = new Date();
    const results = await Promise.all(
      ids.map((id, order) => this.model.updateOne({ _id: id }, { $set: { order, updatedBy: actor, updatedAt: now } })),
    );
    return results.reduce((found, r) => found + r.matchedCount, 0);
  }

  async insertSamples(items: Fields[], actor: string): Promise<string[]> {
    const created: string[] = [];
    for (const fields of items) created.push((await this.create(fields, actor, true)).id);
    return created;
  }
}
