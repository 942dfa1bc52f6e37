import type { PublicEdition } from '@trek/contracts';
import { areApplicationsClosed } from '@trek/contracts/zod-free';
import { readFirstScreen } from '../../../lib/api-client';
import { readOptions, usePublicRead } from '../../../lib/public-reads';
import { EDITION_PATH } from '../api/edition-path';

/** The edition settings, read once and shared by every screen through the query cache. */
export const editionQuery = () =>
  readOptions({
    queryKey: [EDITION_PATH],
    queryFn: async (): Promise<PublicEdition> => {
      // The admin dashboard's boot script has read it ahead (lib/early-reads.ts).
      const [{ publicEditionSchema }, body] = await Promise.all([import('../api/public-edition-schema'), readFirstScreen(EDITION_PATH)]);
      return publicEditionSchema.parse(body);
    },
  });

export const useEdition = () => usePublicRead(editionQuery());

/** The current edition's year; undefined while it loads or if it cannot be read. */
export const useEditionYear = (): number | undefined => useEdition().data?.year;

/** Whether the application deadline has passed (the server refuses submissions after it too). */
export function useApplicationsClosed(now: () => Date = () => new Date()): { edition: PublicEdition | undefined; closed: boolean } {
  const { data } = useEdition();
  return { edition: data, closed: data ? areApplicationsClosed(data, now()) : false };
}
