import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { prefetchApplicationsReads } from './queries/applications-queries';

/** What the Applications tab's first screen waits for, fetched ahead of the click under the tab's query keys: its copy and the list's first page and the admissions board. */
export function prefetchApplicationsTab(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([i18n.loadNamespaces('adminApplications'), prefetchApplicationsReads(queryClient)]);
}
