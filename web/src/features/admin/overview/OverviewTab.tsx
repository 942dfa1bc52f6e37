import { Skeleton, Stack } from '@mantine/core';
import { BelowFirstScreen } from '../../../components/BelowFirstScreen';
import { PartLoadBoundary } from '../../../components/PartLoadBoundary';
import { preloadable, type PreloadableComponent } from '../../../lib/preloadable';
import { AdmissionsFunnelCard } from './AdmissionsFunnelCard';
import { ApplicationCountsCard } from './ApplicationCountsCard';
import { ParticipantFigures } from './ParticipantFigures';
import { SetupRemindersCard } from './SetupRemindersCard';

/**
 * The last two cards, far below a phone's first screen: their code (their filters bring Mantine's
 * select) loads after the tab has rendered, not before its first figures can show.
 */
const emailLogCard = preloadable(() => import('./EmailLogCard').then((m) => m.EmailLogCard));
const activityLogCard = preloadable(() => import('./ActivityLogCard').then((m) => m.ActivityLogCard));

/** A card whose code loads after the tab: its place while it does, and Try again when it cannot. */
function LaterCard({ card }: { card: PreloadableComponent }) {
  return (
    <PartLoadBoundary retry={card.preload} loading={<Skeleton height={240} radius="md" />}>
      <card.Component />
    </PartLoadBoundary>
  );
}

/** Counts and progress at a glance: participants' setup and its reminders, feedback, key dates, the admissions funnel, applications, emails, organizer activity. */
export function OverviewTab() {
  return (
    <Stack gap="lg">
      <ParticipantFigures />
      <BelowFirstScreen>
        <SetupRemindersCard />
      </BelowFirstScreen>
      <BelowFirstScreen>
        <AdmissionsFunnelCard />
      </BelowFirstScreen>
      <BelowFirstScreen>
        <ApplicationCountsCard />
      </BelowFirstScreen>
      <BelowFirstScreen>
        <LaterCard card={emailLogCard} />
      </BelowFirstScreen>
      <BelowFirstScreen>
        <LaterCard card={activityLogCard} />
      </BelowFirstScreen>
    </Stack>
  );
}
