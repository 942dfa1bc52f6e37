import { Router } from 'express';
import { auditListQuerySchema } from '@trek/contracts';
import type { AuditTrail } from './audit-trail.js';
import type { AuthGuards } from './auth.js';
import { parseInput } from './validation.js';

/**
 * `GET <path>`: a service's audit trail for organizers, newest first and paged. The role is checked
 * here again, whatever the gateway did, and the answer is never cached: it names who changed what.
 */
export function auditRoutes(path: string, trail: AuditTrail, guards: AuthGuards): Router {
  const router = Router();
  router.get(path, guards.requireRole('ORGANIZER'), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await trail.list(parseInput(auditListQuerySchema, req.query)));
  });
  return router;
}
