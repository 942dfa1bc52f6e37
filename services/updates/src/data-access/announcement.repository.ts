import { Schema, type Connection, type Model } from 'mongoose';
import type { AnnouncementPriority, Attachment } from '@trek/contracts';
import { KeyedQueue } from '@trek/service-kit';
import { AnnouncementReadRepository } from './announcement-read.repository.js';

export interface AnnouncementRecord {
  id: string;
  title: string;
  content: string;
  priority: AnnouncementPriority;
  attachments: Attachment[];
  /** The edition it was posted to, set at insert and never changed. */
  year: number;
  /** When participants were last emailed about it. */
  emailedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type AnnouncementFields = Pick<AnnouncementRecord, 'title' | 'content' | 'priority' | 'attachments'>;
type NewAnnouncement = AnnouncementFields & Pick<AnnouncementRecord, 'year'>;

type AnnouncementDocument = Omit<AnnouncementRecord, 'id'>;
type LeanAnnouncement = AnnouncementDocument & { _id: { toString(): string } };

const attachmentSchema = new Schema(
  {
    id: { type: String, required: true },
    fileName: { type: String, required: true },
    fileType: { type: String, required: true },
    fileSize: { type: Number, required: true },
    url: { type: String, required: true },
  },
  { _id: false },
);

const announcementSchema = new Schema<AnnouncementDocument>(
  {
    title: { type: String, required: true },
    content: { type: String, required: true },
    priority: { type: String, required: true, default: 'normal' },
    attachments: { type: [attachmentSchema], default: [] },
    year: { type: Number, required: true },
    emailedAt: { type: Date, default: null },
  },
  { collection: 'announcements', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } },
);
announcementSchema.index({ year: 1, createdAt: -1 });

const toRecord = ({ _id, ...doc }: LeanAnnouncement): AnnouncementRecord => ({
  id: _id.toString(),
  title: doc.title,
  content: doc.content,
  priority: doc.priority,
  attachments: doc.attachments,
  year: doc.year,
  emailedAt: doc.emailedAt ?? null,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

/**
 * Participants read announcements; organizers write them. An edit and the "emailed" mark of one
 * announcement can meet, and FerretDB rewrites the whole document, so they run one at a time per
 * announcement (one process on FerretDB; replicas need MongoDB).
 */
export class AnnouncementRepository {
  private readonly announcements: Model<AnnouncementDocument>;
  private readonly writes = new KeyedQueue();
  /** Who has read which announcement: kept apart, insert-only (see AnnouncementReadRepository). */
  readonly reads: AnnouncementReadRepository;

  constructor(connection: Connection) {
    this.announcements = connection.model<AnnouncementDocument>('Announcement', announcementSchema);
    this.reads = new AnnouncementReadRepository(connection);
  }

  async ready(): Promise<void> {
    await Promise.all([this.announcements.init(), this.reads.ready()]);
  }

  /** Every edition's, newest first. */
  async listNewestFirst(): Promise<AnnouncementRecord[]> {
    const docs = await this.announcements.find().sort({ createdAt: -1, _id: -1 }).lean<LeanAnnouncement[]>();
    return docs.map(toRecord);
  }

  /** One edition's, newest first. */
  async listOfEdition(year: number): Promise<AnnouncementRecord[]> {
    const docs = await this.announcements.find({ year }).sort({ createdAt: -1, _id: -1 }).lean<LeanAnnouncement[]>();
    return docs.map(toRecord);
  }

  async findById(id: string): Promise<AnnouncementRecord | null> {
    const doc = await this.announcements.findById(id).lean<LeanAnnouncement>();
    return doc ? toRecord(doc) : null;
  }

  async insert(fields: NewAnnouncement): Promise<AnnouncementRecord> {
    const created = await this.announcements.create(fields);
    return toRecord(created.toObject() as LeanAnnouncement);
  }

  /** Null when there is no such announcement. */
  async update(id: string, changes: Partial<AnnouncementFields>): Promise<AnnouncementRecord | null> {
    const updated = await this.writes.run(id, () =>
      this.announcements.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' }).lean<LeanAnnouncement>(),
    );
    return updated ? toRecord(updated) : null;
  }

  /**
   * Records when the announcement first went out by email; a later email (to its unread readers)
   * keeps that time. Not an edit: `updatedAt` stays as the organizers' last change left it.
   */
  async markEmailed(id: string, at: Date): Promise<AnnouncementRecord | null> {
    const updated = await this.writes.run(id, async () => {
      const current = await this.announcements.findById(id).lean<LeanAnnouncement>();
      if (!current || current.emailedAt) return current;
      return this.announcements.findByIdAndUpdate(id, { $set: { emailedAt: at } }, { returnDocument: 'after', timestamps: false }).lean<LeanAnnouncement>();
    });
    return updated ? toRecord(updated) : null;
  }

  /** The deleted announcement, or null when there was none. */
  async delete(id: string): Promise<AnnouncementRecord | null> {
    const deleted = await this.announcements.findByIdAndDelete(id).lean<LeanAnnouncement>();
    return deleted ? toRecord(deleted) : null;
  }
}
