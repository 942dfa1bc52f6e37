import { Schema, type Connection, type Model } from 'mongoose';
import { type Audience, type AnnouncementPriority, type Attachment } from '@trek/contracts';
import { KeyedQueue } from '@trek/service-kit';
import { AnnouncementReadRepository } from './announcement-read.repository.js';
import { AnnouncementRecipientRepository } from './announcement-recipient.repository.js';

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
  /** Who it is for. */
  audience: Audience;
  /** When it is to be published; null: at once. */
  publishAt: Date | null;
  /** When it was published (participants can see it from then); null while it waits. */
  publishedAt: Date | null;
  pinned: boolean;
  /** The organizer asked to email it to its audience when it is published. */
  emailOnPublish: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What an edit changes; the post counts as edited (`updatedAt`) only when its text, priority or attachments change. */
export type AnnouncementFields = Pick<AnnouncementRecord, 'title' | 'content' | 'priority' | 'attachments'>;
export type AnnouncementSettings = Pick<AnnouncementRecord, 'audience' | 'publishAt' | 'pinned' | 'emailOnPublish'>;
type NewAnnouncement = AnnouncementFields & AnnouncementSettings & Pick<AnnouncementRecord, 'year'>;

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
    audience: {
      type: new Schema({ kind: { type: String, required: true }, item: String, userIds: { type: [String], default: undefined } }, { _id: false }),
      required: true,
    },
    publishAt: { type: Date, default: null },
    publishedAt: { type: Date, default: null },
    pinned: { type: Boolean, default: false },
    emailOnPublish: { type: Boolean, default: false },
  },
  { collection: 'announcements', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } },
);
announcementSchema.index({ year: 1, createdAt: -1 });
announcementSchema.index({ publishedAt: 1 });

/** The stored audience as the contract's shape (without the subdocument's empty fields). */
function audienceOf(stored: Audience): Audience {
  switch (stored.kind) {
    case 'missingSetup':
      return { kind: stored.kind, item: stored.item };
    case 'participants':
      return { kind: stored.kind, userIds: [...stored.userIds] };
    default:
      return { kind: stored.kind };
  }
}

const toRecord = ({ _id, ...doc }: LeanAnnouncement): AnnouncementRecord => ({
  id: _id.toString(),
  title: doc.title,
  content: doc.content,
  priority: doc.priority,
  attachments: doc.attachments,
  year: doc.year,
  emailedAt: doc.emailedAt ?? null,
  audience: audienceOf(doc.audience),
  publishAt: doc.publishAt,
  publishedAt: doc.publishedAt,
  pinned: doc.pinned,
  emailOnPublish: doc.emailOnPublish,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

/**
 * Participants read announcements; organizers write them. An edit, the "published" and the
 * "emailed" marks of one announcement can meet, and FerretDB rewrites the whole document, so they
 * run one at a time per announcement (one process on FerretDB; replicas need MongoDB).
 */
export class AnnouncementRepository {
  private readonly announcements: Model<AnnouncementDocument>;
  private readonly writes = new KeyedQueue();
  /** Who has read which announcement: kept apart, insert-only (see AnnouncementReadRepository). */
  readonly reads: AnnouncementReadRepository;
  /** Whom an announcement with an audience reaches: kept apart, insert-only (see AnnouncementRecipientRepository). */
  readonly recipients: AnnouncementRecipientRepository;

  constructor(connection: Connection) {
    this.announcements = connection.model<AnnouncementDocument>('Announcement', announcementSchema);
    this.reads = new AnnouncementReadRepository(connection);
    this.recipients = new AnnouncementRecipientRepository(connection);
  }

  async ready(): Promise<void> {
    await Promise.all([this.announcements.init(), this.reads.ready(), this.recipients.ready()]);
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

  /** Saved unpublished (`publishedAt` null): publishing it is the next step, at once or at its time. */
  async insert(fields: NewAnnouncement): Promise<AnnouncementRecord> {
    const created = await this.announcements.create({ ...fields, publishedAt: null });
    return toRecord(created.toObject() as LeanAnnouncement);
  }

  /** Unpublished ones whose time has come (or that were to be published at once), oldest time first. */
  async listDue(now: Date): Promise<AnnouncementRecord[]> {
    // Few wait at any time.
    const docs = await this.announcements.find({ publishedAt: null }).sort({ _id: 1 }).lean<LeanAnnouncement[]>();
    return docs
      .filter((doc) => (doc.publishAt ?? doc.createdAt).getTime() <= now.getTime())
      .map(toRecord)
      .sort((a, b) => (a.publishAt ?? a.createdAt).getTime() - (b.publishAt ?? b.createdAt).getTime());
  }

  /**
   * Null when there is no such announcement. Only a change of its text, priority or attachments
   * marks the post edited; its audience, schedule or pin do not.
   */
  async update(id: string, changes: Partial<AnnouncementFields & AnnouncementSettings>): Promise<AnnouncementRecord | null> {
    const edited = (['title', 'content', 'priority', 'attachments'] as const).some((field) => changes[field] !== undefined);
    const updated = await this.writes.run(id, () =>
      this.announcements.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', timestamps: edited }).lean<LeanAnnouncement>(),
    );
    return updated ? toRecord(updated) : null;
  }

  /** Marks it published unless it already is (the first time is kept); not an edit. */
  async markPublished(id: string, at: Date): Promise<AnnouncementRecord | null> {
    const updated = await this.writes.run(id, async () => {
      const current = await this.announcements.findById(id).lean<LeanAnnouncement>();
      if (!current || current.publishedAt !== null) return current;
      return this.announcements.findByIdAndUpdate(id, { $set: { publishedAt: at } }, { returnDocument: 'after', timestamps: false }).lean<LeanAnnouncement>();
    });
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

  /**
   * Takes an erased person out of every audience chosen by hand (one announcement at a time, in its
   * write queue); an audience left empty reaches nobody. Answers how many named them.
   */
  async removeChosenParticipant(userId: string): Promise<number> {
    const chosenBy = await this.announcements.find({ 'audience.kind': 'participants' }, { audience: 1 }).lean<Pick<LeanAnnouncement, '_id' | 'audience'>[]>();
    const naming = chosenBy.filter(({ audience }) => audience?.kind === 'participants' && audience.userIds.includes(userId));
    for (const { _id } of naming) {
      await this.writes.run(_id.toString(), async () => {
        const current = await this.announcements.findById(_id, { audience: 1 }).lean<Pick<LeanAnnouncement, '_id' | 'audience'>>();
        if (current?.audience?.kind !== 'participants') return;
        const userIds = current.audience.userIds.filter((id) => id !== userId);
        await this.announcements.updateOne({ _id }, { $set: { 'audience.userIds': userIds } }, { timestamps: false });
      });
    }
    return naming.length;
  }

  /** The deleted announcement, or null when there was none. */
  async delete(id: string): Promise<AnnouncementRecord | null> {
    const deleted = await this.announcements.findByIdAndDelete(id).lean<LeanAnnouncement>();
    return deleted ? toRecord(deleted) : null;
  }
}
