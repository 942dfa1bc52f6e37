import { Router } from 'express';
import { auditListQuerySchema } from '@trek/contracts';
import { parseInput, type AuthGuards } from '@trek/service-kit';
import { readOverview } from '../domain/admin-overview.js';
import type { ParticipantDomain } from '../domain/participant-context.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

/** The Overview tab's participant figures and this service's audit trail. */
export function adminOverviewRoutes(domain: ParticipantDomain, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, '/api/admin/overview');
  organizerOnly(router, guards, '/api/admin/audit');

  router.get('/api/admin/overview', async (req, res) => {
    res.json(await readOverview(domain, organizerToken(req)));
  });

  router.get('/api/admin/audit', async (req, res) => {
    res.json(await domain.audit.list(parseInput(auditListQuerySchema, req.query)));
  });

  return router;
}
