import { Router } from 'express';
import { myTeamCardInputSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { ContentDomain } from '../domain/content-context.js';
import { readOwnTeamCard, saveOwnTeamCard } from '../domain/own-team-card.js';

export const OWN_TEAM_CARD_PATH = '/api/admin/content/my-team-member';

/** My Profile: each organizer reads and saves the team card linked to their own account. */
export function ownTeamCardRoutes(domain: ContentDomain, guards: AuthGuards): Router {
  const router = Router();
  router.use(OWN_TEAM_CARD_PATH, guards.requireRole('ORGANIZER'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(OWN_TEAM_CARD_PATH, async (req, res) => {
    res.json(await readOwnTeamCard(domain, callerOf(req).userId));
  });

  router.put(OWN_TEAM_CARD_PATH, async (req, res) => {
    const card = parseInput(myTeamCardInputSchema, req.body);
    res.json(await saveOwnTeamCard(domain, callerOf(req).userId, card));
  });

  return router;
}
