import { Router } from 'express';
import { bearerToken, callerOf, type AuthGuards } from '@trek/service-kit';
import { ownApplications, previewApplicationPurge } from '../domain/application-privacy.js';
import type { ApplicationsDomain } from '../domain/applications-context.js';

/**
 * Privacy over time: the applicant's own applications (for the participant's data download,
 * asked by the participant service with the participant's token) and the purge preview (an erasure
 * arrives as `PersonErased`, see jobs/person-erased.worker.ts). Registered before the review
 * routes, whose `/:id` would otherwise take these paths.
 */
export function privacyRoutes(domain: ApplicationsDomain, guards: AuthGuards): Router {
  const router = Router();

  router.get('/api/applications/mine', guards.requireRole('PARTICIPANT'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ applications: await ownApplications(domain, callerOf(req), bearerToken(req) ?? '') });
  });

  router.get('/api/admin/applications/purge-preview', guards.requireRole('ORGANIZER'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await previewApplicationPurge(domain));
  });

  return router;
}
