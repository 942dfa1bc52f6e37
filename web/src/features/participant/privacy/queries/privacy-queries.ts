import { ownLogisticsReadsSchema } from '@trek/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';
import { participantPrivacyPaths } from '../api/privacy-api';

/** When organizers viewed the participant's logistics, newest first (the Profile tab's "Your data" card). */
export const ownLogisticsReadsQuery = queryOptions({
  queryKey: [participantPrivacyPaths.logisticsReads],
  queryFn: async (context) => ownLogisticsReadsSchema.parse(await readQuery(context)),
});

export function useOwnLogisticsReads() {
  return useQuery(ownLogisticsReadsQuery);
}
