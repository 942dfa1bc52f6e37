import { Router } from 'express';
import { eraseUpdatesParamsSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { erasePersonUpdates } from '../domain/person-data.js';
import type { UpdatesDomain } from '../domain/updates-context.js';
import { organizerOnly } from './organizer-only.js';

const BASE = '/api/admin/updates/by-account';

/** An erasure on request, asked by the participant service with the organizer's token (the gateway routes nothing here). */
export function erasureRoutes(domain: UpdatesDomain, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);
  router.delete(`${BASE}/:accountId`, async (req, res) => {
    const { accountId } = parseInput(eraseUpdatesParamsSchema, req.params);
    res.json(await erasePersonUpdates(domain, callerOf(req), accountId));
  });
  return router;
}
