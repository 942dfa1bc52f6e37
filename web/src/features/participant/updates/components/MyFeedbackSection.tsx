import { Loader, Stack } from '@mantine/core';
import { FEEDBACK_DISPLAY, type Feedback } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMoreToggle } from '../../../landing/components/shared/ShowMoreToggle';
import { useOwnFeedback } from '../queries/updates-queries';
import { UPDATES_SECTION_IDS } from '../section-ids';
import { EmptyNote } from './EmptyNote';
import { FeedbackItem } from './FeedbackItem';
import { LoadFailedAlert } from './LoadFailedAlert';
import { SectionHeader } from './SectionHeader';

const newestFirst = (a: Feedback, b: Feedback) => b.createdAt.localeCompare(a.createdAt);

/** The participant's own feedback: newest first, the first 5, then See More / Show Less (spec 9). */
export function MyFeedbackSection() {
  const { t } = useTranslation('participantUpdates');
  const feedback = useOwnFeedback();
  const [expanded, setExpanded] = useState(false);
  const list = [...(feedback.data ?? [])].sort(newestFirst);
  const shown = expanded ? list : list.slice(0, FEEDBACK_DISPLAY.shownFirst);
  const headingId = `${UPDATES_SECTION_IDS.feedback}-heading`;

  return (
    <Stack component="section" id={UPDATES_SECTION_IDS.feedback} aria-labelledby={headingId} gap="md" style={{ scrollMarginTop: 80 }}>
      <SectionHeader title={t('myFeedback.title')} subtitle={t('myFeedback.subtitle')} headingId={headingId} />
      {feedback.isPending && <Loader size="sm" aria-label={t('myFeedback.title')} />}
      {feedback.isError && <LoadFailedAlert title={t('messages.feedbackLoadFailed')} />}
      {feedback.isSuccess && list.length === 0 && <EmptyNote text={t('messages.noFeedback')} />}
      {shown.map((item) => (
        <FeedbackItem key={item.id} feedback={item} />
      ))}
      {list.length > FEEDBACK_DISPLAY.shownFirst && (
        <ShowMoreToggle
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          moreLabel={t('myFeedback.seeMore')}
          lessLabel={t('myFeedback.showLess')}
        />
      )}
    </Stack>
  );
}
