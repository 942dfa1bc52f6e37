import { Router } from 'express';
import { offerTokenSchema } from '@trek/contracts';
import { parseInput } from '@trek/service-kit';
import type { ApplicationsDomain } from '../domain/applications-context.js';
import { confirmOffer, declineOffer, viewOffer } from '../domain/offers/answer-offer.js';

/**
 * The offer page's calls, public: the single-use token in the body is the key (never in a URL).
 * The gateway rate-limits them like set-password links.
 */
export function offersRoutes(domain: ApplicationsDomain): Router {
  const router = Router();
  router.use('/api/offers', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.post('/api/offers/view', async (req, res) => {
    res.json(await viewOffer(domain, parseInput(offerTokenSchema, req.body)));
  });
  router.post('/api/offers/confirm', async (req, res) => {
    res.json(await confirmOffer(domain, parseInput(offerTokenSchema, req.body)));
  });
  router.post('/api/offers/decline', async (req, res) => {
    res.json(await declineOffer(domain, parseInput(offerTokenSchema, req.body)));
  });
  return router;
}
