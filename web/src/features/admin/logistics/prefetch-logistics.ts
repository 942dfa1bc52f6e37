import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { prefetchLogisticsReads } from './queries/logistics-queries';

/** What the Logistics tab's first screen waits for, fetched ahead of the click under the tab's query keys: its copy and the records' first page. */
export function prefetchLogisticsTab(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([i18n.loadNamespaces('adminLogistics'), prefetchLogisticsReads(queryClient)]);
}
