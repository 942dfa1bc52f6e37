import { Router } from 'express';
import { nudgeRequestSchema, setupReminderScheduleSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { RemindersContext } from '../domain/reminders/reminders.context.js';
import { nudgeParticipants, readSetupReminders, saveSetupReminders } from '../domain/reminders/setup-reminders.js';
import { organizerOnly, organizerToken } from './organizer-only.js';

const BASE = '/api/admin/setup-reminders';

/** The reminder schedule organizers set, and their "nudge now" from the Overview. */
export function adminSetupRemindersRoutes(domain: RemindersContext, guards: AuthGuards): Router {
  const router = Router();
  organizerOnly(router, guards, BASE);

  router.get(BASE, async (_req, res) => {
    res.json(await readSetupReminders(domain));
  });

  router.put(BASE, async (req, res) => {
    const { reminders } = parseInput(setupReminderScheduleSchema, req.body);
    res.json(await saveSetupReminders(domain, callerOf(req).userId, reminders));
  });

  router.post(`${BASE}/nudge`, async (req, res) => {
    const input = parseInput(nudgeRequestSchema, req.body ?? {});
    res.json(await nudgeParticipants(domain, callerOf(req).userId, organizerToken(req), input));
  });

  return router;
}
