import { Schema, trusted, type Connection } from 'mongoose';
import { ATTACHMENT_MIME_TYPES, UPLOAD_TYPES, type AttachmentMimeType, type UploadType } from '@trek/contracts';

export interface MediaRecord {
  key: string;
  ownerId: string;
  uploadType: UploadType;
  /** Decided from the bytes at upload; every /media answer takes its Content-Type from here. */
  contentType: AttachmentMimeType;
  size: number;
  width: number | null;
  height: number | null;
  /** Widths of the WebP versions this image has (contracts `responsiveWidths`); none for older uploads and PDFs. */
  widths: number[];
  /** Which display versions the worker has written; `widths`: all the width versions. */
  versions: { display: boolean; webp: boolean; widths: boolean };
  createdAt: string;
}

interface MediaDocument extends Omit<MediaRecord, 'createdAt'> {
  createdAt: Date;
}

const mediaSchema = new Schema<MediaDocument>(
  {
    key: { type: String, required: true, unique: true },
    ownerId: { type: String, required: true },
    uploadType: { type: String, required: true, enum: UPLOAD_TYPES },
    contentType: { type: String, required: true, enum: ATTACHMENT_MIME_TYPES },
    size: { type: Number, required: true },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    widths: { type: [Number], default: [] },
    versions: {
      display: { type: Boolean, default: false },
      webp: { type: Boolean, default: false },
      widths: { type: Boolean, default: false },
    },
  },
  { collection: 'media', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
mediaSchema.index({ ownerId: 1, createdAt: -1 });

function toRecord(doc: MediaDocument): MediaRecord {
  return {
    key: doc.key,
    ownerId: doc.ownerId,
    uploadType: doc.uploadType,
    contentType: doc.contentType,
    size: doc.size,
    width: doc.width ?? null,
    height: doc.height ?? null,
    widths: doc.widths ?? [],
    versions: { display: Boolean(doc.versions?.display), webp: Boolean(doc.versions?.webp), widths: Boolean(doc.versions?.widths) },
    createdAt: doc.createdAt.toISOString(),
  };
}

export type NewMedia = Omit<MediaRecord, 'versions' | 'createdAt'>;

export interface MediaRepository {
  create(media: NewMedia): Promise<MediaRecord>;
  findByKey(key: string): Promise<MediaRecord | null>;
  /** The record stored under one of `keys`. */
  findByAnyKey(keys: string[]): Promise<MediaRecord | null>;
  markVersionsReady(key: string, versions: MediaRecord['versions']): Promise<void>;
  /** Every upload this user made. */
  listByOwner(ownerId: string): Promise<MediaRecord[]>;
  deleteByKey(key: string): Promise<void>;
}

export async function createMediaRepository(mongo: Connection): Promise<MediaRepository> {
  const Media = mongo.model<MediaDocument>('Media', mediaSchema);
  await Media.init();
  return {
    async create(media) {
      const created = await Media.create({ ...media, versions: { display: false, webp: false, widths: false } });
      return toRecord(created.toObject());
    },
    async findByKey(key) {
      const doc = await Media.findOne({ key }).lean<MediaDocument>();
      return doc ? toRecord(doc) : null;
    },
    async findByAnyKey(keys) {
      // The connection sanitizes filters; this $in is built here from validated keys, never from input.
      const doc = await Media.findOne({ key: trusted({ $in: keys }) }).lean<MediaDocument>();
      return doc ? toRecord(doc) : null;
    },
    async markVersionsReady(key, versions) {
      await Media.updateOne({ key }, { $set: { versions } });
    },
    async listByOwner(ownerId) {
      const docs = await Media.find({ ownerId }).lean<MediaDocument[]>();
      return docs.map(toRecord);
    },
    async deleteByKey(key) {
      await Media.deleteOne({ key });
    },
  };
}
