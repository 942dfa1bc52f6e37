import { Router } from 'express';
import { memberEditionSchema } from '@trek/contracts';
import type { AuthGuards } from '@trek/service-kit';
import type { ContentDomain } from '../domain/content-context.js';
import { readEdition } from '../domain/edition.js';

/** Reads for any signed-in person: the group invite is kept out of the public (cached) edition. */
export function memberRoutes(domain: ContentDomain, guards: AuthGuards): Router {
  const router = Router();
  router.get('/api/member/edition', guards.requireSignedIn, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(memberEditionSchema.parse(await readEdition(domain)));
  });
  return router;
}
