import { FEEDBACK_DISPLAY, type Feedback } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { useOwnFeedback } from '../queries/updates-queries';
import { UPDATES_SECTION_IDS } from '../section-ids';
import { FeedbackItem } from './FeedbackItem';
import { ShowFirstListSection } from './ShowFirstListSection';

const newestFirst = (a: Feedback, b: Feedback) => b.createdAt.localeCompare(a.createdAt);

/** The participant's own feedback: newest first, the first 5, then See More / Show Less (spec 9). */
export function MyFeedbackSection() {
  const { t } = useTranslation('participantUpdates');
  const feedback = useOwnFeedback();
  return (
    <ShowFirstListSection
      sectionId={UPDATES_SECTION_IDS.feedback}
      title={t('myFeedback.title')}
      subtitle={t('myFeedback.subtitle')}
      status={feedback.status}
      items={[...(feedback.data ?? [])].sort(newestFirst)}
      shownFirst={FEEDBACK_DISPLAY.shownFirst}
      loadFailedTitle={t('messages.feedbackLoadFailed')}
      emptyText={t('messages.noFeedback')}
      moreLabel={t('myFeedback.seeMore')}
      lessLabel={t('myFeedback.showLess')}
    >
      {(item) => <FeedbackItem key={item.id} feedback={item} />}
    </ShowFirstListSection>
  );
}
