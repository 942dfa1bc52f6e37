/**
 * What the Overview's first screen reads. Zod-free: the boot script starts these reads beside the
 * app's scripts when the admin dashboard opens on the Overview (lib/early-reads.ts).
 */
export const overviewReadPaths = {
  participantFigures: '/api/admin/overview',
  setupReminders: '/api/admin/setup-reminders',
  admissionsFunnel: '/api/admin/applications/funnel',
  paymentsSummary: '/api/admin/payments/summary',
  applicationStats: '/api/admin/applications/stats',
} as const;
