import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import request from 'supertest';
import { personErasedJobId, QUEUES, type PersonErasedEvent } from '@trek/contracts';
import { createLogger, createRedis } from '@trek/service-kit';
import { signTestToken, testInfrastructure } from '@trek/testing';
import { processImage } from '../src/domain/process-image.js';
import { versionKey } from '../src/domain/media-key.js';
import { createPersonErasedWorker } from '../src/jobs/person-erased.worker.js';
import { bearer, jpegWithGps, mediaKeyOf, pngOf, startUploadApp, type Driver, type UploadTestApp } from './upload-app.fixture.js';

const logger = createLogger('upload-erasure-test', 'silent');
const newUserId = () => randomBytes(12).toString('hex');

describe.each<Driver>(['disk', 's3'])('PersonErased with the %s driver', (driver) => {
  let ctx: UploadTestApp;
  const connection = createRedis(testInfrastructure().redisUrl, 'queue', logger);
  // A prefix of its own, so no other suite's worker takes these jobs.
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let events: Queue;
  let worker: ReturnType<typeof createPersonErasedWorker>;

  beforeAll(async () => {
    ctx = await startUploadApp(driver);
    events = new Queue(QUEUES.uploadPersonErased, { connection, prefix });
    worker = createPersonErasedWorker({ connection, prefix, logger, storage: ctx.storage, media: ctx.media });
  });
  afterAll(async () => {
    await worker.close();
    await events.close();
    await connection.quit();
    await ctx.close();
  });

  /** Uploads a photo as this participant and lets the image worker make every version of it; answers its /media URL. */
  async function uploadedPhoto(userId: string, photo: Buffer): Promise<string> {
    const res = await request(ctx.app)
      .post('/api/participant/upload')
      .set(bearer(signTestToken(ctx.keys, { role: 'PARTICIPANT', userId })))
      .field('uploadType', 'profile')
      .attach('file', photo, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    const job = ctx.images.jobs.find((queued) => queued.url === res.body.url);
    expect(await processImage(job!, ctx)).toBe('done');
    return res.body.url as string;
  }

  /** Every key the service stores for this upload: the original and each version the worker wrote. */
  async function storedKeys(url: string): Promise<string[]> {
    const key = mediaKeyOf(url);
    const record = await ctx.media.findByKey(key);
    return [key, versionKey(key, 'display'), versionKey(key, 'webp'), ...(record?.widths ?? []).map((width) => versionKey(key, { width }))];
  }

  async function erased(event: PersonErasedEvent): Promise<void> {
    const completed = once(worker, 'completed') as Promise<[Job]>;
    // As the participant service publishes it: removed once consumed, so a repeated erasure is a new job.
    await events.add('PersonErased', event, { jobId: personErasedJobId(event.userId), removeOnComplete: true });
    const [job] = await completed;
    expect(job.id).toBe(personErasedJobId(event.userId));
  }

  it('when a person is erased, then their photo, every stored version of it and their other uploads are deleted, /media answers 404, and someone else\'s upload stays', async () => {
    const mallory = newUserId();
    const victor = newUserId();
    const photo = await uploadedPhoto(mallory, await jpegWithGps(1200, 900));
    const other = await uploadedPhoto(mallory, await pngOf(40, 40));
    const victorsPhoto = await uploadedPhoto(victor, await pngOf(30, 30));
    const malloryKeys = [...(await storedKeys(photo)), ...(await storedKeys(other))];
    expect(malloryKeys.length).toBeGreaterThan(6);
    for (const key of malloryKeys) expect(await ctx.storage.get(key)).not.toBeNull();

    await erased({ userId: mallory, accountEmail: 'mallory@stanford.edu', erasedBy: { id: randomBytes(12).toString('hex'), name: 'Olga Organizer' }, erasedAt: new Date().toISOString() });

    for (const url of [photo, other]) {
      expect((await request(ctx.app).get(url)).status).toBe(404);
      expect(await ctx.media.findByKey(mediaKeyOf(url))).toBeNull();
    }
    for (const key of malloryKeys) expect(await ctx.storage.get(key)).toBeNull();
    expect((await request(ctx.app).get(victorsPhoto)).status).toBe(200);
    expect(await ctx.media.findByKey(mediaKeyOf(victorsPhoto))).not.toBeNull();
  });

  it('when the same erasure arrives again, then it completes with nothing left to delete', async () => {
    const userId = newUserId();
    const photo = await uploadedPhoto(userId, await pngOf(20, 20));
    await erased({ userId, accountEmail: null, erasedBy: { id: randomBytes(12).toString('hex'), name: 'Olga Organizer' }, erasedAt: new Date().toISOString() });
    await erased({ userId, accountEmail: null, erasedBy: { id: randomBytes(12).toString('hex'), name: 'Olga Organizer' }, erasedAt: new Date().toISOString() });
    expect((await request(ctx.app).get(photo)).status).toBe(404);
  });
});
