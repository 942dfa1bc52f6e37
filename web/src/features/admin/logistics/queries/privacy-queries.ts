import { applicationPurgePreviewSchema, logisticsPurgePreviewSchema, logisticsReadListSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';
import { privacyPaths } from '../api/privacy-api';

export function useLogisticsPurgePreview() {
  return useQuery({ queryKey: [privacyPaths.logisticsPurgePreview], queryFn: async (context) => logisticsPurgePreviewSchema.parse(await readQuery(context)) });
}

export function useApplicationsPurgePreview() {
  return useQuery({ queryKey: [privacyPaths.applicationsPurgePreview], queryFn: async (context) => applicationPurgePreviewSchema.parse(await readQuery(context)) });
}

export function useLogisticsReads(page: number) {
  return useQuery({
    queryKey: [privacyPaths.reads, { page, pageSize: 20 }],
    queryFn: async (context) => logisticsReadListSchema.parse(await readQuery(context)),
    placeholderData: (previous) => previous,
  });
}
