import { Stack } from '@mantine/core';
import { ActivityLogCard } from './ActivityLogCard';
import { ApplicationCountsCard } from './ApplicationCountsCard';
import { EmailLogCard } from './EmailLogCard';
import { ParticipantFigures } from './ParticipantFigures';
import { SetupRemindersCard } from './SetupRemindersCard';

/** Counts and progress at a glance: applications, participants' setup and its reminders, feedback, key dates, emails, organizer activity. */
export function OverviewTab() {
  return (
    <Stack gap="lg">
      <ParticipantFigures />
      <SetupRemindersCard />
      <ApplicationCountsCard />
      <EmailLogCard />
      <ActivityLogCard />
    </Stack>
  );
}
