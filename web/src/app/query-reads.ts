import { useIsFetching, useQuery } from '@tanstack/react-query';
import type { PublicReads } from '../lib/public-reads';

/** The app's public reads: TanStack Query's, sharing its cache with every screen. */
export const queryReads: PublicReads = {
  useRead: (options) => useQuery(options),
  useAnyReadPending: () => useIsFetching() > 0,
};
