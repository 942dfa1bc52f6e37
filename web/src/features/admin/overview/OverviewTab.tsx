import { Stack } from '@mantine/core';
import { ActivityLogCard } from './ActivityLogCard';
import { ApplicationCountsCard } from './ApplicationCountsCard';
import { EmailLogCard } from './EmailLogCard';
import { ParticipantFigures } from './ParticipantFigures';

/** Counts and progress at a glance: applications, participants' setup, feedback, key dates, emails, organizer activity. */
export function OverviewTab() {
  return (
    <Stack gap="lg">
      <ParticipantFigures />
      <ApplicationCountsCard />
      <EmailLogCard />
      <ActivityLogCard />
    </Stack>
  );
}
