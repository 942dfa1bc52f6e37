import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { contentListQuery } from './queries/content-queries';

/**
 * What the Content tab's first screen waits for, fetched ahead of the click: its copy (the
 * namespaces it and the image fields use) and the Team list it opens on. The reads share the
 * tab's query keys, so the tab finds them in the cache.
 */
export function prefetchContentTab(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([i18n.loadNamespaces(['adminContent', 'uploads']), queryClient.prefetchQuery(contentListQuery('team'))]);
}
