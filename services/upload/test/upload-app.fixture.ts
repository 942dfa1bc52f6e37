import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import mongoose, { type Connection } from 'mongoose';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import sharp from 'sharp';
import { createLogger } from '@trek/service-kit';
import { generateTestKeys, signTestToken, testInfrastructure, testS3Store, uniqueDatabaseName, type TestKeys } from '@trek/testing';
import { createApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { createMediaRepository, type MediaRepository } from '../src/data-access/media.repository.js';
import { createMediaStorage, type MediaStorage } from '../src/data-access/media.storage.js';
import type { ImageJobQueue } from '../src/domain/upload-context.js';
import type { ImageJob } from '@trek/contracts';

export type Driver = 'disk' | 's3';

/** Keeps the queued jobs so a test can run them, or see that one was queued. */
export class RecordingImageQueue implements ImageJobQueue {
  readonly jobs: ImageJob[] = [];
  async enqueue(job: ImageJob): Promise<void> {
    this.jobs.push(job);
  }
}

export interface UploadTestApp {
  app: Express;
  storage: MediaStorage;
  media: MediaRepository;
  images: RecordingImageQueue;
  keys: TestKeys;
  organizerToken: string;
  participantToken: string;
  close: () => Promise<void>;
}

/**
 * The storage variables of a driver: a temp folder; or S3, the harness's MinIO when it runs one
 * (a Docker engine answers), else an s3rver on a free loopback port with its own folder.
 */
async function storageEnv(driver: Driver, folder: string): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  if (driver === 'disk') return { env: { STORAGE_DIR: join(folder, 'uploads') }, stop: async () => undefined };
  const store = testS3Store();
  if (store) {
    return {
      env: { S3_ENDPOINT: store.endpoint, S3_BUCKET: store.bucket, S3_ACCESS_KEY_ID: store.accessKeyId, S3_SECRET_ACCESS_KEY: store.secretAccessKey, S3_FORCE_PATH_STYLE: 'true' },
      stop: async () => undefined,
    };
  }
  const bucket = 'trek-media-test';
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: join(folder, 's3'), silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}

/** The upload service in-process on its own database, with real tokens, FerretDB, Redis and the chosen storage. */
export async function startUploadApp(driver: Driver): Promise<UploadTestApp> {
  const { mongoUri, redisUrl } = testInfrastructure();
  const folder = await mkdtemp(join(tmpdir(), 'trek-upload-'));
  const storageSetup = await storageEnv(driver, folder);
  const keys = generateTestKeys();
  const config = readConfig({
    PORT: '0',
    MONGODB_URI: mongoUri,
    MONGODB_DB: uniqueDatabaseName('upload'),
    REDIS_URL: redisUrl,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...storageSetup.env,
  });
  const mongo: Connection = await mongoose.createConnection(mongoUri, { dbName: config.MONGODB_DB }).asPromise();
  const redis = new Redis(redisUrl);
  const storage = createMediaStorage(config);
  const media = await createMediaRepository(mongo);
  const images = new RecordingImageQueue();
  const logger = createLogger('upload-test', 'silent');
  const app = createApp({ config, redis, storage, media, images, logger, readiness: {} });
  return {
    app,
    storage,
    media,
    images,
    keys,
    organizerToken: signTestToken(keys, { role: 'ORGANIZER' }),
    participantToken: signTestToken(keys, { role: 'PARTICIPANT' }),
    close: async () => {
      storage.close();
      await mongo.dropDatabase();
      await mongo.close();
      await redis.quit();
      await storageSetup.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export { bearer } from '@trek/testing';

/** A PNG of the given size, drawn by sharp. */
export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
}

/** A JPEG carrying GPS coordinates and a camera name in its EXIF, as a phone photo does. */
export function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TrekPhone', Model: 'Secret Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 8/1 0/1' },
    })
    .toBuffer();
}

/** The path part of a /media URL. */
export const mediaKeyOf = (url: string) => url.replace(/^\/media\//, '');
