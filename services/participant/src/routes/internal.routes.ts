import { Router } from 'express';
import { INTERNAL_PARTICIPANT_PEOPLE_PATH, objectIdSchema, participantPeopleRequestSchema } from '@trek/contracts';
import { parseInput, requireInternalKey } from '@trek/service-kit';
import type { ParticipantDomain } from '../domain/participant-context.js';
import { participantPeople, participantStanding } from '../domain/people-for-updates.js';

/**
 * Routes for the updates service, never for browsers: the gateway routes nothing under /internal,
 * and PARTICIPANT_INTERNAL_KEY is required.
 */
export function internalRoutes(domain: ParticipantDomain, internalKey: string): Router {
  const router = Router();
  router.use('/internal', requireInternalKey(internalKey));

  // contracts' `internalParticipantStandingPath`
  router.get('/internal/people/:userId/standing', async (req, res) => {
    res.json(await participantStanding(domain, parseInput(objectIdSchema, req.params.userId)));
  });

  router.post(INTERNAL_PARTICIPANT_PEOPLE_PATH, async (req, res) => {
    const { userIds } = parseInput(participantPeopleRequestSchema, req.body);
    res.json({ people: await participantPeople(domain, userIds) });
  });

  return router;
}
