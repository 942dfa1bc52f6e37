import { Schema, type Connection, type Model } from 'mongoose';
import type { Audience } from '@trek/contracts';

/** An organizer's plain email to a group: what was sent, to which audience of which edition, by whom. */
export interface GroupEmailRecord {
  id: string;
  year: number;
  audience: Audience;
  subject: string;
  message: string;
  organizerId: string;
  createdAt: Date;
}

type GroupEmailDocument = Omit<GroupEmailRecord, 'id'>;

const schema = new Schema<GroupEmailDocument>(
  {
    year: { type: Number, required: true },
    audience: { type: new Schema({ kind: { type: String, required: true }, item: String, userIds: { type: [String], default: undefined } }, { _id: false }), required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    organizerId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'group_emails', versionKey: false },
);

/**
 * `group_emails`: insert-only, one document per email an organizer sends to a group; its id makes
 * the job id of each recipient's copy, so the outbox owes each person one copy of each.
 */
export class GroupEmailRepository {
  private readonly model: Model<GroupEmailDocument>;

  constructor(connection: Connection) {
    this.model = connection.models.GroupEmail ?? connection.model<GroupEmailDocument>('GroupEmail', schema);
  }

  async ready(): Promise<void> {
    await this.model.init();
  }

  async insert(record: GroupEmailDocument): Promise<GroupEmailRecord> {
    const created = await this.model.create(record);
    return { ...record, id: created._id.toString() };
  }
}
