import { Box, Container, Stack, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/PageSpinner';
import { PartLoadBoundary } from '../../../components/PartLoadBoundary';
import { WhenPreloaded } from '../../../components/WhenPreloaded';
import { preloadable } from '../../../lib/preloadable';
import { useCurrentUser } from '../../auth/queries/current-user-queries';
import { DashboardHeader } from '../../dashboard/components/DashboardHeader';
import { SignedInFrame } from '../../dashboard/components/SignedInFrame';
import { isParticipantTabId, participantTabs, useParticipantTabText } from '../participant-tabs';
import { useParticipantTab } from '../use-participant-tab';
import { PastEditionNotice } from '../edition/PastEditionNotice';
import { MyPaymentsPlaceholder } from '../payments/MyPaymentsPlaceholder';
import { useMyPayments } from '../payments/queries/my-payments-queries';
import { PastEditionTransferNotice } from '../edition/PastEditionTransferNotice';
import { useParticipantEdition } from '../edition/queries/participant-edition-queries';
import { ReadOnlyWhenTransferred, TransferredSpotNotice } from '../transfer/components/TransferredSpotNotice';
import { useTransferState } from '../transfer/queries/transfer-queries';
import { AccessDeniedCard } from './AccessDeniedCard';
import { ParticipantBottomBar } from './ParticipantBottomBar';
import { SetupProgress } from './SetupProgress';
import classes from './ParticipantShell.module.css';
import { registerTripCardWorker } from '../trip-card/offline/device-data';
import { useReadAgainWhenWorkerTakesOver } from '../trip-card/queries/trip-card-queries';
import { WelcomeBanner } from './WelcomeBanner';

/** Its own chunk, fetched only for one who holds a spot: the tab bar does not wait for it. */
const { Component: MyPaymentsCard, preload: loadMyPaymentsCard } = preloadable(() => import('../payments/MyPaymentsCard').then((m) => m.MyPaymentsCard));

/** Participant portal: header, welcome, a six-tab bar (bottom bar on mobile), the open tab. */
export function ParticipantShell() {
  const { t } = useTranslation('participant');
  const { user } = useCurrentUser();
  const [activeTab, openTab] = useParticipantTab();
  // The tab the portal opens on renders as part of the portal's start (see WhenPreloaded's `waits`).
  const [openedFirst] = useState(activeTab.id);
  const queryClient = useQueryClient();
  const tabText = useParticipantTabText();
  const signedIn = user !== null;
  const payments = useMyPayments({ enabled: signedIn });
  const edition = useParticipantEdition({ enabled: signedIn });
  const transfer = useTransferState({ enabled: signedIn });

  // A first visitor's record and spot are made by the transfer read (the participant service
  // makes them on first access), which runs beside the payments read: a payments answer of no
  // spot that came before it is read once more, or the card would stay away until it goes stale.
  const { refetch: readPaymentsAgain } = payments;
  const noSpotBeforeRecord = payments.data?.ledger === null && transfer.dataUpdatedAt > payments.dataUpdatedAt;
  useEffect(() => {
    if (noSpotBeforeRecord) void readPaymentsAgain();
  }, [noSpotBeforeRecord, readPaymentsAgain]);

  // The worker that keeps the trip card on the device is installed once a participant is in.
  useReadAgainWhenWorkerTakesOver();
  useEffect(() => {
    if (signedIn) registerTripCardWorker();
  }, [signedIn]);

  const firstScreenRead = ![payments, edition, transfer].some((read) => read.isPending && read.errorUpdateCount === 0);
  // A read's answer renders at once, in one task; deferred, the whole portal that replaces the frame
  // renders as a transition, in slices the browser can run other work between.
  const showPortal = useDeferredValue(firstScreenRead);

  if (!user) return <AccessDeniedCard />;
  // What stands above the tabs depends on these reads: the payments card on whether the participant
  // holds a spot, the notices on their edition having ended or their spot being transferred. Until
  // each has answered once (the boot script starts them beside the app's scripts), the portal keeps
  // its frame, so the tabs never move when a card or notice comes or goes. After a failed read
  // (offline) the payments card holds its place and says so.
  if (!showPortal) return <SignedInFrame area="participant" />;

  return (
    <>
      <Box component="header" className={classes.header}>
        <DashboardHeader />
      </Box>
      <Container size="lg" component="main" id="main-content" className={classes.main}>
        <Stack gap="lg">
          <WelcomeBanner name={user.fullName || user.email} />
          <PastEditionNotice />
          <TransferredSpotNotice />
          <SetupProgress onOpenTab={openTab} />
          {payments.data?.ledger === null ? null : (
            <PartLoadBoundary retry={loadMyPaymentsCard} loading={<MyPaymentsPlaceholder />}>
              <MyPaymentsCard />
            </PartLoadBoundary>
          )}
          <Tabs value={activeTab.id} onChange={(value) => isParticipantTabId(value) && openTab(value)} keepMounted={false}>
            <Tabs.List visibleFrom="sm" aria-label={t('tabsLabel')}>
              {participantTabs.map(({ id, icon: Icon, preload }) => (
                <Tabs.Tab
                  key={id}
                  value={id}
                  leftSection={<Icon size={18} aria-hidden />}
                  // A pointer on its way or a focused tab: its code and first read start now, not on the click.
                  onMouseEnter={() => void preload(queryClient)}
                  onFocus={() => void preload(queryClient)}
                >
                  {tabText(id, 'label')}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {participantTabs.map((tab) => (
              <Tabs.Panel key={tab.id} value={tab.id} pt="lg">
                <Title order={2} mb="md">
                  {tabText(tab.id, 'title')}
                </Title>
                <PartLoadBoundary retry={() => tab.preload(queryClient)} loading={<PageSpinner />}>
                  <WhenPreloaded tab={tab} loading={<PageSpinner />} waits={tab.id !== openedFirst}>
                    {/* The profile tab holds the person's own account too (password, data download): it keeps those usable itself. */}
                    {tab.id === 'profile' ? (
                      <tab.Panel />
                    ) : (
                      <ReadOnlyWhenTransferred>{tab.id === 'transfer' ? <TransferPanel Panel={tab.Panel} /> : <tab.Panel />}</ReadOnlyWhenTransferred>
                    )}
                  </WhenPreloaded>
                </PartLoadBoundary>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      </Container>
      <ParticipantBottomBar activeTab={activeTab.id} />
    </>
  );
}

/** A past edition's spot cannot be transferred (the server refuses): its participant is told so instead of offered the transfer form. */
function TransferPanel({ Panel }: { Panel: ComponentType }) {
  const { data: edition, isPending } = useParticipantEdition();
  if (isPending) return <PageSpinner />;
  return edition?.pastEdition ? <PastEditionTransferNotice year={edition.year} /> : <Panel />;
}
