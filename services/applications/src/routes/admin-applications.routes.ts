import { Router } from 'express';
import { applicationListQuerySchema, applicationStatusChangeSchema, objectIdSchema } from '@trek/contracts';
import { bearerToken, callerOf, parseInput, setCsvDownload, type AuthGuards } from '@trek/service-kit';
import type { ApplicationsDomain } from '../domain/applications-context.js';
import { exportApplications, exportFileName } from '../domain/export-applications.js';
import { createParticipantAccountFromApplication } from '../domain/participant-accounts.js';
import { decideApplication } from '../domain/decisions/decide-application.js';
import { currentEdition } from '../domain/edition.js';
import { applicationStats, listApplications, loadApplicationDetail, toFilter } from '../domain/review-applications.js';

const BASE = '/api/admin/applications';

/** The organizers' review: list, detail, status workflow, CSV export, counts and participant accounts. */
export function adminApplicationsRoutes(domain: ApplicationsDomain, guards: AuthGuards): Router {
  const router = Router();
  router.use(BASE, guards.requireRole('ORGANIZER'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(BASE, async (req, res) => {
    res.json(await listApplications(domain, parseInput(applicationListQuerySchema, req.query), callerOf(req).userId));
  });

  router.get(`${BASE}/stats`, async (_req, res) => {
    res.json(await applicationStats(domain));
  });

  router.get(`${BASE}/export.csv`, async (req, res) => {
    const { page: _page, pageSize: _pageSize, ...query } = parseInput(applicationListQuerySchema, req.query);
    const [filter, edition] = await Promise.all([toFilter(domain, query), currentEdition(domain)]);
    setCsvDownload(res, exportFileName(filter));
    const csv = exportApplications(domain, filter, edition);
    csv.on('error', (error) => {
      domain.logger.error({ err: error }, 'CSV export failed midway');
      res.destroy(error);
    });
    csv.pipe(res);
  });

  router.get(`${BASE}/:id`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    res.json(await loadApplicationDetail(domain, id, callerOf(req).userId));
  });

  router.patch(`${BASE}/:id/status`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    const change = parseInput(applicationStatusChangeSchema, req.body);
    res.json(await decideApplication(domain, id, change, callerOf(req)));
  });

  router.post(`${BASE}/:id/participant-account`, async (req, res) => {
    const id = parseInput(objectIdSchema, req.params.id);
    // requireRole verified this token; auth checks it again before creating anything.
    const token = bearerToken(req) ?? '';
    res.status(201).json(await createParticipantAccountFromApplication(domain, id, token));
  });

  return router;
}
