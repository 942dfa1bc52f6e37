import { Router } from 'express';
import { organizerNotificationSettingsSchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import type { NotificationSettingsRepository } from '../data-access/notification-settings.repository.js';

/** Each organizer reads and saves their own notification settings; the id comes from the verified token only. */
export function notificationSettingsRoutes(settings: NotificationSettingsRepository, guards: AuthGuards, now: () => Date): Router {
  const router = Router();
  router.use('/api/admin/notification-settings', guards.requireRole('ORGANIZER'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/api/admin/notification-settings', async (req, res) => {
    res.json(await settings.get(callerOf(req).userId));
  });

  router.put('/api/admin/notification-settings', async (req, res) => {
    const chosen = parseInput(organizerNotificationSettingsSchema, req.body);
    res.json(await settings.save(callerOf(req).userId, chosen, now()));
  });

  return router;
}
