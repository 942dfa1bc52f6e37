import { Router, type RequestHandler } from 'express';
import { eraseParticipantParamsSchema, logisticsReadListQuerySchema } from '@trek/contracts';
import { bearerToken, callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { eraseParticipantData } from '../domain/privacy/erasure.js';
import { listLogisticsReads, ownLogisticsReads } from '../domain/logistics/logistics-reads.js';
import { previewLogisticsPurge } from '../domain/logistics/logistics-retention.js';
import { exportMyData } from '../domain/privacy/my-data.js';
import type { PrivacyContext } from '../domain/privacy/privacy.context.js';
import { organizerToken } from './organizer-only.js';

/**
 * Privacy over time: the participant's own data download and read log; the organizers'
 * read log, purge preview and erasure on request. Identity comes from the verified token only.
 * Registered before the Logistics routes, whose `/:userId` paths would otherwise take these.
 */
export function privacyRoutes(domain: PrivacyContext, guards: AuthGuards): Router {
  const router = Router();
  const participant = guards.requireRole('PARTICIPANT');
  const organizer = guards.requireRole('ORGANIZER');
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.get('/api/participant/my-data', participant, noStore, async (req, res) => {
    const data = await exportMyData(domain, callerOf(req).userId, bearerToken(req) ?? '');
    res.set('Content-Disposition', 'attachment; filename="my-data.json"').json(data);
  });

  router.get('/api/participant/logistics-reads', participant, noStore, async (req, res) => {
    res.json(await ownLogisticsReads(domain, callerOf(req).userId));
  });

  router.get('/api/admin/logistics/reads', organizer, noStore, async (req, res) => {
    res.json(await listLogisticsReads(domain, parseInput(logisticsReadListQuerySchema, req.query), organizerToken(req)));
  });

  router.get('/api/admin/logistics/purge-preview', organizer, noStore, async (_req, res) => {
    res.json(await previewLogisticsPurge(domain));
  });

  router.post('/api/admin/participants/:userId/erase', organizer, noStore, async (req, res) => {
    const { userId } = parseInput(eraseParticipantParamsSchema, req.params);
    res.json(await eraseParticipantData(domain, callerOf(req), userId, organizerToken(req)));
  });

  return router;
}
