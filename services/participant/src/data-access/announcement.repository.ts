import { Schema, type Connection, type Model } from 'mongoose';
import type { AnnouncementPriority, Attachment } from '@trek/contracts';

export interface AnnouncementRecord {
  id: string;
  title: string;
  content: string;
  priority: AnnouncementPriority;
  attachments: Attachment[];
  createdAt: Date;
  updatedAt: Date;
}

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
  },
  { collection: 'announcements', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' } },
);
announcementSchema.index({ createdAt: -1 });

const toRecord = ({ _id, ...doc }: LeanAnnouncement): AnnouncementRecord => ({
  id: _id.toString(),
  title: doc.title,
  content: doc.content,
  priority: doc.priority ?? 'normal',
  attachments: doc.attachments ?? [],
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
});

/** Participants read announcements; organizers write them (their routes come with the organizer dashboard). */
export class AnnouncementRepository {
  private readonly announcements: Model<AnnouncementDocument>;

  constructor(connection: Connection) {
    this.announcements = connection.model<AnnouncementDocument>('Announcement', announcementSchema);
  }

  async ready(): Promise<void> {
    await this.announcements.init();
  }

  /** Newest first. */
  async listNewestFirst(): Promise<AnnouncementRecord[]> {
    const docs = await this.announcements.find().sort({ createdAt: -1, _id: -1 }).lean<LeanAnnouncement[]>();
    return docs.map(toRecord);
  }
}
