import { Router } from 'express';
import { yearQuerySchema } from '@trek/contracts';
import { parseInput } from '@trek/service-kit';
import { COLLECTIONS, COLLECTION_NAMES } from '../domain/content-collections.js';
import type { ContentDomain } from '../domain/content-context.js';
import { readPublicItems } from '../domain/content-items.js';
import { readPublicEdition } from '../domain/edition.js';
import { sendCached } from './send-cached.js';

/** The landing page's reads: anyone, cached in memory and revalidated by ETag. */
export function publicRoutes(domain: ContentDomain): Router {
  const router = Router();

  for (const name of COLLECTION_NAMES) {
    router.get(`/api/public/${name}`, async (req, res) => {
      const year = COLLECTIONS[name].byYear ? parseInput(yearQuerySchema, req.query).year : undefined;
      sendCached(res, await readPublicItems(domain, name, year));
    });
  }

  router.get('/api/public/edition', async (_req, res) => {
    sendCached(res, await readPublicEdition(domain));
  });

  return router;
}
