import { Router } from 'express';
import type { ParticipantDomain } from '../domain/participant-context.js';
import { listPublicProfiles } from '../domain/profile.js';

/** The public directory: complete profiles, public fields only. */
export function publicProfilesRoutes(domain: ParticipantDomain): Router {
  const router = Router();
  router.get('/api/public/participant-profiles', async (_req, res) => {
    res.json(await listPublicProfiles(domain));
  });
  return router;
}
