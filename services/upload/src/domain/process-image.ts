import type { ImageJob } from '@trek/contracts';
import { renderDisplay, renderWebp, renderWebpAtWidth } from './image-renditions.js';
import { versionKey } from './media-key.js';
import type { UploadDomain } from './upload-context.js';

export type ProcessImageOutcome = 'done' | 'missing';

/** The worker's job: writes the display version, its WebP and the WebP width versions beside the original, then records them. */
export async function processImage(job: ImageJob, domain: Pick<UploadDomain, 'storage' | 'media'>): Promise<ProcessImageOutcome> {
  const original = await domain.storage.get(job.key);
  if (!original) return 'missing';
  const [display, webp] = await Promise.all([renderDisplay(original, job.contentType, job.maxLongSide), renderWebp(original, job.maxLongSide)]);
  await domain.storage.put(versionKey(job.key, 'display'), display, job.contentType);
  await domain.storage.put(versionKey(job.key, 'webp'), webp, 'image/webp');
  // One at a time: each holds a decoded original, and libvips already uses every core for one.
  for (const width of job.widths) {
    await domain.storage.put(versionKey(job.key, { width }), await renderWebpAtWidth(original, width), 'image/webp');
  }
  await domain.media.markVersionsReady(job.key, { display: true, webp: true, widths: job.widths.length > 0 });
  return 'done';
}
