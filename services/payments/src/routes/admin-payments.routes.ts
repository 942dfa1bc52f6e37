import { Router } from 'express';
import { paymentEntryPathSchema, paymentRecordSchema, paymentReversalSchema, paymentsYearQuerySchema, spotIdPathSchema } from '@trek/contracts';
import { callerOf, parseInput, setCsvDownload, toCsv, type AuthGuards } from '@trek/service-kit';
import { adminPayments, PAYMENTS_CSV_COLUMNS, paymentsSummary } from '../domain/admin-payments.js';
import type { PaymentsDomain } from '../domain/payments-context.js';
import { remindAllOutstanding } from '../domain/payment-reminders.js';
import { recordPayment, reversePayment } from '../domain/record-payment.js';

const BASE = '/api/admin/payments';

/** The organizers' Payments tab: organizers only (checked here again), never cached. */
export function adminPaymentsRoutes(domain: PaymentsDomain, guards: AuthGuards): Router {
  const router = Router();
  router.use(BASE, guards.requireRole('ORGANIZER'), (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get(BASE, async (req, res) => {
    res.json(await adminPayments(domain, parseInput(paymentsYearQuerySchema, req.query).year));
  });

  router.get(`${BASE}/summary`, async (_req, res) => {
    res.json(await paymentsSummary(domain));
  });

  router.get(`${BASE}/export.csv`, async (req, res) => {
    const { year, spots } = await adminPayments(domain, parseInput(paymentsYearQuerySchema, req.query).year);
    setCsvDownload(res, `payments-${year}.csv`);
    res.send(toCsv(PAYMENTS_CSV_COLUMNS, spots));
  });

  router.post(`${BASE}/reminders`, async (req, res) => {
    res.json(await remindAllOutstanding(domain, callerOf(req).userId));
  });

  router.post(`${BASE}/spots/:spotId/entries`, async (req, res) => {
    const { spotId } = parseInput(spotIdPathSchema, req.params);
    const payment = parseInput(paymentRecordSchema, req.body);
    res.status(201).json(await recordPayment(domain, callerOf(req), spotId, payment));
  });

  router.post(`${BASE}/spots/:spotId/entries/:entryId/reverse`, async (req, res) => {
    const { spotId, entryId } = parseInput(paymentEntryPathSchema, req.params);
    const reversal = parseInput(paymentReversalSchema, req.body);
    res.status(201).json(await reversePayment(domain, callerOf(req), spotId, entryId, reversal));
  });

  return router;
}
