import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-client';

/** Spec 9: reads stay fresh 5 minutes, nothing refetches on focus, reconnect or interval, no retries. */
export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: DEFAULT_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        refetchOnMount: true,
        retry: 0,
      },
      mutations: { retry: 0 },
    },
  });
}
