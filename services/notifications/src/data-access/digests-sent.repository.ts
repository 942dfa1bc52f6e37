import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError } from '@trek/service-kit';

/** A digest an organizer was sent for a day; insert-only, one per organizer and day. */
export interface DigestSent {
  organizerId: string;
  /** The digest day, `YYYY-MM-DD` in the trek's time zone. */
  day: string;
  /** Events recorded before this instant are in this digest or an earlier one. */
  coversUntil: Date;
  events: number;
  sentAt: Date;
}

interface DigestSentDocument extends DigestSent {
  /** `<organizer id>-<day>`: one document per organizer and day. */
  _id: string;
}

const sentSchema = new Schema<DigestSentDocument>(
  {
    _id: { type: String, required: true },
    organizerId: { type: String, required: true },
    day: { type: String, required: true },
    coversUntil: { type: Date, required: true },
    events: { type: Number, required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'organizer_digests_sent', versionKey: false },
);
sentSchema.index({ organizerId: 1, day: 1 }, { unique: true, name: 'one_digest_per_organizer_per_day' });

const idOf = (organizerId: string, day: string) => `${organizerId}-${day}`;

export interface DigestsSentRepository {
  /** The organizer's newest digest: the next one starts where it ended. */
  latest(organizerId: string): Promise<DigestSent | null>;
  /** Records the digest; false when one was already recorded for that organizer and day. */
  record(sent: DigestSent): Promise<boolean>;
}

export async function createDigestsSentRepository(connection: Connection): Promise<DigestsSentRepository> {
  const Sent = connection.model<DigestSentDocument>('OrganizerDigestSent', sentSchema);
  await Sent.init();
  return {
    async latest(organizerId) {
      const doc = await Sent.findOne({ organizerId }).sort({ day: -1 }).lean<DigestSentDocument>();
      if (!doc) return null;
      const { _id, ...sent } = doc;
      return sent;
    },
    async record(sent) {
      try {
        await Sent.create({ _id: idOf(sent.organizerId, sent.day), ...sent });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
