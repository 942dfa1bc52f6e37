import type { Connection } from 'mongoose';
import type { Day0Setting } from './day0-setting.repository.js';
import { emptyProfileFields, ignoreDuplicate, type ParticipantModels } from './participant-documents.js';

/** A document of the single-document layout (`participants`, one per participant), as stored. */
interface LegacyParticipant {
  _id: unknown;
  userId?: unknown;
  profile?: Record<string, unknown>;
  hasJoinedWhatsapp?: boolean;
  whatsappJoinedAt?: Date | null;
  logistics?: Record<string, unknown> & { day0Locked?: boolean; updatedAt?: Date };
  transferCount?: number;
  transfers?: Array<{ at: Date; recipientEmail?: string | null; recipientAffiliation?: string | null; noteToOrganizers?: string | null }>;
  createdAt?: Date;
  updatedAt?: Date;
}

/**
 * Moves each `participants` document (one per participant, the older layout) into the documents
 * the state lives in now, then deletes it. Idempotent: each piece is an insert against a unique
 * index (a piece already there is kept as it is), and the old document goes only once all of its
 * pieces are in. Runs at start-up before any request; the encrypted fields are copied as stored.
 * The Day 0 lock the document had becomes a per-person lock of the current setting generation, so
 * it holds until organizers next lock or unlock everyone, as it did before.
 */
export async function migrateLegacyParticipants(connection: Connection, models: ParticipantModels, setting: Day0Setting): Promise<number> {
  const legacy = connection.collection<LegacyParticipant>('participants');
  const docs = await legacy.find({}).toArray();
  let moved = 0;
  for (const doc of docs) {
    if (typeof doc.userId !== 'string') continue;
    const userId = doc.userId;
    const holder = doc.transferCount ?? 0;
    const now = new Date();
    const createdAt = doc.createdAt ?? now;
    const updatedAt = doc.updatedAt ?? now;
    const { day0Locked, ...logistics } = doc.logistics ?? {};

    await ignoreDuplicate(models.profiles.collection.insertOne({ _id: doc._id, ...emptyProfileFields(), ...doc.profile, userId, holder, createdAt, updatedAt }));
    await ignoreDuplicate(
      models.logistics.collection.insertOne({ _id: doc._id, status: 'DRAFT', submittedAt: null, ...logistics, updatedAt: logistics.updatedAt ?? updatedAt, userId, holder, createdAt }),
    );
    if (doc.hasJoinedWhatsapp) await ignoreDuplicate(models.whatsapp.collection.insertOne({ userId, holder, at: doc.whatsappJoinedAt ?? updatedAt }));
    await ignoreDuplicate(models.day0Locks.collection.insertOne({ userId, locked: day0Locked ?? setting.lockedForAll, holder, generation: setting.generation, at: now }));
    const entries = doc.transfers ?? [];
    for (const [index, entry] of entries.entries()) {
      await ignoreDuplicate(
        models.transfers.collection.insertOne({
          userId,
          transferNumber: holder - entries.length + index + 1,
          at: entry.at,
          recipientEmail: entry.recipientEmail ?? null,
          recipientAffiliation: entry.recipientAffiliation ?? null,
          noteToOrganizers: entry.noteToOrganizers ?? null,
        }),
      );
    }
    await legacy.deleteOne({ _id: doc._id });
    moved += 1;
  }
  return moved;
}
