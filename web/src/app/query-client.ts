import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 9: reads stay fresh 5 minutes, nothing refetches on focus, reconnect or interval, no retries.
 * Offline, a read is still tried (`networkMode: 'always'`): the trip card's worker answers its own
 * reads from the device, and any other read fails and says so, instead of a spinner waiting for
 * the network to come back.
 */
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
        networkMode: 'always',
      },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
