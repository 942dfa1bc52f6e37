export const privacyPaths = {
  logisticsPurgePreview: '/api/admin/logistics/purge-preview',
  applicationsPurgePreview: '/api/admin/applications/purge-preview',
  reads: '/api/admin/logistics/reads',
} as const;
