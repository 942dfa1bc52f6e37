import type { Express } from 'express';
import type { Redis } from 'ioredis';
import { createServiceApp, createServiceAuthGuards, type Logger, type ReadinessCheck } from '@trek/service-kit';
import type { Config } from './config.js';
import type { MediaRepository } from './data-access/media.repository.js';
import type { MediaStorage } from './data-access/media.storage.js';
import type { ImageJobQueue } from './domain/upload-context.js';
import { mediaRoutes } from './routes/media.routes.js';
import { uploadRoutes } from './routes/upload.routes.js';

export interface UploadAppDeps {
  config: Pick<Config, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>;
  /** The `commands` connection: session revocations. */
  redis: Redis;
  storage: MediaStorage;
  media: MediaRepository;
  images: ImageJobQueue;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
}

export function createApp({ config, redis, storage, media, images, logger, readiness }: UploadAppDeps): Express {
  const guards = createServiceAuthGuards(config, redis, logger);
  const domain = { storage, media, images, logger };
  return createServiceApp({
    name: 'upload',
    logger,
    readiness,
    routes: (app) => {
      app.use(uploadRoutes(domain, guards));
      app.use(mediaRoutes(domain));
    },
  });
}
