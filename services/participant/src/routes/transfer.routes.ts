import { Router } from 'express';
import { transferRequestSchema } from '@trek/contracts';
import { bearerToken, callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { SpotsContext } from '../domain/spots/spots.context.js';
import { confirmTransfer, getTransferState } from '../domain/spots/transfer.js';

/** The participant's own spot transfer. The user id comes from the verified token only. */
export function transferRoutes(domain: SpotsContext, guards: AuthGuards): Router {
  const router = Router();
  router.use('/api/participant/transfer', guards.requireRole('PARTICIPANT'));

  router.get('/api/participant/transfer', async (req, res) => {
    res.json(await getTransferState(domain, callerOf(req).userId));
  });
  router.post('/api/participant/transfer/confirm', async (req, res) => {
    const request = parseInput(transferRequestSchema, req.body ?? {});
    res.json(await confirmTransfer(domain, callerOf(req).userId, request, bearerToken(req) ?? ''));
  });
  return router;
}
