import { Router } from 'express';
import { feedbackListQuerySchema, feedbackReplyInputSchema, feedbackStatusChangeSchema, objectIdSchema, type FeedbackReplies } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { changeFeedbackStatus, listFeedbackInbox } from '../domain/admin-feedback.js';
import { feedbackReplies, replyToFeedback } from '../domain/feedback-replies.js';
import type { UpdatesDomain } from '../domain/updates-context.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/feedback';

/** The feedback inbox: newest first, with the author, a status organizers move along, and their answers. */
export function adminFeedbackRoutes(domain: UpdatesDomain, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  router.get(BASE, async (req, res) => {
    res.json(await listFeedbackInbox(domain, parseInput(feedbackListQuerySchema, req.query), organizerToken(req)));
  });

  router.patch(`${BASE}/:id`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const { status } = parseInput(feedbackStatusChangeSchema, req.body);
    res.json(await changeFeedbackStatus(domain, callerOf(req).userId, organizerToken(req), id, status));
  });

  router.get(`${BASE}/:id/replies`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const replies: FeedbackReplies = { replies: await feedbackReplies(domain, id) };
    res.json(replies);
  });

  router.post(`${BASE}/:id/replies`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const { message } = parseInput(feedbackReplyInputSchema, req.body);
    res.status(201).json(await replyToFeedback(domain, callerOf(req), organizerToken(req), id, message));
  });

  return router;
}
