import { IconArrowsExchange, IconBrandWhatsapp, IconBell, IconLuggage, IconPlaneDeparture, IconUser, type Icon } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { preloadableTab, type PreloadableTab } from '../../lib/preloadable';
import { editionQuery } from '../edition/queries/edition-queries';
import { ownLogisticsQuery } from './logistics/queries/logistics-queries';
import { ownLogisticsReadsQuery } from './privacy/queries/privacy-queries';
import { fetchOwnProfile } from './profile/api/profile-api';
import { profileQueryKey } from './profile/queries/profile-queries';

export const participantTabIds = ['profile', 'logistics', 'whatsapp', 'updates', 'transfer', 'tripCard'] as const;

export type ParticipantTabId = (typeof participantTabIds)[number];

export function isParticipantTabId(value: string | null): value is ParticipantTabId {
  return participantTabIds.some((id) => id === value);
}

export interface ParticipantTab extends PreloadableTab {
  id: ParticipantTabId;
  /** The URL hash that opens this tab (signed-in spec 2: updates lives at #announcements). */
  hash: string;
  icon: Icon;
}

const tab = (
  id: ParticipantTabId,
  hash: string,
  icon: Icon,
  load: () => Promise<ComponentType>,
  prefetch?: (queryClient: QueryClient) => Promise<unknown>,
): ParticipantTab => ({ id, hash, icon, ...preloadableTab(load, prefetch) });

/**
 * The profile form waits for its copy and the participant's profile (a read the other tabs share);
 * its completion card reads the edition and its "Your data" card the organizers' logistics views.
 */
const prefetchProfile = (queryClient: QueryClient) =>
  Promise.all([
    i18n.loadNamespaces(['participantProfile', 'uploads']),
    queryClient.prefetchQuery({ queryKey: profileQueryKey, queryFn: fetchOwnProfile }),
    queryClient.prefetchQuery(editionQuery()),
    queryClient.prefetchQuery(ownLogisticsReadsQuery),
  ]);

/** The logistics wizard waits for its copy and the participant's saved logistics. */
const prefetchLogistics = (queryClient: QueryClient) => Promise.all([i18n.loadNamespaces('participantLogistics'), queryClient.prefetchQuery(ownLogisticsQuery)]);

/**
 * The copy a tab's components read: a namespace not yet loaded suspends the part that asks for it,
 * and React then holds the tab back until 300 ms after its loading state showed.
 */
const loadCopy = (namespaces: string[]) => () => i18n.loadNamespaces(namespaces);

export const participantTabs: readonly ParticipantTab[] = [
  tab('profile', 'profile', IconUser, () => import('./profile/ProfileTab').then((m) => m.ProfileTab), prefetchProfile),
  tab('logistics', 'logistics', IconPlaneDeparture, () => import('./logistics/LogisticsTab').then((m) => m.LogisticsTab), prefetchLogistics),
  tab('whatsapp', 'whatsapp', IconBrandWhatsapp, () => import('./whatsapp/WhatsappTab').then((m) => m.WhatsappTab), loadCopy(['participantProfile'])),
  tab('updates', 'announcements', IconBell, () => import('./updates/UpdatesTab').then((m) => m.UpdatesTab), loadCopy(['participantUpdates'])),
  tab('transfer', 'transfer', IconArrowsExchange, () => import('./transfer/TransferTab').then((m) => m.TransferTab), loadCopy(['participantTransfer'])),
  // The card that also works offline (the service worker keeps its reads on the device).
  tab('tripCard', 'trip-card', IconLuggage, () => import('./trip-card/TripCardTab').then((m) => m.TripCardTab), loadCopy(['tripCard', 'rooms'])),
];

const [defaultTab] = participantTabs;

/** A tab's name in the bar (`label`) and its heading (`title`): the trip card's copy is in its own namespace. */
export function useParticipantTabText(): (id: ParticipantTabId, part: 'label' | 'title') => string {
  const { t } = useTranslation(['participant', 'tripCard']);
  return (id, part) => (id === 'tripCard' ? t(`tripCard:tab.${part}`) : t(`tabs.${id}.${part}`));
}

/** The tab a URL hash names (with or without its `#`), or the profile tab for anything else. */
export function participantTabFromHash(hash: string): ParticipantTab {
  const name = hash.replace(/^#/, '');
  const tab = participantTabs.find((candidate) => candidate.hash === name) ?? defaultTab;
  if (!tab) throw new Error('The participant tab list is empty');
  return tab;
}
