import { Router } from 'express';
import { editionYearPathSchema, itineraryFeedQuerySchema, yearQuerySchema } from '@trek/contracts';
import { parseInput } from '@trek/service-kit';
import { COLLECTIONS, COLLECTION_NAMES } from '../domain/content-collections.js';
import type { ContentDomain } from '../domain/content-context.js';
import { readPublicItems } from '../domain/content-items.js';
import { readPastEditionDates, readPublicEdition, readPublicEditionOfYear } from '../domain/edition.js';
import { readItineraryFeed } from '../domain/itinerary-feed.js';
import { PUBLIC_CACHE_CONTROL, sendCached } from './send-cached.js';

/** The landing page's reads: anyone, cached in memory and revalidated by ETag. */
export function publicRoutes(domain: ContentDomain): Router {
  const router = Router();

  for (const name of COLLECTION_NAMES) {
    router.get(`/api/public/${name}`, async (req, res) => {
      const year = COLLECTIONS[name].byYear ? parseInput(yearQuerySchema, req.query).year : undefined;
      sendCached(res, await readPublicItems(domain, name, year));
    });
  }

  // Calendar apps subscribe to it (webcal://) and poll it: same freshness as the landing page.
  router.get('/api/public/itinerary.ics', async (req, res) => {
    const query = parseInput(itineraryFeedQuerySchema, req.query);
    const { year, calendar } = await readItineraryFeed(domain, query.year, query.lang);
    res.set({
      'Cache-Control': PUBLIC_CACHE_CONTROL,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="mexico-trek-${year}-itinerary.ics"`,
    });
    res.send(calendar);
  });

  router.get('/api/public/edition', async (_req, res) => {
    sendCached(res, await readPublicEdition(domain));
  });

  router.get('/api/public/edition/history', async (_req, res) => {
    res.json(await readPastEditionDates(domain));
  });

  router.get('/api/public/editions/:year', async (req, res) => {
    const { year } = parseInput(editionYearPathSchema, req.params);
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    res.json(await readPublicEditionOfYear(domain, year));
  });

  return router;
}
