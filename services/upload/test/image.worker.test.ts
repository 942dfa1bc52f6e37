import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { Job } from 'bullmq';
import sharp from 'sharp';
import { responsiveWidths } from '@trek/contracts';
import { createLogger, createRedis } from '@trek/service-kit';
import { testInfrastructure } from '@trek/testing';
import { newMediaKey, versionKey } from '../src/domain/media-key.js';
import { BullImageJobQueue } from '../src/jobs/image.queue.js';
import { createImageWorker } from '../src/jobs/image.worker.js';
import { jpegWithGps, startUploadApp, type UploadTestApp } from './upload-app.fixture.js';

const logger = createLogger('upload-worker-test', 'silent');

describe('image worker', () => {
  let ctx: UploadTestApp;
  const connection = createRedis(testInfrastructure().redisUrl, 'queue', logger);
  // The service adds jobs over its fail-fast commands connection.
  const producerConnection = createRedis(testInfrastructure().redisUrl, 'commands', logger);
  // A prefix of its own, so no other suite's worker takes these jobs.
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let queue: BullImageJobQueue;
  let worker: ReturnType<typeof createImageWorker>;

  beforeAll(async () => {
    ctx = await startUploadApp('disk');
    if (producerConnection.status !== 'ready') await once(producerConnection, 'ready');
    queue = new BullImageJobQueue(producerConnection, prefix);
    worker = createImageWorker({ connection, prefix, logger, storage: ctx.storage, media: ctx.media });
  });
  afterAll(async () => {
    await worker.close();
    await queue.close();
    await connection.quit();
    await producerConnection.quit();
    await ctx.close();
  });

  it('when a queued photo is processed, then its display versions are at most 800 px, its width versions are made, none carry EXIF, all are recorded', async () => {
    const photo = await jpegWithGps(1200, 2000);
    const key = newMediaKey('image/jpeg', { width: 1200, height: 2000 });
    const widths = responsiveWidths(1200);
    await ctx.storage.put(key, photo, 'image/jpeg');
    await ctx.media.create({ key, ownerId: 'u1', uploadType: 'profile', contentType: 'image/jpeg', size: photo.length, width: 1200, height: 2000, widths });

    const completed = once(worker, 'completed') as Promise<[Job, string]>;
    await queue.enqueue({ key, url: `/media/${key}`, contentType: 'image/jpeg', uploadType: 'profile', maxLongSide: 800, widths });
    const [job, outcome] = await completed;
    expect(outcome).toBe('done');
    expect(job.id).toBe(`image-${key.replace('/', '-')}`);

    for (const version of ['display', 'webp'] as const) {
      const meta = await sharp((await ctx.storage.get(versionKey(key, version)))!).metadata();
      expect(meta).toMatchObject({ width: 480, height: 800 });
      expect(meta.exif).toBeUndefined();
    }
    for (const width of widths) {
      const meta = await sharp((await ctx.storage.get(versionKey(key, { width })))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2000) / 1200) });
      expect(meta.exif).toBeUndefined();
    }
    expect((await ctx.media.findByKey(key))?.versions).toEqual({ display: true, webp: true, widths: true });
  });
});
