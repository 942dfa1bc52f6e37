import { Schema, trusted, type Connection } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';
import { organizerNoticeKindSchema, type OrganizerNotice } from '@trek/contracts';

/** A notice an organizer chose to get in their daily digest; insert-only. */
export interface DigestEvent extends OrganizerNotice {
  organizerId: string;
  recordedAt: Date;
}

interface DigestEventDocument extends DigestEvent {
  /** `<notice job id>-<organizer id>`: a retried notice records its event once. */
  _id: string;
}

const eventSchema = new Schema<DigestEventDocument>(
  {
    _id: { type: String, required: true },
    organizerId: { type: String, required: true },
    kind: { type: String, required: true, enum: organizerNoticeKindSchema.options },
    summary: { type: String, required: true },
    link: { type: String, required: true },
    recordedAt: { type: Date, required: true },
  },
  { collection: 'organizer_digest_events', versionKey: false },
);
eventSchema.index({ organizerId: 1, recordedAt: 1 });

export interface DigestEventRepository {
  /** Records the notice for these organizers' digests; one record per notice and organizer, whatever the retries. */
  record(noticeJobId: string, notice: OrganizerNotice, organizerIds: string[], at: Date): Promise<void>;
  /** The organizer's events recorded in [from, until), oldest first. */
  between(organizerId: string, from: Date, until: Date): Promise<DigestEvent[]>;
}

export async function createDigestEventRepository(connection: Connection): Promise<DigestEventRepository> {
  const Events = connection.model<DigestEventDocument>('OrganizerDigestEvent', eventSchema);
  await Events.init();
  return {
    async record(noticeJobId, notice, organizerIds, at) {
      for (const organizerId of organizerIds) {
        try {
          await Events.create({ _id: `${noticeJobId}-${organizerId}`, organizerId, ...notice, recordedAt: at });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
    },
    async between(organizerId, from, until) {
      const docs = await Events.find({ organizerId, recordedAt: trusted({ $gte: from, $lt: until }) })
        .sort({ recordedAt: 1, _id: 1 })
        .lean<DigestEventDocument[]>();
      return docs.map(({ organizerId: id, kind, summary, link, recordedAt }) => ({ organizerId: id, kind, summary, link, recordedAt }));
    },
  };
}
