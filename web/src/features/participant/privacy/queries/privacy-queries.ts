import { ownLogisticsReadsSchema } from '@trek/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../../../lib/api-client';
import { participantPrivacyPaths } from '../api/privacy-api';

/** When organizers viewed the participant's logistics, newest first. */
export function useOwnLogisticsReads() {
  return useQuery({
    queryKey: [participantPrivacyPaths.logisticsReads],
    queryFn: async (context) => ownLogisticsReadsSchema.parse(await readQuery(context)),
  });
}
