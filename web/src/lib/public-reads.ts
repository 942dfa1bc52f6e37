import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** What a component shows from a read: its data, or that it is still coming or failed. */
export type ReadResult<Data> =
  | { data: Data; isPending: false; isError: false }
  | { data: undefined; isPending: true; isError: false }
  | { data: Data | undefined; isPending: false; isError: true };

export type ReadOptions<Data> = UseQueryOptions<Data, Error, Data, QueryKey>;

/**
 * How the public pages' components read the content services: inside the app through TanStack
 * Query's cache (query-reads.ts); on the landing page's own entry, which loads no query library,
 * from the data the server rendered the page with (server-state-reads.ts).
 */
export interface PublicReads {
  useRead: <Data>(options: ReadOptions<Data>) => ReadResult<Data>;
  /** Whether any read is on its way (the page's content may still move). */
  useAnyReadPending: () => boolean;
}

export const PublicReadsContext = createContext<PublicReads | null>(null);

function usePublicReads(): PublicReads {
  const reads = useContext(PublicReadsContext);
  if (!reads) throw new Error('A public read outside PublicReadsContext: the app (AppProviders) and the landing entry provide it');
  return reads;
}

/** One read of the content services, in the page's way of reading (`PublicReads`). */
export function usePublicRead<Data>(options: ReadOptions<Data>): ReadResult<Data> {
  return usePublicReads().useRead(options);
}

export const useAnyPublicReadPending = (): boolean => usePublicReads().useAnyReadPending();

/** A read's options, typed by what it answers (TanStack Query's `queryOptions`, without loading the library). */
export const readOptions = <Data>(options: ReadOptions<Data>): ReadOptions<Data> => options;
