import {
  IconAddressBook,
  IconFileDescription,
  IconGauge,
  IconKey,
  IconLayoutList,
  IconMicrophone2,
  IconSpeakerphone,
  IconLuggage,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const adminTabIds = [
  'overview',
  'applications',
  'content',
  'speakers',
  'participants',
  'logistics',
  'announcements',
  'auth-spots',
  'my-profile',
] as const;

export type AdminTabId = (typeof adminTabIds)[number];

export const DEFAULT_ADMIN_TAB: AdminTabId = 'overview';

export interface AdminTab {
  id: AdminTabId;
  icon: Icon;
  /** Each tab's code loads only when the tab is opened. */
  Panel: LazyExoticComponent<ComponentType>;
}

export const adminTabs: readonly AdminTab[] = [
  { id: 'overview', icon: IconGauge, Panel: lazy(() => import('./overview/OverviewTab').then((m) => ({ default: m.OverviewTab }))) },
  {
    id: 'applications',
    icon: IconFileDescription,
    Panel: lazy(() => import('./applications/ApplicationsTab').then((m) => ({ default: m.ApplicationsTab }))),
  },
  { id: 'content', icon: IconLayoutList, Panel: lazy(() => import('./content/ContentTab').then((m) => ({ default: m.ContentTab }))) },
  { id: 'speakers', icon: IconMicrophone2, Panel: lazy(() => import('./speakers/SpeakersTab').then((m) => ({ default: m.SpeakersTab }))) },
  {
    id: 'participants',
    icon: IconAddressBook,
    Panel: lazy(() => import('./participants/ParticipantsTab').then((m) => ({ default: m.ParticipantsTab }))),
  },
  { id: 'logistics', icon: IconLuggage, Panel: lazy(() => import('./logistics/LogisticsTab').then((m) => ({ default: m.LogisticsTab }))) },
  {
    id: 'announcements',
    icon: IconSpeakerphone,
    Panel: lazy(() => import('./announcements/AnnouncementsTab').then((m) => ({ default: m.AnnouncementsTab }))),
  },
  { id: 'auth-spots', icon: IconKey, Panel: lazy(() => import('./auth-spots/AuthSpotsTab').then((m) => ({ default: m.AuthSpotsTab }))) },
  { id: 'my-profile', icon: IconUserCircle, Panel: lazy(() => import('./my-profile/MyProfileTab').then((m) => ({ default: m.MyProfileTab }))) },
];

/** The tab named in the URL (`?tab=`), or Overview for a missing or unknown name. */
export function adminTabFromParam(value: string | null): AdminTab {
  const tab = adminTabs.find(({ id }) => id === value) ?? adminTabs.find(({ id }) => id === DEFAULT_ADMIN_TAB);
  if (!tab) throw new Error('The default admin tab is missing from the tab list');
  return tab;
}
