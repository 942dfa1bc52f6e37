import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api-client';
import { submissionFailureText } from './submission-failure';

describe('Submission Failed description', () => {
  it('when the message says "already submitted", then it is the duplicate text, whatever else the error carries', () => {
    expect(submissionFailureText(new ApiError(409, 'An application was already submitted for this email address', { universityEmail: 'taken' }))).toEqual({
      key: 'duplicateToast',
    });
  });

  it('when the error lists field errors, then it asks to check the form', () => {
    expect(submissionFailureText(new ApiError(400, 'Validation failed', { phone: 'Phone number is required' }))).toEqual({ key: 'checkFormToast' });
  });

  it('when the error has another message, then it is that message without the status', () => {
    expect(submissionFailureText(new ApiError(429, 'Too many requests'))).toEqual({ text: 'Too many requests' });
  });

  it('when no answer came (fetch failed: offline or the site unreachable), then it says so and that the answers are kept', () => {
    expect(submissionFailureText(new TypeError('Failed to fetch'))).toEqual({ key: 'offlineToast' });
  });

  it('when there is no message at all, then it is the generic text', () => {
    expect(submissionFailureText(new Error(''))).toEqual({ key: 'submitFailedToast' });
    expect(submissionFailureText('boom')).toEqual({ key: 'submitFailedToast' });
  });
});
