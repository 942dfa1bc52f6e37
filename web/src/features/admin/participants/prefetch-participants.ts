import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { prefetchParticipantsReads } from './queries/participants-queries';

/** What the Participants tab's first screen waits for, fetched ahead of the click under the tab's query keys: its copy and the roster's first page. */
export function prefetchParticipantsTab(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([i18n.loadNamespaces('adminParticipants'), prefetchParticipantsReads(queryClient)]);
}
