/**
 * The edition settings (content service): the one source of the year, the dates, the deadlines
 * and the contact mailbox on every screen. Zod-free: the boot script reads it ahead on the admin
 * dashboard (lib/early-reads.ts).
 */
export const EDITION_PATH = '/api/public/edition';
