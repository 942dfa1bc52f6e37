import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../auth/queries/current-user-queries';
import { TripCalendarCard } from '../calendar/components/TripCalendarCard';
import { AnnouncementsSection } from './components/AnnouncementsSection';
import { FeedbackForm } from './components/FeedbackForm';
import { MyFeedbackSection } from './components/MyFeedbackSection';
import { SummaryCards } from './components/SummaryCards';
import { useAnnouncements, useOwnFeedback } from './queries/updates-queries';

/** Signed-in spec 2 "Updates tab": counts, the organizers' announcements, the trip calendar link, a feedback form, My Feedback. */
export function UpdatesTab() {
  const { user } = useCurrentUser();
  const announcements = useAnnouncements();
  const feedback = useOwnFeedback();
  return (
    <Stack gap="xl">
      <SummaryCards announcementCount={announcements.data?.length} feedbackCount={feedback.data?.length} />
      <AnnouncementsSection />
      <TripCalendarCard />
      {user && <FeedbackForm userId={user.id} />}
      <MyFeedbackSection />
    </Stack>
  );
}
