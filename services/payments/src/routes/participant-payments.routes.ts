import { Router } from 'express';
import { callerOf, type AuthGuards } from '@trek/service-kit';
import { myPayments } from '../domain/my-payments.js';
import type { PaymentsDomain } from '../domain/payments-context.js';

/** A participant's own spot's ledger; the spot is found through the verified user id only. */
export function participantPaymentsRoutes(domain: PaymentsDomain, guards: AuthGuards): Router {
  const router = Router();
  router.get('/api/participant/payments', guards.requireRole('PARTICIPANT'), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await myPayments(domain, callerOf(req).userId));
  });
  return router;
}
