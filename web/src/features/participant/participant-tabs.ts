import { IconArrowsExchange, IconBrandWhatsapp, IconBell, IconPlaneDeparture, IconUser, type Icon } from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const participantTabIds = ['profile', 'logistics', 'whatsapp', 'updates', 'transfer'] as const;

export type ParticipantTabId = (typeof participantTabIds)[number];

export function isParticipantTabId(value: string | null): value is ParticipantTabId {
  return participantTabIds.some((id) => id === value);
}

export interface ParticipantTab {
  id: ParticipantTabId;
  /** The URL hash that opens this tab (signed-in spec 2: updates lives at #announcements). */
  hash: string;
  icon: Icon;
  /** Each tab's code loads only when the tab is opened. */
  Panel: LazyExoticComponent<ComponentType>;
}

export const participantTabs: readonly ParticipantTab[] = [
  { id: 'profile', hash: 'profile', icon: IconUser, Panel: lazy(() => import('./profile/ProfileTab').then((m) => ({ default: m.ProfileTab }))) },
  {
    id: 'logistics',
    hash: 'logistics',
    icon: IconPlaneDeparture,
    Panel: lazy(() => import('./logistics/LogisticsTab').then((m) => ({ default: m.LogisticsTab }))),
  },
  {
    id: 'whatsapp',
    hash: 'whatsapp',
    icon: IconBrandWhatsapp,
    Panel: lazy(() => import('./whatsapp/WhatsappTab').then((m) => ({ default: m.WhatsappTab }))),
  },
  { id: 'updates', hash: 'announcements', icon: IconBell, Panel: lazy(() => import('./updates/UpdatesTab').then((m) => ({ default: m.UpdatesTab }))) },
  {
    id: 'transfer',
    hash: 'transfer',
    icon: IconArrowsExchange,
    Panel: lazy(() => import('./transfer/TransferTab').then((m) => ({ default: m.TransferTab }))),
  },
];

const [defaultTab] = participantTabs;

/** The tab a URL hash names (with or without its `#`), or the profile tab for anything else. */
export function participantTabFromHash(hash: string): ParticipantTab {
  const name = hash.replace(/^#/, '');
  const tab = participantTabs.find((candidate) => candidate.hash === name) ?? defaultTab;
  if (!tab) throw new Error('The participant tab list is empty');
  return tab;
}
