import { Router } from 'express';
import { eraseApplicationsParamsSchema } from '@trek/contracts';
import { bearerToken, callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { eraseApplicationsOfAccount, ownApplications, previewApplicationPurge } from '../domain/application-privacy.js';
import type { ApplicationsDomain } from '../domain/applications-context.js';

/**
 * Privacy over time: the applicant's own applications (for the participant's data download,
 * asked by the participant service with the participant's token), the purge preview and the
 * erasure an organizer asks for through the participant service. Registered before the review
 * routes, whose `/:id` would otherwise take these paths.
 */
export function privacyRoutes(domain: ApplicationsDomain, guards: AuthGuards): Router {
  const router = Router();
  const organizer = guards.requireRole('ORGANIZER');

  router.get('/api/applications/mine', guards.requireRole('PARTICIPANT'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ applications: await ownApplications(domain, callerOf(req), bearerToken(req) ?? '') });
  });

  router.get('/api/admin/applications/purge-preview', organizer, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await previewApplicationPurge(domain));
  });

  router.delete('/api/admin/applications/by-account/:accountId', organizer, async (req, res) => {
    const { accountId } = parseInput(eraseApplicationsParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json(await eraseApplicationsOfAccount(domain, callerOf(req), accountId, bearerToken(req) ?? ''));
  });

  return router;
}
