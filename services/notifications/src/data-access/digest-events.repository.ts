import { Schema, trusted, type Connection } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';
import { organizerNoticeKindSchema, type Language, type OrganizerNotice } from '@trek/contracts';

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
  /**
   * Records the notice for these organizers' digests, its summary in each one's language; one record
   * per notice and organizer, whatever the retries.
   */
  record(noticeJobId: string, notice: OrganizerNotice, organizers: Array<{ id: string; language: Language }>, at: Date): Promise<void>;
  /** The organizer's events recorded in [from, until), oldest first. */
  between(organizerId: string, from: Date, until: Date): Promise<DigestEvent[]>;
}

export async function createDigestEventRepository(connection: Connection): Promise<DigestEventRepository> {
  const Events = connection.model<DigestEventDocument>('OrganizerDigestEvent', eventSchema);
  await Events.init();
  return {
    async record(noticeJobId, { kind, summary, link, translations }, organizers, at) {
      for (const { id: organizerId, language } of organizers) {
        try {
          await Events.create({ _id: `${noticeJobId}-${organizerId}`, organizerId, kind, summary: translations?.[language]?.summary ?? summary, link, recordedAt: at });
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
