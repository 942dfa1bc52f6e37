import { Router } from 'express';
import { participantProfileUpdateSchema, whatsappConfirmSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { PeopleContext } from '../domain/people/people.context.js';
import { ownEdition } from '../domain/people/participant-edition.js';
import { confirmWhatsappJoined, getOwnProfile, updateOwnProfile } from '../domain/profile/profile.js';

/** The participant portal's profile and edition. Every record is the caller's own: the user id comes from the verified token only. */
export function participantRoutes(domain: PeopleContext, guards: AuthGuards): Router {
  const router = Router();
  router.use('/api/participant', guards.requireRole('PARTICIPANT'));

  router.get('/api/participant/edition', async (req, res) => {
    res.json(await ownEdition(domain, callerOf(req).userId));
  });
  router.get('/api/participant/profile', async (req, res) => {
    res.json(await getOwnProfile(domain, callerOf(req).userId));
  });
  router.put('/api/participant/profile', async (req, res) => {
    const update = parseInput(participantProfileUpdateSchema, req.body);
    res.json(await updateOwnProfile(domain, callerOf(req).userId, update));
  });
  router.put('/api/participant/whatsapp', async (req, res) => {
    parseInput(whatsappConfirmSchema, req.body);
    res.json(await confirmWhatsappJoined(domain, callerOf(req).userId));
  });
  return router;
}
