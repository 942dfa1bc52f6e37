import { Router } from 'express';
import { announcementIdParamsSchema, feedbackInputSchema, objectIdSchema, type OwnAnnouncementReads } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { ownAnnouncementReads, recordAnnouncementRead } from '../domain/announcement-reads.js';
import { listAnnouncements } from '../domain/announcements.js';
import { listOwnFeedbackWithReplies, ownFeedbackThread } from '../domain/feedback-replies.js';
import { submitFeedback } from '../domain/feedback.js';
import type { UpdatesDomain } from '../domain/updates-context.js';

/** The participant portal's announcements and feedback. The user id comes from the verified token only. */
export function participantRoutes(domain: UpdatesDomain, guards: AuthGuards): Router {
  const router = Router();
  router.use('/api/participant', guards.requireRole('PARTICIPANT'));

  router.get('/api/participant/announcements', async (req, res) => {
    res.json(await listAnnouncements(domain, callerOf(req).userId));
  });
  // The portal showed the caller this announcement (a read receipt); the reader is the token's user, whatever the body says.
  router.post('/api/participant/announcements/:id/read', async (req, res) => {
    const { id } = parseInput(announcementIdParamsSchema, req.params);
    const { receipt, created } = await recordAnnouncementRead(domain, callerOf(req).userId, id);
    res.status(created ? 201 : 200).json(receipt);
  });
  // The caller's own receipts, for their data download (the participant service asks with their token).
  router.get('/api/participant/announcement-reads', async (req, res) => {
    const reads: OwnAnnouncementReads = { reads: await ownAnnouncementReads(domain, callerOf(req).userId) };
    res.set('Cache-Control', 'no-store').json(reads);
  });
  router.get('/api/participant/feedback', async (req, res) => {
    res.json(await listOwnFeedbackWithReplies(domain, callerOf(req).userId));
  });
  router.get('/api/participant/feedback/:id', async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    res.set('Cache-Control', 'no-store').json(await ownFeedbackThread(domain, callerOf(req).userId, id));
  });
  router.post('/api/participant/feedback', async (req, res) => {
    const input = parseInput(feedbackInputSchema, req.body);
    const { userId, name } = callerOf(req);
    res.status(201).json(await submitFeedback(domain, { userId, accountName: name }, input));
  });
  return router;
}
