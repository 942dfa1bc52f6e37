import { Router } from 'express';
import { emailLogQuerySchema } from '@trek/contracts';
import { parseInput, type AuthGuards } from '@trek/service-kit';
import type { EmailLogRepository } from '../data-access/email-log.repository.js';
import { listEmailLog } from '../domain/email-log.js';

/** Organizers read the email log; recipients' addresses make it personal data, so it is never cached. */
export function emailLogRoutes(emailLog: EmailLogRepository, guards: AuthGuards): Router {
  const router = Router();
  router.use('/api/admin/emails', guards.requireRole('ORGANIZER'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/api/admin/emails', async (req, res) => {
    res.json(await listEmailLog(emailLog, parseInput(emailLogQuerySchema, req.query)));
  });

  return router;
}
