/*
 * Edition rules that need no schema, apart from `edition.ts` so that the web's first load can use
 * them through `@trek/contracts/zod-free` without loading zod and every schema.
 */

/** A `YYYY-MM-DD` calendar date as the UTC instant its day starts at (no time zone of its own). */
export const calendarDateMs = (iso: string): number => Date.parse(`${iso}T00:00:00.000Z`);

export const isDeadlinePassed = (deadline: Date, now: Date): boolean => now.getTime() > deadline.getTime();

/**
 * Applications close when the application deadline's day has ended everywhere on Earth
 * (23:59:59.999 at UTC-12, "anywhere on Earth"), so no applicant loses the last day to their time zone.
 */
export const applicationsCloseAt = (edition: { applicationDeadline: string }): Date =>
  new Date(`${edition.applicationDeadline}T23:59:59.999-12:00`);
export const areApplicationsClosed = (edition: { applicationDeadline: string }, now: Date): boolean =>
  isDeadlinePassed(applicationsCloseAt(edition), now);

/**
 * How long personal data is kept (privacy page, README): logistics 30 days after the trek ends
 * (the default: time to settle refunds, lost luggage and the trip's accounts); applications
 * that were not accepted 180 days after the deadline, since a waitlisted applicant can still be
 * offered a freed spot until the trek (about 3½ months after the deadline) and questions about a
 * decision come in the weeks after it; 180 days ends that before the next edition's applications.
 */
export const RETENTION_DEFAULTS = { logisticsRetentionDays: 30, applicationRetentionDays: 180 } as const;
