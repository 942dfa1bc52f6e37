import { Router } from 'express';
import { objectIdSchema, type OfferLinkUrl } from '@trek/contracts';
import { parseInput, requireInternalKey } from '@trek/service-kit';
import type { ApplicationsDomain } from '../domain/applications-context.js';
import { issueOfferLink } from '../domain/offers/offer-links.js';

/**
 * Routes for other services, never for browsers: the gateway routes nothing under /internal, the
 * service listens on loopback (a private network in compose), and the internal key is required.
 */
export function internalRoutes(domain: ApplicationsDomain, internalKey: string): Router {
  const router = Router();
  router.use('/internal', requireInternalKey(internalKey));

  /** The notifications worker, sending an offer email: a link made for this sending. */
  router.post('/internal/offer-links/:offerId', async (req, res) => {
    const answer: OfferLinkUrl = { url: await issueOfferLink(domain, parseInput(objectIdSchema, req.params.offerId), new Date()) };
    res.json(answer);
  });
  return router;
}
