import { Stack } from '@mantine/core';
import { ActivityLogCard } from './ActivityLogCard';
import { AdmissionsFunnelCard } from './AdmissionsFunnelCard';
import { ApplicationCountsCard } from './ApplicationCountsCard';
import { EmailLogCard } from './EmailLogCard';
import { ParticipantFigures } from './ParticipantFigures';
import { SetupRemindersCard } from './SetupRemindersCard';

/** Counts and progress at a glance: participants' setup and its reminders, feedback, key dates, the admissions funnel, applications, emails, organizer activity. */
export function OverviewTab() {
  return (
    <Stack gap="lg">
      <ParticipantFigures />
      <SetupRemindersCard />
      <AdmissionsFunnelCard />
      <ApplicationCountsCard />
      <EmailLogCard />
      <ActivityLogCard />
    </Stack>
  );
}
