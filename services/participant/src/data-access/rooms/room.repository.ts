import { Schema, Types, type Connection, type Model } from 'mongoose';

/** One room of an edition, as organizers drafted it: its members inside it. */
export interface StoredRoom {
  id: string;
  year: number;
  label: string;
  size: number;
  /** One night of the trek (YYYY-MM-DD), or null for the whole trip. */
  night: string | null;
  memberIds: string[];
  updatedAt: Date;
}

/** What participants see: the rooms as they were when organizers last published them (ids only; names are read when shown). */
export interface StoredPublication {
  year: number;
  at: Date;
  publishedBy: string;
  rooms: Array<Pick<StoredRoom, 'id' | 'label' | 'size' | 'night' | 'memberIds'>>;
}

type RoomDocument = Omit<StoredRoom, 'id'> & { _id: string };
type PublicationDocument = Omit<StoredPublication, 'rooms'> & { rooms: Array<Omit<StoredPublication['rooms'][number], 'id'> & { roomId: string }> };

const roomSchema = new Schema<RoomDocument>(
  {
    _id: { type: String, required: true },
    year: { type: Number, required: true },
    label: { type: String, required: true },
    size: { type: Number, required: true },
    night: { type: String, default: null },
    memberIds: { type: [String], required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'rooms', versionKey: false },
);
roomSchema.index({ year: 1 });
roomSchema.index({ memberIds: 1 });

const publicationSchema = new Schema<PublicationDocument>(
  {
    year: { type: Number, required: true },
    at: { type: Date, required: true },
    publishedBy: { type: String, required: true },
    rooms: {
      type: [{ _id: false, roomId: String, label: String, size: Number, night: { type: String, default: null }, memberIds: [String] }],
      required: true,
    },
  },
  { collection: 'room_publications', versionKey: false },
);
publicationSchema.index({ year: 1, at: -1 });

const toRoom = ({ _id, ...doc }: RoomDocument): StoredRoom => ({ id: _id, ...doc, night: doc.night ?? null, memberIds: [...doc.memberIds] });

/**
 * The rooms (`rooms`: one document per room, its members inside it) and their publications
 * (`room_publications`: insert-only, the latest per edition is what participants see). This
 * repository only stores and finds: every change of a room goes through the rooms use cases'
 * write queue (domain/rooms/room-writes.ts), which also decides what a change may do.
 */
export class RoomRepository {
  private readonly rooms: Model<RoomDocument>;
  private readonly publications: Model<PublicationDocument>;

  constructor(connection: Connection) {
    this.rooms = connection.model<RoomDocument>('Room', roomSchema);
    this.publications = connection.model<PublicationDocument>('RoomPublication', publicationSchema);
  }

  async ready(): Promise<void> {
    await Promise.all([this.rooms.init(), this.publications.init()]);
  }

  /** The edition's rooms, whole-trip rooms first, then by night and name. */
  async listByYear(year: number): Promise<StoredRoom[]> {
    const docs = await this.rooms.find({ year }).lean<RoomDocument[]>();
    return docs.map(toRoom).sort((a, b) => (a.night ?? '').localeCompare(b.night ?? '') || a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
  }

  async findById(id: string): Promise<StoredRoom | null> {
    const doc = await this.rooms.findById(id).lean<RoomDocument>();
    return doc ? toRoom(doc) : null;
  }

  /** Every room, of any edition, with this person in it. */
  async roomsOf(userId: string): Promise<StoredRoom[]> {
    return (await this.rooms.find({ memberIds: userId }).lean<RoomDocument[]>()).map(toRoom);
  }

  async insert(room: Omit<StoredRoom, 'id'>): Promise<StoredRoom> {
    const id = new Types.ObjectId().toHexString();
    await this.rooms.create({ _id: id, ...room });
    return { id, ...room };
  }

  /** Rewrites the room's fields (the caller holds the edition's write queue). */
  async save(room: StoredRoom): Promise<void> {
    const { id, ...fields } = room;
    await this.rooms.updateOne({ _id: id }, { $set: fields });
  }

  async remove(id: string): Promise<boolean> {
    return (await this.rooms.deleteOne({ _id: id })).deletedCount > 0;
  }

  async publish(publication: StoredPublication): Promise<void> {
    await this.publications.create({ ...publication, rooms: publication.rooms.map(({ id, ...room }) => ({ roomId: id, ...room })) });
  }

  /** Each edition with rooms or a publication stored, and how many rooms its draft holds (the retention purge). */
  async storedEditions(): Promise<Array<{ year: number; rooms: number }>> {
    const [rooms, published] = await Promise.all([
      this.rooms.find({}).select({ year: 1 }).lean<Array<{ year: number }>>(),
      this.publications.distinct('year') as Promise<number[]>,
    ]);
    const counts = new Map<number, number>(published.map((year) => [year, 0]));
    for (const { year } of rooms) counts.set(year, (counts.get(year) ?? 0) + 1);
    return [...counts].map(([year, count]) => ({ year, rooms: count }));
  }

  /** Deletes an edition's rooms and every publication of them (the caller holds the edition's write queue); answers how many rooms there were. */
  async removeEdition(year: number): Promise<number> {
    const { deletedCount } = await this.rooms.deleteMany({ year });
    await this.publications.deleteMany({ year });
    return deletedCount;
  }

  /** The edition's latest publication; null while organizers never published its rooms. */
  async latestPublication(year: number): Promise<StoredPublication | null> {
    const doc = await this.publications.findOne({ year }).sort({ at: -1, _id: -1 }).lean<PublicationDocument>();
    if (!doc) return null;
    return { year: doc.year, at: doc.at, publishedBy: doc.publishedBy, rooms: doc.rooms.map(({ roomId, ...room }) => ({ id: roomId, ...room, night: room.night ?? null, memberIds: [...room.memberIds] })) };
  }
}
