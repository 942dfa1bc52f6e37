import { Router, type RequestHandler } from 'express';
import {
  draftDecisionsSchema,
  emailTemplateSchema,
  objectIdSchema,
  reviewInputSchema,
  templateParamsSchema,
  templatePreviewInputSchema,
  waitlistOrderSchema,
} from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { ApplicationsDomain } from '../domain/applications-context.js';
import { decisionTemplatesNow, previewDecisionTemplate, saveDecisionTemplate } from '../domain/decisions/decision-emails.js';
import { admissionsFunnel } from '../domain/decisions/admissions-funnel.js';
import { admissionsBoard, draftDecisions } from '../domain/decisions/draft-decisions.js';
import { previewRelease, releaseDecisions } from '../domain/decisions/release-decisions.js';
import { offerFreedSpots, reorderWaitlist } from '../domain/decisions/waitlist.js';
import { currentEdition } from '../domain/edition.js';
import { saveReview } from '../domain/reviews/score-application.js';

const BASE = '/api/admin/applications';

/**
 * The season's organizer side: reviews, draft decisions and their release, the decision emails,
 * the waitlist's order and offering freed spots. Registered before the review routes, whose
 * `/:id` would otherwise take these paths.
 */
export function adminAdmissionsRoutes(domain: ApplicationsDomain, guards: AuthGuards): Router {
  const router = Router();
  const organizer = guards.requireRole('ORGANIZER');
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  for (const path of [`${BASE}/funnel`, `${BASE}/admissions`, `${BASE}/decisions`, `${BASE}/waitlist`, `${BASE}/decision-templates`, `${BASE}/:id/review`]) router.use(path, organizer, noStore);

  router.put(`${BASE}/:id/review`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    res.json(await saveReview(domain, id, parseInput(reviewInputSchema, req.body), callerOf(req)));
  });

  router.get(`${BASE}/funnel`, async (_req, res) => {
    res.json(await admissionsFunnel(domain, new Date()));
  });

  router.get(`${BASE}/admissions`, async (_req, res) => {
    res.json(await admissionsBoard(domain));
  });

  router.post(`${BASE}/decisions`, async (req, res) => {
    res.json(await draftDecisions(domain, parseInput(draftDecisionsSchema, req.body), callerOf(req)));
  });

  router.post(`${BASE}/decisions/preview`, async (_req, res) => {
    res.json(await previewRelease(domain));
  });

  router.post(`${BASE}/decisions/release`, async (req, res) => {
    res.json(await releaseDecisions(domain, callerOf(req)));
  });

  router.put(`${BASE}/waitlist`, async (req, res) => {
    await reorderWaitlist(domain, parseInput(waitlistOrderSchema, req.body), callerOf(req));
    res.json(await admissionsBoard(domain));
  });

  router.post(`${BASE}/waitlist/offer-next`, async (req, res) => {
    const { userId, name } = callerOf(req);
    const { year } = await currentEdition(domain);
    res.json({ offered: await offerFreedSpots(domain, year, { userId, name: name ?? null }) });
  });

  router.get(`${BASE}/decision-templates`, async (_req, res) => {
    res.json(await decisionTemplatesNow(domain));
  });

  router.post(`${BASE}/decision-templates/preview`, async (req, res) => {
    res.json(await previewDecisionTemplate(domain, parseInput(templatePreviewInputSchema, req.body)));
  });

  router.put(`${BASE}/decision-templates/:decision/:language`, async (req, res) => {
    const { decision, language } = parseInput(templateParamsSchema, req.params);
    res.json(await saveDecisionTemplate(domain, decision, language, parseInput(emailTemplateSchema, req.body), callerOf(req).userId));
  });

  return router;
}
