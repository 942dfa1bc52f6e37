import type { Request, Router } from 'express';
import { bearerToken, type AuthGuards } from '@trek/service-kit';

/** Organizers only (checked here again, whatever the gateway did), never cached: these answers hold private data. */
export function organizerOnly(router: Router, guards: AuthGuards, path: string): void {
  router.use(path, guards.requireRole('ORGANIZER'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
}

/** The organizer's token, forwarded to the auth service, which checks it again before listing accounts. */
export const organizerToken = (req: Request): string => bearerToken(req) ?? '';
