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
import { prefetchAnnouncementsTab } from './announcements/prefetch-announcements';
import { prefetchApplicationsTab } from './applications/prefetch-applications';
import { prefetchAuthSpotsTab } from './auth-spots/prefetch-auth-spots';
import { prefetchContentTab } from './content/prefetch-content';
import { prefetchLogisticsTab } from './logistics/prefetch-logistics';
import { prefetchParticipantsTab } from './participants/prefetch-participants';

export const adminTabIds = [
  'overview',
  'applications',
  'content',
  'speakers',
  'participants',
  'logistics',
  'announcements',
  'auth-spots',
  'payments',
  'my-profile',
] as const;

export type AdminTabId = (typeof adminTabIds)[number];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'overview';

export interface AdminTab extends PreloadableTab {
  id: AdminTabId;
  icon: Icon;
}

const tab = (id: AdminTabId, icon: Icon, load: () => Promise<ComponentType>, prefetch?: (queryClient: QueryClient) => Promise<unknown>): AdminTab => ({
  id,
  icon,
  ...preloadableTab(load, prefetch),
});

export const adminTabs: readonly AdminTab[] = [
  tab('overview', IconGauge, () => import('./overview/OverviewTab').then((m) => m.OverviewTab)),
  tab('applications', IconFileDescription, () => import('./applications/ApplicationsTab').then((m) => m.ApplicationsTab), prefetchApplicationsTab),
  tab('content', IconLayoutList, () => import('./content/ContentTab').then((m) => m.ContentTab), prefetchContentTab),
  tab('speakers', IconMicrophone2, () => import('./speakers/SpeakersTab').then((m) => m.SpeakersTab)),
  tab('participants', IconAddressBook, () => import('./participants/ParticipantsTab').then((m) => m.ParticipantsTab), prefetchParticipantsTab),
  tab('logistics', IconLuggage, () => import('./logistics/LogisticsTab').then((m) => m.LogisticsTab), prefetchLogisticsTab),
  tab('announcements', IconSpeakerphone, () => import('./announcements/AnnouncementsTab').then((m) => m.AnnouncementsTab), prefetchAnnouncementsTab),
  tab('auth-spots', IconKey, () => import('./auth-spots/AuthSpotsTab').then((m) => m.AuthSpotsTab), prefetchAuthSpotsTab),
  tab('payments', IconReceipt2, () => import('./payments/PaymentsTab').then((m) => m.PaymentsTab)),
  tab('my-profile', IconUserCircle, () => import('./my-profile/MyProfileTab').then((m) => m.MyProfileTab)),
];

/** The tab named in the URL (`?tab=`), or Overview for a missing or unknown name. */
export function adminTabFromParam(value: string | null): AdminTab {
  const tab = adminTabs.find(({ id }) => id === value) ?? adminTabs.find(({ id }) => id === DEFAULT_ADMIN_TAB);
  if (!tab) throw new Error('The default admin tab is missing from the tab list');
  return tab;
}
