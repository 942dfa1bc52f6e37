import {
  IconAddressBook,
  IconFileDescription,
  IconGauge,
  IconKey,
  IconLayoutList,
  IconMicrophone2,
  IconReceipt2,
  IconSpeakerphone,
  IconLuggage,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { preloadableTab, type PreloadableTab } from '../../lib/preloadable';
import { adminTabIdFromParam, type AdminTabId } from './admin-tab-ids';
import { i18n } from '../../i18n';
import { prefetchAnnouncementsReads } from './announcements/queries/announcements-queries';
import { prefetchApplicationsReads } from './applications/queries/applications-queries';
import { prefetchAuthSpotsReads } from './auth-spots/queries/auth-spots-queries';
import { contentListQuery } from './content/queries/content-queries';
import { prefetchLogisticsReads } from './logistics/queries/logistics-queries';
import { prefetchParticipantsReads } from './participants/queries/participants-queries';
import { prefetchPaymentsReads } from './payments/queries/payments-queries';

export interface AdminTab extends PreloadableTab {
  id: AdminTabId;
  icon: Icon;
}

/**
 * What a tab's first screen waits for, fetched ahead of the click (hover, focus): its copy and its
 * first reads, under the tab's own query keys, so they go out with the tab's code instead of after
 * its render.
 */
interface FirstScreen {
  copy: string | string[];
  reads: (queryClient: QueryClient) => Promise<unknown>;
}

const tab = (id: AdminTabId, icon: Icon, load: () => Promise<ComponentType>, firstScreen?: FirstScreen): AdminTab => ({
  id,
  icon,
  ...preloadableTab(load, firstScreen && ((queryClient) => Promise.all([i18n.loadNamespaces(firstScreen.copy), firstScreen.reads(queryClient)]))),
});

export const adminTabs: readonly AdminTab[] = [
  tab('overview', IconGauge, () => import('./overview/OverviewTab').then((m) => m.OverviewTab)),
  tab('applications', IconFileDescription, () => import('./applications/ApplicationsTab').then((m) => m.ApplicationsTab), { copy: 'adminApplications', reads: prefetchApplicationsReads }),
  tab('content', IconLayoutList, () => import('./content/ContentTab').then((m) => m.ContentTab), {
    // The Team list it opens on; the image fields' copy too.
    copy: ['adminContent', 'uploads'],
    reads: (queryClient) => queryClient.prefetchQuery(contentListQuery('team')),
  }),
  tab('speakers', IconMicrophone2, () => import('./speakers/SpeakersTab').then((m) => m.SpeakersTab)),
  tab('participants', IconAddressBook, () => import('./participants/ParticipantsTab').then((m) => m.ParticipantsTab), { copy: 'adminParticipants', reads: prefetchParticipantsReads }),
  tab('logistics', IconLuggage, () => import('./logistics/LogisticsTab').then((m) => m.LogisticsTab), { copy: 'adminLogistics', reads: prefetchLogisticsReads }),
  tab('announcements', IconSpeakerphone, () => import('./announcements/AnnouncementsTab').then((m) => m.AnnouncementsTab), { copy: 'adminAnnouncements', reads: prefetchAnnouncementsReads }),
  tab('auth-spots', IconKey, () => import('./auth-spots/AuthSpotsTab').then((m) => m.AuthSpotsTab), { copy: 'adminAuthSpots', reads: prefetchAuthSpotsReads }),
  tab('payments', IconReceipt2, () => import('./payments/PaymentsTab').then((m) => m.PaymentsTab), { copy: 'adminPayments', reads: prefetchPaymentsReads }),
  tab('my-profile', IconUserCircle, () => import('./my-profile/MyProfileTab').then((m) => m.MyProfileTab)),
];

/** The tab named in the URL (`?tab=`), or Overview for a missing or unknown name. */
export function adminTabFromParam(value: string | null): AdminTab {
  const id = adminTabIdFromParam(value);
  const tab = adminTabs.find((candidate) => candidate.id === id);
  if (!tab) throw new Error(`The admin tab ${id} is missing from the tab list`);
  return tab;
}
