import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';
import { languageSchema } from './language.js';
import { PAYMENT_REFERENCE_MAX, PAYMENT_NOTE_MAX, paymentMessages } from './messages/payments.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * A spot's money (DESIGN.md "People, spots and editions": the spot pays, not the person). The
 * payments service keeps each spot's ledger: what it owes (the edition's price, with or without the
 * subsidy), and the entries organizers record, insert-only; a correction is a reversing entry.
 * Amounts are US dollars with at most two decimals; the service stores whole cents.
 */

export const PAYMENT_METHODS = ['bank-transfer', 'cash', 'card', 'other'] as const;
export const paymentMethodSchema = builtOnFirstUse(() => z.enum(PAYMENT_METHODS, 'Payment method is required'));
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Who added an entry: an organizer in the dashboard, or (later) a payment provider's webhook. */
export const PAYMENT_SOURCES = ['organizer', 'provider'] as const;
export const paymentSourceSchema = builtOnFirstUse(() => z.enum(PAYMENT_SOURCES));
export type PaymentSource = z.infer<typeof paymentSourceSchema>;

export const PAYMENT_MAX_USD = 100_000;

const m = paymentMessages;

/** Whole cents, so 0.1 + 0.2 never shows up in a ledger. */
const usd = builtOnFirstUse(() =>
  z
    .number(m.amountRequired)
    .gt(0, m.amountRange)
    .max(PAYMENT_MAX_USD, m.amountRange)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m.amountCents),
);

/** POST /api/admin/payments/spots/:spotId/entries: a payment an organizer records (the author is the token's user). */
export const paymentRecordSchema = builtOnFirstUse(() =>
  z.object({
    amountUsd: usd,
    paidOn: isoDateSchema(m.paidOnRequired, m.paidOnInvalid),
    method: paymentMethodSchema,
    reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, m.referenceTooLong).default(''),
    note: z.string().trim().max(PAYMENT_NOTE_MAX, m.noteTooLong).default(''),
  }),
);
export type PaymentRecordInput = z.input<typeof paymentRecordSchema>;
export type PaymentRecord = z.output<typeof paymentRecordSchema>;

/** POST .../entries/:entryId/reverse: a correction, entered as its own entry. */
export const paymentReversalSchema = builtOnFirstUse(() =>
  z.object({
    reason: z.string(m.reasonRequired).trim().min(1, m.reasonRequired).max(PAYMENT_NOTE_MAX, m.noteTooLong),
  }),
);
export type PaymentReversal = z.infer<typeof paymentReversalSchema>;

/** GET /api/admin/payments and its CSV: an edition's year; the current edition's without one. */
export const paymentsYearQuerySchema = builtOnFirstUse(() => z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }));

export const spotIdPathSchema = builtOnFirstUse(() => z.object({ spotId: z.string().min(1).max(64) }));
export const paymentEntryPathSchema = builtOnFirstUse(() =>
  z.object({ spotId: z.string().min(1).max(64), entryId: z.string().min(1).max(128) }),
);

export const ledgerEntrySchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    spotId: z.string(),
    /** `reversal`: cancels the entry `reverses` names, with the opposite amount. */
    kind: z.enum(['payment', 'reversal']),
    /** Positive for a payment, negative for a reversal. */
    amountUsd: z.number(),
    paidOn: z.string(),
    method: paymentMethodSchema,
    reference: z.string(),
    note: z.string(),
    source: paymentSourceSchema,
    /** The organizer who recorded it (the provider's name for a webhook's entry). */
    recordedBy: z.object({ id: z.string(), name: z.string() }),
    recordedAt: z.string(),
    reverses: z.string().nullable(),
    /** The reversal that cancels this payment, if any. */
    reversedBy: z.string().nullable(),
  }),
);
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const dueSchema = builtOnFirstUse(() =>
  z.object({
    dueUsd: z.number(),
    paidUsd: z.number(),
    /** `YYYY-MM-DD`; '' while the edition has not set it. */
    dueDate: z.string(),
    /** Not fully paid and its due date has passed. */
    overdue: z.boolean(),
  }),
);

export const spotLedgerSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string(),
    year: z.number(),
    /** 1 for the edition's first confirmed spot: the subsidy goes by this order. */
    confirmationOrder: z.number(),
    confirmedAt: z.string(),
    subsidized: z.boolean(),
    subsidyUsd: z.number(),
    /** What the spot costs: the price after subsidy, or the full price. */
    priceUsd: z.number(),
    deposit: dueSchema,
    balance: dueSchema,
    paidUsd: z.number(),
    /** What is still owed; negative when more was paid than the price. */
    outstandingUsd: z.number(),
    entries: z.array(ledgerEntrySchema),
  }),
);
export type SpotLedger = z.infer<typeof spotLedgerSchema>;

export const spotHolderSchema = builtOnFirstUse(() =>
  z.object({
    userId: z.string(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    language: languageSchema.nullable(),
  }),
);

/** One row of the organizers' Payments tab. `holder` is null while a transferred spot waits for its recipient. */
export const adminSpotLedgerSchema = builtOnFirstUse(() =>
  spotLedgerSchema.extend({
    holder: spotHolderSchema.nullable(),
    /** When the last deposit reminder went out for the current deposit due date, else null. */
    depositRemindedAt: z.string().nullable(),
  }),
);
export type AdminSpotLedger = z.infer<typeof adminSpotLedgerSchema>;

/**
 * A spot whose seat went back to the admissions waitlist (given up without a recipient) and on
 * which money was recorded: it owes nothing and takes no subsidy; `paidUsd` is what organizers
 * still hold for the former holder (zero once the payments are reversed as refunded).
 */
export const releasedSpotLedgerSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string(),
    year: z.number(),
    confirmedAt: z.string(),
    releasedAt: z.string(),
    formerHolderUserId: z.string(),
    paidUsd: z.number(),
    entries: z.array(ledgerEntrySchema),
  }),
);
export type ReleasedSpotLedger = z.infer<typeof releasedSpotLedgerSchema>;

/** GET /api/admin/payments[?year=]: an edition's spots in confirmation order (the current edition's without a year). */
export const adminPaymentsSchema = builtOnFirstUse(() =>
  z.object({
    year: z.number(),
    /** Whether this is the current edition: a past one is read-only. */
    current: z.boolean(),
    subsidizedSpots: z.number(),
    subsidiesLeft: z.number(),
    spots: z.array(adminSpotLedgerSchema),
    /** Released spots with payments, each with its former holder (name and email null when auth cannot tell them). */
    released: z.array(releasedSpotLedgerSchema.extend({ formerHolder: spotHolderSchema })),
    totals: z.object({ priceUsd: z.number(), paidUsd: z.number(), outstandingUsd: z.number(), depositsOutstanding: z.number() }),
  }),
);
export type AdminPayments = z.infer<typeof adminPaymentsSchema>;

/** GET /api/admin/payments/summary: the Overview's money figures of the current edition, without the spots. */
export const paymentsSummarySchema = builtOnFirstUse(() =>
  adminPaymentsSchema.pick({ year: true, subsidizedSpots: true, subsidiesLeft: true }).extend({
    spots: z.number(),
    depositsOutstanding: z.number(),
    outstandingUsd: z.number(),
    /** What is still recorded as paid on released spots: money to settle with their former holders. */
    releasedPaidUsd: z.number(),
  }),
);
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;

/** GET /api/participant/payments: the caller's own spot's ledger; null when they hold no spot. */
export const myPaymentsSchema = builtOnFirstUse(() => z.object({ ledger: spotLedgerSchema.nullable() }));
export type MyPayments = z.infer<typeof myPaymentsSchema>;

/** POST /api/admin/payments/reminders: deposit reminders to every spot whose deposit is outstanding now. */
export const paymentRemindersResultSchema = builtOnFirstUse(() => z.object({ reminded: z.number(), alreadyReminded: z.number() }));
export type PaymentRemindersResult = z.infer<typeof paymentRemindersResultSchema>;

// ── Participant's internal API (x-internal-key) ─────────────────────────────

/** GET /internal/spots?year=: an edition's spots (held at least once), oldest first, with who holds each now. */
export const INTERNAL_EDITION_SPOTS_PATH = '/internal/spots';
export const editionSpotsQuerySchema = builtOnFirstUse(() => z.object({ year: z.coerce.number().int().min(2000).max(2100) }));
export const editionSpotSchema = builtOnFirstUse(() =>
  z.object({
    spotId: z.string(),
    year: z.number(),
    createdAt: z.string(),
    /** Null while a transfer of the spot waits for its recipient. */
    holderUserId: objectIdSchema.nullable(),
    /** When the holder got the spot; null with no holder. */
    heldSince: z.string().nullable(),
    /**
     * Set when the spot's seat went back to the admissions waitlist: a spot from an admission offer
     * given up without a recipient. Nobody holds it again; the former holder is who gave it up.
     */
    released: z.object({ at: z.string(), formerHolderUserId: objectIdSchema }).nullable(),
  }),
);
export type EditionSpot = z.infer<typeof editionSpotSchema>;
export const editionSpotsSchema = builtOnFirstUse(() => z.object({ spots: z.array(editionSpotSchema) }));
