import type { ImageJob } from '@trek/contracts';
import type { Logger } from '@trek/service-kit';
import type { MediaRepository } from '../data-access/media.repository.js';
import type { MediaStorage } from '../data-access/media.storage.js';

/** Queues the worker's job for a new image. */
export interface ImageJobQueue {
  enqueue(job: ImageJob): Promise<void>;
}

export interface UploadDomain {
  storage: MediaStorage;
  media: MediaRepository;
  images: ImageJobQueue;
  logger: Logger;
}
