import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { prefetchAuthSpotsReads } from './queries/auth-spots-queries';

/**
 * What Auth Spots' first screen waits for, fetched ahead of the click: its copy and its four reads,
 * under the tab's query keys, so the reads go out with the tab's code instead of after its render.
 */
export function prefetchAuthSpotsTab(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([i18n.loadNamespaces('adminAuthSpots'), prefetchAuthSpotsReads(queryClient)]);
}
