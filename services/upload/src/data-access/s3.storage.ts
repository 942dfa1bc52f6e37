import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaStorage } from './media.storage.js';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects in one bucket of S3 or an S3-compatible store (MinIO in compose). */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor({ bucket, endpoint, region, forcePathStyle, credentials }: S3StorageOptions) {
    this.bucket = bucket;
    this.client = new S3Client({ endpoint, region, forcePathStyle, credentials });
  }

  get description() {
    return `s3 ${this.bucket}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing key as done. On a versioned bucket this leaves earlier versions: keep media buckets unversioned. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
