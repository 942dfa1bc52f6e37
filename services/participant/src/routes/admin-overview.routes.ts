import { Router } from 'express';
import type { AuthGuards } from '@trek/service-kit';
import { readOverview } from '../domain/admin/admin-overview.js';
import type { OverviewContext } from '../domain/admin/overview.context.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

/** The Overview tab's participant figures. */
export function adminOverviewRoutes(domain: OverviewContext, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, '/api/admin/overview');

  router.get('/api/admin/overview', async (req, res) => {
    res.json(await readOverview(domain, organizerToken(req)));
  });

  return router;
}
