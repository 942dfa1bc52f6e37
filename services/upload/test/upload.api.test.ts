import { crc32 } from 'node:zlib';
import request from 'supertest';
import sharp from 'sharp';
import { authMessages, mediaWidthPath, responsiveCandidates, uploadMessages } from '@trek/contracts';
import { processImage } from '../src/domain/process-image.js';
import { newMediaKey, versionKey } from '../src/domain/media-key.js';
import { bearer, jpegWithGps, mediaKeyOf, pngOf, startUploadApp, type Driver, type UploadTestApp } from './upload-app.fixture.js';

const SCRIPT = '<script>alert(document.cookie)</script>';

/** A PNG with a tEXt chunk holding a script, inserted right after IHDR (8-byte signature + 25-byte IHDR). */
function withTextChunk(png: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, 33), length, type, data, crc, png.subarray(33)]);
}

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe.each<Driver>(['disk', 's3'])('uploads with the %s driver', (driver) => {
  let ctx: UploadTestApp;
  beforeAll(async () => {
    ctx = await startUploadApp(driver);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const upload = (path: string, token: string | null, bytes: Buffer, fileName = 'photo.png', uploadType?: string) => {
    const req = request(ctx.app).post(path);
    if (token) req.set(bearer(token));
    if (uploadType !== undefined) req.field('uploadType', uploadType);
    return req.attach('file', bytes, { filename: fileName, contentType: 'image/png' });
  };
  const fetchMedia = (url: string, accept = 'image/png,*/*') => request(ctx.app).get(url).set('accept', accept).buffer(true).parse(binary);

  it('when an organizer uploads a PNG, then 201 with a /media URL that serves it with safe headers', async () => {
    const res = await upload('/api/admin/upload', ctx.organizerToken, await pngOf(40, 30), 'team.png', 'team-member');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: expect.stringMatching(/^\/media\/\d{4}\/[0-9a-f]{32}-40x30\.png$/), fileType: 'image/png' });
    const key = mediaKeyOf(res.body.url);
    expect(await ctx.media.findByKey(key)).toMatchObject({ uploadType: 'team-member', contentType: 'image/png', width: 40, height: 30 });
    expect(ctx.images.jobs.at(-1)).toMatchObject({ key, url: res.body.url, contentType: 'image/png', uploadType: 'team-member' });

    const served = await fetchMedia(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect((await sharp(served.body).metadata()).format).toBe('png');
  });

  it('when a participant uploads to the participant path, then 201; the key never contains the file name', async () => {
    const res = await upload('/api/participant/upload', ctx.participantToken, await pngOf(20, 20), '../../evil name.png', 'profile');
    expect(res.status).toBe(201);
    expect(res.body.url).not.toMatch(/evil/);
  });

  it('when a participant calls the admin path, then 403; an organizer on the participant path, 403', async () => {
    const png = await pngOf(10, 10);
    const asParticipant = await upload('/api/admin/upload', ctx.participantToken, png);
    expect(asParticipant.status).toBe(403);
    expect(asParticipant.body).toEqual({ message: authMessages.forbidden });
    expect((await upload('/api/participant/upload', ctx.organizerToken, png)).status).toBe(403);
  });

  it('when no token is sent, then 401', async () => {
    const res = await upload('/api/admin/upload', null, await pngOf(10, 10));
    expect(res.status).toBe(401);
  });

  it('when the file is over 5 MB, then 413 with the spec message', async () => {
    const big = Buffer.concat([await pngOf(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await upload('/api/admin/upload', ctx.organizerToken, big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: uploadMessages.fileTooLarge });
  });

  it('when the content is not JPEG or PNG, whatever its name, then 415', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const asGif = await upload('/api/admin/upload', ctx.organizerToken, gif, 'photo.png');
    expect(asGif.status).toBe(415);
    expect(asGif.body).toEqual({ message: uploadMessages.invalidType });
    const html = await upload('/api/participant/upload', ctx.participantToken, Buffer.from(`<html>${SCRIPT}</html>`), 'photo.png');
    expect(html.status).toBe(415);
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`);
    expect((await upload('/api/admin/upload', ctx.organizerToken, svg, 'logo.svg')).status).toBe(415);
  });

  it('when a PNG is cut short, then 415: it does not decode as an image', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' }, }).png({ compressionLevel: 0 }).toBuffer();
    const res = await upload('/api/admin/upload', ctx.organizerToken, png.subarray(0, png.length / 2));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: uploadMessages.notAnImage });
  });

  it('when an image is a decompression bomb (over 40 megapixels), then 422 before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8_000, height: 6_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload('/api/admin/upload', ctx.organizerToken, bomb);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: uploadMessages.tooManyPixels });
  });

  it('when an organizer attaches a PDF to an announcement, then it is served as a PDF download; elsewhere PDFs are refused', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload('/api/admin/upload', ctx.organizerToken, pdf, 'Packing list.pdf', 'announcement-attachment');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: expect.stringMatching(/\.pdf$/), fileName: 'Packing list.pdf', fileType: 'application/pdf', fileSize: pdf.length });
    const served = await fetchMedia(res.body.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.body.equals(pdf)).toBe(true);

    const general = await upload('/api/admin/upload', ctx.organizerToken, pdf, 'a.pdf');
    expect(general.status).toBe(415);
    const participant = await upload('/api/participant/upload', ctx.participantToken, pdf, 'a.pdf', 'announcement-attachment');
    expect(participant.status).toBe(415);
  });

  it('when the upload type is unknown or the file is missing, then 400 with a message', async () => {
    const badType = await upload('/api/admin/upload', ctx.organizerToken, await pngOf(5, 5), 'a.png', '../etc');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(uploadMessages.invalidUploadType);
    const noFile = await request(ctx.app).post('/api/admin/upload').set(bearer(ctx.organizerToken)).field('uploadType', 'general');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(uploadMessages.fileMissing);
  });

  it('when a PNG carries a script in a text chunk and after IEND, then it is only ever served as a re-encoded image/png without it', async () => {
    const payload = Buffer.concat([withTextChunk(await pngOf(30, 30), SCRIPT), Buffer.from(SCRIPT)]);
    const res = await upload('/api/participant/upload', ctx.participantToken, payload, 'x.html');
    expect(res.status).toBe(201);
    const key = mediaKeyOf(res.body.url);

    const whileProcessing = await fetchMedia(res.body.url, 'text/html,*/*');
    expect(whileProcessing.headers['content-type']).toBe('image/png');
    expect(whileProcessing.headers['x-content-type-options']).toBe('nosniff');
    expect(whileProcessing.body.includes('<script')).toBe(false);

    await processImage(ctx.images.jobs.find((job) => job.key === key)!, ctx);
    const display = await ctx.storage.get(versionKey(key, 'display'));
    const webp = await ctx.storage.get(versionKey(key, 'webp'));
    expect(display?.includes('<script')).toBe(false);
    expect(webp?.includes('<script')).toBe(false);
    const served = await fetchMedia(res.body.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body.includes('<script')).toBe(false);
  });

  it('when a phone photo with GPS is uploaded, then neither the early nor the worker versions carry EXIF, and they fit 800 px', async () => {
    const photo = await jpegWithGps(1600, 1200);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload('/api/participant/upload', ctx.participantToken, photo, 'IMG_0001.jpg');
    expect(res.status).toBe(201);
    const key = mediaKeyOf(res.body.url);

    const early = await fetchMedia(res.body.url);
    expect(early.headers['content-type']).toBe('image/jpeg');
    expect(early.headers['cache-control']).toBe('no-store');
    expect((await sharp(early.body).metadata()).exif).toBeUndefined();

    await processImage(ctx.images.jobs.find((job) => job.key === key)!, ctx);
    expect((await ctx.media.findByKey(key))?.versions).toEqual({ display: true, webp: true, widths: true });

    const display = await fetchMedia(res.body.url, 'image/jpeg');
    expect(display.headers['content-type']).toBe('image/jpeg');
    expect(display.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const displayMeta = await sharp(display.body).metadata();
    expect(displayMeta).toMatchObject({ width: 800, height: 600, format: 'jpeg' });
    expect(displayMeta.exif).toBeUndefined();
    expect(displayMeta.icc).toBeUndefined();

    const webp = await fetchMedia(res.body.url, 'image/avif,image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    const webpMeta = await sharp(webp.body).metadata();
    expect(Math.max(webpMeta.width ?? 0, webpMeta.height ?? 0)).toBeLessThanOrEqual(800);
    expect(webpMeta.exif).toBeUndefined();

    const again = await request(ctx.app).get(res.body.url).set('accept', 'image/jpeg').set('if-none-match', String(display.headers.etag));
    expect(again.status).toBe(304);
  });

  it('when a photo is uploaded, then its URL names its upright size and WebP versions at every width up to it are served, long-cached', async () => {
    // 2400 wide as stored, turned a quarter by its EXIF orientation: upright it is 1350 by 2400.
    const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: { r: 90, g: 160, b: 60 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload('/api/admin/upload', ctx.organizerToken, photo, 'wide.jpg', 'place');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1350, height: 2400, widths: [320, 640, 960, 1280, 1350] });
    expect(res.body.url).toMatch(/^\/media\/\d{4}\/[0-9a-f]{32}-1350x2400\.jpg$/);
    expect(responsiveCandidates(res.body.url).map((candidate) => candidate.width)).toEqual(res.body.widths);

    const early = await fetchMedia(mediaWidthPath(res.body.url, 640));
    expect(early.status).toBe(200);
    expect(early.headers['cache-control']).toBe('no-store');
    expect(await sharp(early.body).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const key = mediaKeyOf(res.body.url);
    await processImage(ctx.images.jobs.find((job) => job.key === key)!, ctx);
    expect((await ctx.media.findByKey(key))?.versions).toEqual({ display: true, webp: true, widths: true });

    for (const width of res.body.widths as number[]) {
      expect(await ctx.storage.get(versionKey(key, { width }))).not.toBeNull();
      const served = await fetchMedia(mediaWidthPath(res.body.url, width));
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 2400) / 1350) });
      expect(meta.exif).toBeUndefined();
    }
    for (const missing of [1920, 100]) expect((await fetchMedia(mediaWidthPath(res.body.url, missing))).status).toBe(404);
  });

  it('when a burst of requests asks for a width the worker has not made yet, then it is read and rendered once for all of them', async () => {
    const res = await upload('/api/admin/upload', ctx.organizerToken, await pngOf(1000, 600), 'burst.png', 'place');
    expect(res.status).toBe(201);
    const key = mediaKeyOf(res.body.url);
    const burst = 8;
    const get = ctx.storage.get;
    const findByAnyKey = ctx.media.findByAnyKey;
    // The original's read waits until every request of the burst has found the upload's record and
    // gone on to ask for the version (the rest of that step runs before the next turn of the loop).
    let found = 0;
    let everyRequestArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (everyRequestArrived = resolve));
    ctx.media.findByAnyKey = async (keys) => {
      const record = await findByAnyKey.call(ctx.media, keys);
      if (++found === burst) setImmediate(everyRequestArrived);
      return record;
    };
    let originalReads = 0;
    ctx.storage.get = async (wanted) => {
      if (wanted !== key) return get.call(ctx.storage, wanted);
      originalReads += 1;
      await arrived;
      return get.call(ctx.storage, wanted);
    };
    try {
      const served = await Promise.all(Array.from({ length: burst }, () => fetchMedia(mediaWidthPath(res.body.url, 640))));
      for (const response of served) {
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(await sharp(response.body).metadata()).toMatchObject({ format: 'webp', width: 640 });
      }
      expect(originalReads).toBe(1);
    } finally {
      ctx.storage.get = get;
      ctx.media.findByAnyKey = findByAnyKey;
    }
  });

  it('when an upload is from before width versions (its key names no size), then its single URL is still served', async () => {
    const png = await pngOf(400, 300);
    const key = newMediaKey('image/png');
    await ctx.storage.put(key, png, 'image/png');
    await ctx.media.create({ key, ownerId: 'u1', uploadType: 'team-member', contentType: 'image/png', size: png.length, width: 400, height: 300, widths: [] });
    expect(responsiveCandidates(`/media/${key}`)).toEqual([]);
    const served = await fetchMedia(`/media/${key}`);
    expect(served.status).toBe(200);
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'png', width: 400, height: 300 });
  });

  it('when the image queue is unavailable, then the upload still succeeds and /media serves a stripped rendition', async () => {
    const photo = await jpegWithGps(1000, 500);
    const enqueue = ctx.images.enqueue;
    ctx.images.enqueue = async () => {
      throw new Error('Redis is away');
    };
    const res = await Promise.resolve(upload('/api/participant/upload', ctx.participantToken, photo, 'IMG_0002.jpg')).finally(() => {
      ctx.images.enqueue = enqueue;
    });
    expect(res.status).toBe(201);
    const served = await fetchMedia(res.body.url);
    expect(served.status).toBe(200);
    const meta = await sharp(served.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 400 });
    expect(meta.exif).toBeUndefined();
  });

  it('when the key is unknown or tries to leave the media folder, then 404 JSON', async () => {
    const unknown = await request(ctx.app).get(`/media/2026/${'a'.repeat(32)}.png`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: uploadMessages.mediaNotFound });
    for (const path of ['/media/..%2f..%2fetc%2fpasswd', '/media/2026/..%2f..%2fpackage.json', '/media/%2e%2e/%2e%2e/etc/passwd', '/media/2026/x.svg']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(404);
    }
  });
});
