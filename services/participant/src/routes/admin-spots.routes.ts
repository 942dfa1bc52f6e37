import { Router } from 'express';
import { spotIdParamsSchema, spotRecipientNamingSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { SpotsContext } from '../domain/spots/spots.context.js';
import { listSpotTransfers, nameSpotRecipient } from '../domain/spots/spot-transfers.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/spots';

/** Auth Spots: every spot transfer with both people, and naming the recipient of one that waits for it. */
export function adminSpotsRoutes(domain: SpotsContext, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  router.get(`${BASE}/transfers`, async (req, res) => {
    res.json(await listSpotTransfers(domain, organizerToken(req)));
  });

  router.put(`${BASE}/:spotId/recipient`, async (req, res) => {
    const { spotId } = parseInput(spotIdParamsSchema, req.params);
    const naming = parseInput(spotRecipientNamingSchema, req.body);
    res.json(await nameSpotRecipient(domain, callerOf(req), spotId, naming, organizerToken(req)));
  });

  return router;
}
