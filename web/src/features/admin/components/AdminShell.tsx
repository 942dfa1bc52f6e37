import { ActionIcon, AppShell, Box, Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { onFirstInput } from '../../../lib/first-input';
import { whenIdle } from '../../../lib/when-idle';
import { DASHBOARD_HEADER_HEIGHT, DashboardHeader } from '../../dashboard/components/DashboardHeader';
import { adminTabFromParam, adminTabs } from '../admin-tabs';
import { AdminSidebar } from './AdminSidebar';
import { AdminTabHeading } from './AdminTabHeading';

/** Organizer dashboard: header, collapsible sidebar of tabs, and the open tab's lazily loaded panel. */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const [searchParams] = useSearchParams();
  const activeTab = adminTabFromParam(searchParams.get('tab'));
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const sidebarId = useId();
  const ActivePanel = activeTab.Panel;
  usePreloadContentTabAfterFirstInput();

  return (
    <AppShell
      header={{ height: DASHBOARD_HEADER_HEIGHT }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="lg"
    >
      <AppShell.Header>
        <DashboardHeader
          leading={
            <>
              <Burger
                opened={mobileOpen}
                onClick={mobile.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={mobileOpen ? t('sidebar.close') : t('sidebar.open')}
                aria-expanded={mobileOpen}
                aria-controls={sidebarId}
              />
              <ActionIcon
                onClick={desktop.toggle}
                visibleFrom="sm"
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={desktopOpen ? t('sidebar.close') : t('sidebar.open')}
                aria-expanded={desktopOpen}
                aria-controls={sidebarId}
              >
                {desktopOpen ? <IconLayoutSidebarLeftCollapse size={22} aria-hidden /> : <IconLayoutSidebarLeftExpand size={22} aria-hidden />}
              </ActionIcon>
            </>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar id={sidebarId} p="md" aria-label={t('sidebar.navLabel')}>
        <AdminSidebar activeTab={activeTab.id} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content">
        <Box mb="lg">
          <AdminTabHeading tab={activeTab.id} />
        </Box>
        <Suspense fallback={<PageSpinner />}>
          <ActivePanel />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * Content is the heaviest tab (every collection's editor) and the one organizers open most: its
 * code, copy and Team list are fetched in idle time once the organizer has done something on the
 * page (moved the pointer, touched, pressed a key), so opening it shows the list at once. Fetched
 * as the dashboard starts, its twenty-odd scripts' links and its reads held the main thread in
 * the middle of the dashboard's own start.
 */
function usePreloadContentTabAfterFirstInput() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const content = adminTabs.find(({ id }) => id === 'content');
    if (!content) return undefined;
    let cancelIdle = (): void => undefined;
    const stopWaiting = onFirstInput(() => {
      cancelIdle = whenIdle(() => void content.preload(queryClient));
    });
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }, [queryClient]);
}
