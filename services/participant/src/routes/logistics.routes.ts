import { Router } from 'express';
import { logisticsPutSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { getOwnLogistics, getOwnTripCardLogistics, saveOwnLogistics } from '../domain/logistics/logistics.js';
import type { LogisticsContext } from '../domain/logistics/logistics.context.js';

/** The caller's own logistics; passport number and date of birth are encrypted at rest by the repository. */
export function logisticsRoutes(domain: LogisticsContext, guards: AuthGuards): Router {
  const router = Router();
  router.use('/api/me', guards.requireRole('PARTICIPANT'));
  router.get('/api/me/logistics', async (req, res) => {
    res.json(await getOwnLogistics(domain, callerOf(req).userId));
  });
  router.get('/api/me/trip-card', async (req, res) => {
    res.json(await getOwnTripCardLogistics(domain, callerOf(req).userId));
  });
  router.put('/api/me/logistics', async (req, res) => {
    const put = parseInput(logisticsPutSchema, req.body);
    res.json(await saveOwnLogistics(domain, callerOf(req).userId, put));
  });
  return router;
}
