import { QueryClient } from '@tanstack/react-query';

/** Spec 9: reads stay fresh 5 minutes, nothing refetches on focus, reconnect or interval, no retries. */
export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;

/** No default queryFn: every query reads with its own, which parses the answer with its contract schema. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
