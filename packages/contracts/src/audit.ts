import { z } from 'zod';
import { pageQueryShape, pagedListShape } from './common.js';
import { builtOnFirstUse } from './built-on-first-use.js';

/**
 * The organizers' audit trail: who changed what, when. Each service keeps its own events in its
 * own database (`audit_events`); a summary names the change, never private data (passport
 * numbers, dates of birth, passwords).
 */
export const auditEventSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    /** The organizer's user id, from the verified token. */
    actorId: z.string(),
    /**
     * The organizer's name when the change was made (from their token), so the trail stays right
     * after a rename or removal; null for entries recorded before names were kept, and for `system`.
     */
    actorName: z.string().nullable(),
    /** Dotted verb, e.g. `announcement.create`, `logistics.day0-lock`. */
    action: z.string(),
    /** What was changed, e.g. `announcement:<id>`, `participant:<userId>`, `participants:all`. */
    target: z.string(),
    summary: z.string(),
    at: z.string(),
  }),
);
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/admin/audit: newest first. */
export const auditListQuerySchema = builtOnFirstUse(() => z.object({ ...pageQueryShape }));
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListSchema = builtOnFirstUse(() =>
  z.object({
    events: z.array(auditEventSchema),
    ...pagedListShape,
  }),
);
export type AuditList = z.infer<typeof auditListSchema>;
