import { z } from 'zod';
import { setupItemSchema } from './admin-participants.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/** The Overview tab's participant figures: counts, who is missing what, deadlines. */
export const OVERVIEW_MISSING_SHOWN = 50;

/** A countdown to an instant: whole days left, rounded up, 0 once passed. */
export const countdownSchema = builtOnFirstUse(() => z.object({ at: z.string(), daysLeft: z.number(), passed: z.boolean() }));
export type Countdown = z.infer<typeof countdownSchema>;

/** GET /api/admin/overview. */
export const adminOverviewSchema = builtOnFirstUse(() =>
  z.object({
    participants: z.object({
      /** Participant accounts (enabled and disabled). */
      totalAccounts: z.number(),
      profileComplete: z.number(),
      logisticsSubmitted: z.number(),
      whatsappJoined: z.number(),
      fullySetUp: z.number(),
    }),
    /** Who still misses a setup item, fewest done first; at most OVERVIEW_MISSING_SHOWN, `total` counts all. */
    missing: z.object({
      people: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), missing: z.array(setupItemSchema) })),
      total: z.number(),
    }),
    feedback: z.object({ unread: z.number() }),
    /** The spot-transfer deadline (edition settings, or the TRANSFER_DEADLINE override). */
    transferDeadline: countdownSchema,
    /** The trek's first day (edition settings' startDate, at 00:00 UTC). */
    trekStart: countdownSchema,
  }),
);
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Whole days from `now` to `at`, rounded up; 0 once `at` has passed. */
export function countdown(at: Date, now: Date): Countdown {
  const ms = at.getTime() - now.getTime();
  return { at: at.toISOString(), daysLeft: ms > 0 ? Math.ceil(ms / 86_400_000) : 0, passed: ms < 0 };
}
