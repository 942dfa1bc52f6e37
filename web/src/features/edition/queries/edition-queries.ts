import type { PublicEdition } from '@trek/contracts';
import { areApplicationsClosed } from '@trek/contracts/zod-free';
import { readQuery } from '../../../lib/api-client';
import { readOptions, usePublicRead } from '../../../lib/public-reads';

/**
 * The edition settings (content service): the one source of the year, the dates, the deadlines
 * and the contact mailbox on every screen. Read once and shared by every screen through the query cache.
 */
export const EDITION_PATH = '/api/public/edition';

export const editionQuery = () =>
  readOptions({
    queryKey: [EDITION_PATH],
    queryFn: async (context): Promise<PublicEdition> => {
      const [{ publicEditionSchema }, body] = await Promise.all([import('../api/public-edition-schema'), readQuery(context)]);
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
