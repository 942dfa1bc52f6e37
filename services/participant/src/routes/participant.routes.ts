import { Router } from 'express';
import { announcementIdParamsSchema, feedbackInputSchema, participantProfileUpdateSchema, transferRequestSchema, whatsappConfirmSchema } from '@trek/contracts';
import { bearerToken, callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { recordAnnouncementRead } from '../domain/announcement-reads.js';
import { listAnnouncements } from '../domain/announcements.js';
import { listOwnFeedback, submitFeedback } from '../domain/feedback.js';
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
  router.get('/api/participant/announcements', async (req, res) => {
    res.json(await listAnnouncements(domain, callerOf(req).userId));
  });
  // The portal showed the caller this announcement (a read receipt); the reader is the token's user, whatever the body says.
  router.post('/api/participant/announcements/:id/read', async (req, res) => {
    const { id } = parseInput(announcementIdParamsSchema, req.params);
    const { receipt, created } = await recordAnnouncementRead(domain, callerOf(req).userId, id);
    res.status(created ? 201 : 200).json(receipt);
  });
  router.get('/api/participant/feedback', async (req, res) => {
    res.json(await listOwnFeedback(domain, callerOf(req).userId));
  });
  router.post('/api/participant/feedback', async (req, res) => {
    const input = parseInput(feedbackInputSchema, req.body);
    const { userId, name } = callerOf(req);
    res.status(201).json(await submitFeedback(domain, { userId, accountName: name }, input));
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
