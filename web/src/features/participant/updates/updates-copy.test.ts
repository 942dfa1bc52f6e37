import { describe, expect, it } from '@jest/globals';
import { announcementMessages, FEEDBACK_STATUS_LABELS, feedbackMessages } from '@trek/contracts';
import updates from '../../../i18n/locales/en/participantUpdates.json' with { type: 'json' };

describe('English Updates tab copy', () => {
  it('repeats the spec messages of the shared contracts', () => {
    expect(updates.messages).toEqual({
      announcementsLoadFailedTitle: announcementMessages.loadFailedTitle,
      loadFailedAdvice: announcementMessages.loadFailed,
      noAnnouncements: announcementMessages.none,
      imageUnavailable: announcementMessages.imageUnavailable,
      feedbackLoadFailed: feedbackMessages.loadFailed,
      noFeedback: feedbackMessages.none,
      submitted: feedbackMessages.submitted,
      submitFailed: feedbackMessages.submitFailed,
    });
    expect(feedbackMessages.loadFailedAdvice).toBe(announcementMessages.loadFailed);
    expect(updates.myFeedback.status).toEqual(FEEDBACK_STATUS_LABELS);
  });
});
