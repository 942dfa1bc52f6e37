import { applicationPurgePreviewSchema, logisticsPurgePreviewSchema, logisticsReadListSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../../lib/api-client';

export const privacyPaths = {
  logisticsPurgePreview: '/api/admin/logistics/purge-preview',
  applicationsPurgePreview: '/api/admin/applications/purge-preview',
  reads: '/api/admin/logistics/reads',
} as const;

const read = getQueryFn({ on401: 'throw' });

export function useLogisticsPurgePreview() {
  return useQuery({ queryKey: [privacyPaths.logisticsPurgePreview], queryFn: async (context) => logisticsPurgePreviewSchema.parse(await read(context)) });
}

export function useApplicationsPurgePreview() {
  return useQuery({ queryKey: [privacyPaths.applicationsPurgePreview], queryFn: async (context) => applicationPurgePreviewSchema.parse(await read(context)) });
}

export function useLogisticsReads(page: number) {
  return useQuery({
    queryKey: [privacyPaths.reads, { page, pageSize: 20 }],
    queryFn: async (context) => logisticsReadListSchema.parse(await read(context)),
    placeholderData: (previous) => previous,
  });
}
