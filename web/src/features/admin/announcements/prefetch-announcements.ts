import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { prefetchAnnouncementsReads } from './queries/announcements-queries';

/** What the Announcements tab's first screen waits for, fetched ahead of the click under the tab's query keys: its copy, the announcements, their read counts and the inbox's first page. */
export function prefetchAnnouncementsTab(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([i18n.loadNamespaces('adminAnnouncements'), prefetchAnnouncementsReads(queryClient)]);
}
