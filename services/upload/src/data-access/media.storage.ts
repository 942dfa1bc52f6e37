import type { Config } from '../config.js';
import { DiskStorage } from './disk.storage.js';
import { S3Storage } from './s3.storage.js';

/** Where media bytes live; keys are made and validated by the domain (see media-key.ts) before they reach a driver. */
export interface MediaStorage {
  /** Names the driver for logs: `s3 <bucket>` or `disk <folder>`. */
  readonly description: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes what is stored under the key; nothing stored is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections; the last step of shutdown. */
  close(): void;
}

/** S3 when a bucket or endpoint is configured (compose, production), else the local folder (`npm start`). */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.S3_ENDPOINT || config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET ?? '',
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return new DiskStorage(config.STORAGE_DIR ?? '');
}
