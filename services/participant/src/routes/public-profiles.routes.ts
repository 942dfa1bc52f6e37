import { Router } from 'express';
import type { PeopleContext } from '../domain/people/people.context.js';
import { listPublicProfiles } from '../domain/profile/profile.js';

/** The public directory: complete profiles, public fields only. */
export function publicProfilesRoutes(domain: PeopleContext): Router {
  const router = Router();
  router.get('/api/public/participant-profiles', async (_req, res) => {
    res.json(await listPublicProfiles(domain));
  });
  return router;
}
