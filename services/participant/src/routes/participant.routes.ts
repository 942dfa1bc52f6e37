import { Router } from 'express';
import { participantProfileUpdateSchema, transferRequestSchema, whatsappConfirmSchema } from '@trek/contracts';
import { bearerToken, callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { ParticipantDomain } from '../domain/participant-context.js';
import { ownEdition } from '../domain/participant-edition.js';
import { confirmWhatsappJoined, getOwnProfile, updateOwnProfile } from '../domain/profile.js';
import { confirmTransfer, getTransferState } from '../domain/transfer.js';

/** The participant portal. Every record is the caller's own: the user id comes from the verified token only. */
export function participantRoutes(domain: ParticipantDomain, guards: AuthGuards): Router {
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
  router.get('/api/participant/transfer', async (req, res) => {
    res.json(await getTransferState(domain, callerOf(req).userId));
  });
  router.post('/api/participant/transfer/confirm', async (req, res) => {
    const request = parseInput(transferRequestSchema, req.body ?? {});
    res.json(await confirmTransfer(domain, callerOf(req).userId, request, bearerToken(req) ?? ''));
  });
  return router;
}
